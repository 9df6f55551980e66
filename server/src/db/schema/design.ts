import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calendars } from './calendars';
import { media } from './media';
import { teams } from './teams';
import { users } from './users';

/**
 * One job of the image studio (decision 0135): a banner rendered from a template, a video trimmed,
 * or a video made of a picture and a sound. The worker moves it queued → running → ready | failed;
 * the result is an ordinary media row of the calendar. Banner rows this month count against
 * imageGeneratorImagesPerMonth unless they failed.
 */
export const designJobs = pgTable(
  'design_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['banner', 'trim', 'imageAudio'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** Percent done, written at most once a second while running. */
    progress: integer('progress').notNull().default(0),
    /** What to make: the template and its modifications, or the media ids and times. */
    input: jsonb('input').notNull(),
    resultMediaId: uuid('result_media_id').references(() => media.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('design_jobs_team_kind_created_idx').on(table.teamId, table.kind, table.createdAt)],
);
