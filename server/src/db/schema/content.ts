import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// A relative path: drizzle-kit loads the schema with its own resolver, which does not read workspace exports.
import type {
  ImportMapping,
  ImportRowError,
  ImportStatus,
} from '../../../../core/content-import/import-schemas';
import { calendars } from './calendars';
import { users } from './users';

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

/**
 * A CSV or XLSX file being imported (`library#importContent`): its rows as read (text only), the
 * mapping chosen, and the progress of the job that imports them. Deleted with its calendar.
 */
export const contentImports = pgTable(
  'content_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The session that started it: the job acts as its author, with the author's rights at the time. */
    sessionId: uuid('session_id'),
    fileName: text('file_name').notNull(),
    columns: text('columns').array().notNull(),
    /** The rows to import; emptied once the import is over (the preview stays). */
    rows: jsonb('rows').$type<string[][]>().notNull(),
    preview: jsonb('preview').$type<string[][]>().notNull(),
    totalRows: integer('total_rows').notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('uploaded'),
    mapping: jsonb('mapping').$type<ImportMapping>(),
    processedRows: integer('processed_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors')
      .$type<ImportRowError[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_imports_calendar_idx').on(table.calendarId, table.createdAt)],
);
