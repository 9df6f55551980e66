import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calendars } from './calendars';

/**
 * A connected social account of a calendar. The foundation keeps what calendars need (showReconnect,
 * the cascade on delete); the publishing issue adds tokens and the connect flow.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    socialMedia: text('social_media').notNull(),
    type: text('type'),
    name: text('name').notNull(),
    avatar: text('avatar'),
    tokenExpired: boolean('token_expired').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_calendar_idx').on(table.calendarId)],
);
