import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { SocialType } from '../../../../core/networks/social-types';
import { calendars } from './calendars';

/*
 * The stats call's rollups (decision 0118). Each is a function of one UTC day of a calendar's
 * targets and metrics, recomputed from those rows when the day is marked changed; triggers
 * (migrations stats_speed and stats_row_triggers) mark the days every write touches, in the writer's
 * own transaction. The
 * rollups have no foreign key (a refresh writes thousands of rows, each would be checked): a
 * statement trigger on calendars removes a deleted calendar's rows.
 */

/**
 * A UTC day of a calendar whose targets, metrics or posts' origins changed, one row per writing
 * transaction (so writers never wait on one another) and kind: 'targets' (targets or their posts'
 * origins: every rollup of the day) or 'metrics' (all but `stats_days`). The day's rollups are
 * recomputed before the next stats read, or by the worker.
 */
export const statsDirtyDays = pgTable(
  'stats_dirty_days',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    tx: bigint('tx', { mode: 'bigint' }).notNull(),
    kind: text('kind', { enum: ['targets', 'metrics'] }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.calendarId, table.day, table.tx, table.kind] })],
);

/**
 * Targets per UTC day (of their post date), account and figure (`stats_figure(state)`: scheduled,
 * published, failed, unconfirmed or reminder_sent), and of the published ones those made by a campaign
 * and those from the library (not a campaign's).
 */
export const statsDays = pgTable(
  'stats_days',
  {
    calendarId: uuid('calendar_id').notNull(),
    day: date('day').notNull(),
    accountId: uuid('account_id').notNull(),
    figure: text('figure').notNull(),
    targets: integer('targets').notNull(),
    campaign: integer('campaign').notNull(),
    library: integer('library').notNull(),
  },
  (table) => [primaryKey({ columns: [table.calendarId, table.day, table.accountId, table.figure] })],
);

/**
 * Sums of post_metrics per UTC day (of the metric's post date), account and network; null where none
 * was read. In int4, as the stats reply's sums are (a sum beyond it fails either way).
 */
export const statsDayMetrics = pgTable(
  'stats_day_metrics',
  {
    calendarId: uuid('calendar_id').notNull(),
    day: date('day').notNull(),
    accountId: uuid('account_id').notNull(),
    socialMedia: text('social_media').$type<SocialType>().notNull(),
    likes: integer('likes'),
    reposts: integer('reposts'),
    replies: integer('replies'),
    impressions: integer('impressions'),
    /** likes + reposts + replies of the rows that have all three. */
    engagement: integer('engagement'),
  },
  (table) => [primaryKey({ columns: [table.calendarId, table.day, table.accountId, table.socialMedia] })],
);

/**
 * Per UTC hour (`quarter`: the hour's first quarter hour since 1970) and network ('' for all of
 * them), for each of its four quarter hours: published targets (by their post date), the engagement
 * of post_metrics rows and how many there are (by the metric's post date). Quarter hours, because
 * every zone's offset is a whole number of them: an hour of Kolkata or Kathmandu is made of
 * quarters of two UTC hours.
 */
export const statsHours = pgTable(
  'stats_hours',
  {
    calendarId: uuid('calendar_id').notNull(),
    quarter: integer('quarter').notNull(),
    socialMedia: text('social_media').notNull(),
    p0: integer('p0').notNull(),
    p1: integer('p1').notNull(),
    p2: integer('p2').notNull(),
    p3: integer('p3').notNull(),
    e0: integer('e0').notNull(),
    e1: integer('e1').notNull(),
    e2: integer('e2').notNull(),
    e3: integer('e3').notNull(),
    m0: integer('m0').notNull(),
    m1: integer('m1').notNull(),
    m2: integer('m2').notNull(),
    m3: integer('m3').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.calendarId, table.quarter, table.socialMedia] }),
    index('stats_hours_all_idx')
      .on(table.calendarId, table.quarter)
      .where(sql`${table.socialMedia} = ''`),
  ],
);

/**
 * The candidates for the top posts of a UTC day (of the metric's post date): the 50 best by
 * engagement, ties included, of the published targets dated that same UTC day, and every target
 * whose own post date is another day (a post moved after it was published), which a range may or
 * may not hold.
 */
export const statsDayTop = pgTable(
  'stats_day_top',
  {
    calendarId: uuid('calendar_id').notNull(),
    day: date('day').notNull(),
    targetId: uuid('target_id').notNull(),
    engagement: integer('engagement').notNull(),
    /** The target's post date: the order of equal engagements, and whether a range holds a moved post. */
    postDate: timestamp('post_date', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.calendarId, table.day, table.targetId] }),
    // The moved targets by their own date: the top posts of a range find those read on a day outside it.
    index('stats_day_top_moved_idx')
      .on(table.calendarId, table.postDate)
      .where(sql`${table.day} <> stats_day(${table.postDate})`),
  ],
);
