import {
  notificationListLimit,
  visibleCalendarIds,
  type MarkAllNotificationsSeenReply,
  type UserNotification,
} from '@kairos/core';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/app-error';
import type { AuthContext } from '../session/auth-context';
import * as repository from './notification-repository';

function toNotification(row: repository.NotificationRow): UserNotification {
  return {
    _id: row.id,
    message: row.message,
    seen: row.seen,
    needToReconnect: row.needToReconnect,
    updatedAt: row.updatedAt.toISOString(),
    postId: row.postId,
  };
}

export function createNotificationService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  /** A member who lost a calendar no longer sees what happened in it. */
  async function scopeOf(auth: AuthContext): Promise<repository.CalendarScope> {
    return visibleCalendarIds(auth, await repository.teamCalendarIds(db, auth.teamId));
  }

  async function list(auth: AuthContext): Promise<UserNotification[]> {
    const rows = await repository.listUserNotifications(
      db,
      auth.userId,
      await scopeOf(auth),
      notificationListLimit,
    );
    return rows.map(toNotification);
  }

  async function markAllSeen(auth: AuthContext): Promise<MarkAllNotificationsSeenReply> {
    return { updated: await repository.markAllSeen(db, auth.userId, await scopeOf(auth), now()) };
  }

  /** Another user's notification is not found, never forbidden: its id says nothing. */
  async function markSeen(auth: AuthContext, notificationId: string): Promise<UserNotification> {
    const row = await repository.markOneSeen(db, auth.userId, await scopeOf(auth), notificationId, now());
    if (!row) throw notFound();
    return toNotification(row);
  }

  return { list, markAllSeen, markSeen };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
