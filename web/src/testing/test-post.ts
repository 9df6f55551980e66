import { type PostView } from '@kairos/core';

/** A post as the API answers it, for component tests. */
export function testPost(overrides: Partial<PostView> & Pick<PostView, '_id'>): PostView {
  return {
    calendarId: '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d',
    message: 'Fresh beans this week',
    timing: 'schedule',
    postDate: '2025-03-14T09:00:00.000Z',
    draft: false,
    accountId: null,
    accountIds: [],
    hashtags: [],
    images: [],
    video: null,
    audio: null,
    pdf: null,
    postTitle: '',
    callToAction: null,
    event: null,
    accountsMetadata: [],
    tiktokSettings: [],
    mediaMetadata: [],
    thread: [],
    firstComment: '',
    complianceEngineRules: null,
    libraryPostId: null,
    campaignId: null,
    hootsuiteId: null,
    blocked: false,
    blockedReason: null,
    postedInfo: [],
    targets: [],
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}
