import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// A relative path: drizzle-kit loads the schema with its own resolver, which does not read workspace exports.
import { activityActions } from '../../../../core/activity/schemas';
import { calendars } from './calendars';
import { teams } from './teams';
import { users } from './users';

/**
 * The team's audit list (decision 0083): one row per action, kept 90 days. The actor's name is kept
 * with the row, so an entry still says who after the person has left; the subject is a label (the
 * post, account or member may be gone).
 */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    action: text('action', { enum: activityActions }).notNull(),
    subjectId: uuid('subject_id'),
    subjectLabel: text('subject_label').notNull(),
    calendarId: uuid('calendar_id').references(() => calendars.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activity_team_idx').on(table.teamId, table.createdAt.desc(), table.id.desc())],
);
