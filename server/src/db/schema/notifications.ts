import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calendars } from './calendars';
import { posts } from './posts';
import { users } from './users';

/** Spec "Notification: _id, message (may contain HTML), seen, needToReconnect, updatedAt, postId". */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id').references(() => calendars.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** Sanitized HTML. */
    message: text('message').notNull(),
    needToReconnect: boolean('need_to_reconnect').notNull().default(false),
    seen: boolean('seen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt, table.id)],
);
