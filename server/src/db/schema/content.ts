import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { calendars } from './calendars';

/** A named hashtag list of a calendar (`#addHashtag`); its name is unique in the calendar regardless of case. */
export const hashtagGroups = pgTable(
  'hashtag_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Normalised by core (`#` once, no duplicates), at most 30. */
    hashtags: text('hashtags').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hashtag_groups_calendar_name_unique').on(table.calendarId, sql`lower(${table.name})`),
    index('hashtag_groups_calendar_idx').on(table.calendarId, table.createdAt),
  ],
);
