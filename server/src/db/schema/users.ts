import {
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { calendars } from './calendars';
import { teams } from './teams';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Stored lower-cased and trimmed (the core email schema does it), unique across the product. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    /** null = the team's owner; otherwise admin, editor or viewer. */
    role: text('role', { enum: ['admin', 'editor', 'viewer'] }),
    /** null until an invited member sets a password. */
    passwordHash: text('password_hash'),
    timezone: text('timezone').notNull().default('UTC'),
    utmDetectionActivated: boolean('utm_detection_activated').notNull().default(false),
    /** Notification preferences (settings#notifications): which mails this person gets. */
    emailOnFailedPublish: boolean('email_on_failed_publish').notNull().default(true),
    emailOnReconnectNeeded: boolean('email_on_reconnect_needed').notNull().default(true),
    dailyDigest: boolean('daily_digest').notNull().default(false),
    /** The day (in the user's zone) the last digest covered: one digest a day, whichever worker sends it. */
    digestSentFor: date('digest_sent_for', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email), index('users_team_idx').on(table.teamId)],
);

/** access.calendars: the calendars an editor or viewer may use. Removed with the calendar. */
export const calendarAccess = pgTable(
  'calendar_access',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.calendarId] }),
    index('calendar_access_calendar_idx').on(table.calendarId),
  ],
);
