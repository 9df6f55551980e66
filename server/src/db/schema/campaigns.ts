import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// A relative path: drizzle-kit loads the schema with its own resolver, which does not read workspace exports.
import type { LibraryPostPriority, PatternSchedule } from '../../../../core/campaigns/campaign-schema';
import type { AccountMetadata } from '../../../../core/posts/post-schema';
import { calendars } from './calendars';
import { users } from './users';

/** A campaign: which accounts post what library categories when; its posts are ordinary posts. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    accountIds: jsonb('account_ids').$type<string[]>().notNull(),
    libraryCategories: jsonb('library_categories').$type<string[]>().notNull(),
    patternSchedule: jsonb('pattern_schedule').$type<PatternSchedule>().notNull(),
    dates: jsonb('dates').$type<string[]>().notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    postFrequency: integer('post_frequency').notNull(),
    postTime: jsonb('post_time').$type<string[]>().notNull(),
    /** The zone the days and times are read in: the author's when it was saved. */
    timeZone: text('time_zone').notNull(),
    libraryPostPriority: text('library_post_priority').$type<LibraryPostPriority>().notNull(),
    promiseContent: boolean('promise_content').notNull().default(false),
    repeatContent: boolean('repeat_content').notNull().default(false),
    accountsMetadata: jsonb('accounts_metadata').$type<AccountMetadata[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaigns_calendar_idx').on(table.calendarId, table.createdAt, table.id)],
);
