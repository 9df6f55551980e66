import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { calendars } from './calendars';
import { categories, libraryPosts } from './library';
import { teams } from './teams';

/**
 * An RSS/Atom/JSON feed of a library category: polled by the feeds job when `nextPollAt` is due,
 * with conditional GET (`etag`, `lastModified`). `failures` counts errors in a row (the back-off);
 * `lastError` is what the library shows on the feed. Deleted with its category.
 */
export const feeds = pgTable(
  'feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** The feed's own address (after discovery from a site's page). */
    url: text('url').notNull(),
    title: text('title').notNull(),
    paused: boolean('paused').notNull().default(false),
    autoApprove: boolean('auto_approve').notNull().default(false),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feeds_category_url_unique').on(table.categoryId, table.url),
    index('feeds_calendar_idx').on(table.calendarId, table.createdAt),
    index('feeds_due_idx').on(table.paused, table.nextPollAt),
  ],
);

/**
 * Every item a feed has brought, kept after its library post is rejected or deleted: an item whose
 * guid or link is here is never imported again.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    /** The item's guid/id, or its link when it has none. */
    guid: text('guid').notNull(),
    link: text('link'),
    libraryPostId: uuid('library_post_id').references(() => libraryPosts.id, { onDelete: 'set null' }),
    rejected: boolean('rejected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feed_items_feed_guid_unique').on(table.feedId, table.guid),
    index('feed_items_feed_link_idx').on(table.feedId, table.link),
    index('feed_items_library_post_idx').on(table.libraryPostId),
  ],
);

/** Images brought in by the bulk image upload, counted per team and calendar month (importImagesPerMonth). */
export const imageImports = pgTable(
  'image_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    images: integer('images').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('image_imports_team_created_idx').on(table.teamId, table.createdAt)],
);
