import { describe, expect, it } from 'vitest';
import { markAllNotificationsSeenReplySchema, notificationSchema } from './schemas';

describe('notification schema', () => {
  const notification = {
    _id: '5f1c0c1e-8f64-4a7e-9a53-3f0f9f5b6c11',
    message: 'This post was blocked.',
    seen: false,
    needToReconnect: false,
    updatedAt: '2025-03-01T10:00:00.000Z',
    postId: null,
  };

  it('accepts a notification without a post', () => {
    expect(notificationSchema.parse(notification)).toEqual(notification);
  });

  it('refuses an updatedAt that is not an ISO instant', () => {
    expect(notificationSchema.safeParse({ ...notification, updatedAt: 'yesterday' }).success).toBe(false);
  });

  it('counts the notifications marked seen', () => {
    expect(markAllNotificationsSeenReplySchema.safeParse({ updated: -1 }).success).toBe(false);
    expect(markAllNotificationsSeenReplySchema.parse({ updated: 3 })).toEqual({ updated: 3 });
  });
});
