import { postBodySchema } from '@kairos/core';
import { describe, expect, it } from 'vitest';
import { testPost } from '../testing/test-post';
import { rescheduleBody } from './reschedule-body';

describe('rescheduleBody', () => {
  it('keeps the content as the API answered it, with only the new day and time', () => {
    const post = testPost({
      _id: 'c0a8f3de-3f6e-4f0e-9a57-5b1e3c9d2a10',
      accountIds: ['5f0c1e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f'],
      images: [{ url: 'https://cdn.example.com/beans.png', mimeType: 'image/png', width: 800, height: 600 }],
      event: { title: 'Tasting night', startsAt: '2025-03-20T18:00:00Z', endsAt: '2025-03-20T21:00:00Z' },
      accountsMetadata: [{ accountId: '5f0c1e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f', autoFeed: true }],
    });
    const body = postBodySchema.parse(rescheduleBody(post, '2025-03-18', '10:15'));
    expect(body.timing).toEqual({ mode: 'schedule', date: '2025-03-18', time: '10:15' });
    expect(body.images).toEqual(post.images);
    expect(body.event).toEqual(post.event);
    expect(body.accountsMetadata).toEqual(post.accountsMetadata);
  });
});
