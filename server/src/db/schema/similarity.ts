import { index, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts';

/**
 * The similarity index of posts: each scheduled post's stemmed terms with unit-length weights and its
 * date, so a new post is compared only with the posts of its calendar that share a term and fall in
 * the 30-day window (decision 0028).
 */
export const postTerms = pgTable(
  'post_terms',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id').notNull(),
    term: text('term').notNull(),
    weight: real('weight').notNull(),
    postDate: timestamp('post_date', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.term] }),
    index('post_terms_calendar_term_date_idx').on(table.calendarId, table.term, table.postDate),
  ],
);
