import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// A relative path: drizzle-kit loads the schema with its own resolver, which does not read workspace exports.
import type { LibraryPostContent } from '../../../../core/library/library-content-schema';
import { calendars } from './calendars';
import { users } from './users';

/** A library category of a calendar; its name is unique in the calendar regardless of case. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('categories_calendar_title_unique').on(table.calendarId, sql`lower(${table.title})`),
  ],
);

/** Reusable content of a calendar: what campaigns post from. */
export const libraryPosts = pgTable(
  'library_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /**
     * The modal's other fields (core's libraryPostContentSchema). Read through library-repository,
     * which parses it (decision 0044); an empty document reads as every field's default.
     */
    content: jsonb('content')
      .$type<LibraryPostContent>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    draft: boolean('draft').notNull().default(false),
    pending: boolean('pending').notNull().default(false),
    rejected: boolean('rejected').notNull().default(false),
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('library_posts_calendar_created_idx').on(table.calendarId, table.createdAt, table.id)],
);

export const libraryPostCategories = pgTable(
  'library_post_categories',
  {
    libraryPostId: uuid('library_post_id')
      .notNull()
      .references(() => libraryPosts.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.libraryPostId, table.categoryId] }),
    index('library_post_categories_category_idx').on(table.categoryId),
  ],
);

/**
 * The similarity index of the library: each post's stemmed terms with unit-length weights, so the
 * posts resembling a text are found by its terms (the sum of products of weights is the cosine).
 */
export const libraryPostTerms = pgTable(
  'library_post_terms',
  {
    libraryPostId: uuid('library_post_id')
      .notNull()
      .references(() => libraryPosts.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id').notNull(),
    term: text('term').notNull(),
    weight: real('weight').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.libraryPostId, table.term] }),
    index('library_post_terms_calendar_term_idx').on(table.calendarId, table.term),
  ],
);
