import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
 * A CSV or XLSX file being imported (`library#importContent`): its columns and preview, the mapping
 * chosen, and the progress of the job that imports them (its rows are `content_import_rows`).
 * Deleted with its calendar.
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
    /**
     * Renewed by the job while it runs (with each chunk's progress, and on a timer between): a
     * running import whose heartbeat stopped lost its worker, and the stale-job sweeper fails it.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_imports_calendar_idx').on(table.calendarId, table.createdAt),
    index('content_imports_status_heartbeat_idx').on(table.status, table.heartbeatAt),
  ],
);

/**
 * An import's rows as read (text only), a batch of up to 1,000 per row of this table, so that
 * keeping, checking and importing them are each short statements rather than one of up to 10 MB.
 * Deleted once the import is over (the preview stays on the import).
 */
export const contentImportRows = pgTable(
  'content_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => contentImports.id, { onDelete: 'cascade' }),
    /** The batch's place in the file, from 0. */
    batch: integer('batch').notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.batch] })],
);
