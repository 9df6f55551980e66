import { messages } from '@kairos/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryLimitRedirectInModalMs } from '../../../lib/library-limit';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { LibraryPostModal } from './library-post-modal';

const categories = [{ _id: 'c1', title: 'Coffee tips', count: 3 }];
const saved = {
  _id: 'l1',
  calendarId: 'cal-1',
  message: 'Cold brew',
  variations: [],
  categories: ['c1'],
  hashtags: [],
  imageHashtags: [],
  images: [],
  draft: false,
  pending: false,
  rejected: false,
  expirationDate: null,
  video: null,
  postTitle: '',
  callToAction: null,
  mediaMetadata: [],
  campaigns: [],
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

function renderModal(saveReplies: { status?: number; body?: unknown }[]) {
  const replies = [...saveReplies];
  const api = mockApi({
    'GET /api/categories?calendarId=cal-1': () => ({ body: categories }),
    'POST /api/library-posts': () => replies.shift() ?? { status: 201, body: saved },
  });
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <LibraryPostModal
      calendarId="cal-1"
      post={null}
      categoryId="c1"
      upgradeHref="/cal-1/upgrade-profile"
      canAddCategory
      onClose={onClose}
    />,
  );
  return { ...rendered, ...api, onClose };
}

async function fillAndAdd(user: ReturnType<typeof renderModal>['user']) {
  await user.click(screen.getByLabelText('What do you want to say?'));
  await user.paste('Cold brew tip: steep coarse grounds for eighteen hours.');
  await user.click(screen.getByRole('button', { name: 'Add to Library' }));
}

afterEach(() => vi.restoreAllMocks());

describe('the Add to Library modal', { timeout: 30_000 }, () => {
  it('asks for content before calling the server', async () => {
    const { user, calls } = renderModal([]);
    await user.click(await screen.findByRole('button', { name: 'Add to Library' }));
    expect(screen.getByTestId('library-errors')).toHaveTextContent(messages.composer.messageRequired);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the limit message and opens /upgrade-profile in a new tab after 1.5 s', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderModal([
      {
        status: 403,
        body: errorBody('PLAN_LIMIT', messages.library.limitReached(50), { reason: 'limit_exceed' }),
      },
    ]);
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    await fillAndAdd(user);
    expect(await screen.findByText('The limit of 50 posts in Library is reached.')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    const redirect = setTimeoutSpy.mock.calls.find(([, delay]) => delay === libraryLimitRedirectInModalMs);
    expect(redirect).toBeDefined();
    act(() => (redirect?.[0] as () => void)());
    expect(open).toHaveBeenCalledWith('/cal-1/upgrade-profile', '_blank', 'noopener');
  });

  it('opens the library similarity dialog and adds anyway with ignoreComplianceCheck', async () => {
    const similarity = {
      socialMedias: [],
      library: [{ _id: 'l0', message: 'Cold brew tip: steep coarse grounds', score: 91 }],
      maxScore: 91,
    };
    const { user, calls, onClose } = renderModal([
      { status: 422, body: errorBody('RULE_VIOLATION', 'Similar', { similarity }) },
    ]);
    await fillAndAdd(user);
    expect(await screen.findByText('Library: Cold brew tip: steep coarse grounds')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Post anyway' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts[0]?.body).not.toHaveProperty('ignoreComplianceCheck');
    expect(posts[1]?.body).toMatchObject({ ignoreComplianceCheck: true, categories: ['c1'] });
  });
});
