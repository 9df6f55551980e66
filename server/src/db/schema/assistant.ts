import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';

/**
 * The writing assistant's use: one row per team and month (UTC, 'YYYY-MM'), counting the requests
 * answered (decision 0093). The operator's settings section shows it; no plan limits it yet.
 */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    requests: integer('requests').notNull().default(0),
    /** Of those, the ones a language model answered. */
    modelRequests: integer('model_requests').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.month] })],
);
