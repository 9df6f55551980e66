import {
  visibleCalendarIds,
  type MarkAllNotificationsSeenReply,
  type NotificationListQuery,
  type NotificationPage,
  type UserNotification,
} from '@kairos/core';
import type { Database } from '../../db/database';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
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

  async function list(auth: AuthContext, query: NotificationListQuery): Promise<NotificationPage> {
    const scope = await scopeOf(auth);
    const after = decodeCursor(query.cursor);
    const rows = await repository.listUserNotifications(db, auth.userId, scope, after, query.limit + 1);
    return {
      ...toPage(rows, query.limit, (row) => ({ key: row.key, id: row.id }), toNotification),
      unseen: await repository.countUnseen(db, auth.userId, scope),
    };
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
