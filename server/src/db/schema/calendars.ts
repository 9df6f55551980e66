import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';

export const calendars = pgTable(
  'calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calendars_team_idx').on(table.teamId, table.createdAt)],
);

/**
 * One row per transaction that wrote a calendar's posts, targets or campaigns, added by statement
 * triggers (migration 0012, decision 0063): the calendar's change count and newest transaction make
 * the fingerprint that validates the calendar replies each process keeps. Inserts only, so writers
 * never wait on each other; the reader folds the rows into one when they pile up.
 */
export const calendarChanges = pgTable(
  'calendar_changes',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    tx: bigint('tx', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.calendarId, table.tx] })],
);
