import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { SocialType } from '../../../../core/networks/social-types';
import { accounts } from './accounts';
import { calendars } from './calendars';
import { publishTargets } from './posts';

/**
 * What the metrics of a published target are: 'pending' until read, 'ok' once read, 'unsupported' on
 * a network that shares none, 'reconnect' while the account's token has expired (decision 0112).
 */
export const metricStates = ['pending', 'ok', 'unsupported', 'reconnect'] as const;
export type MetricState = (typeof metricStates)[number];

/**
 * One row per published target: its latest metrics, which the stats read, and when the sampler reads
 * them next (1 h, 6 h, 24 h, 3 d, 7 d and 30 d after it went out). Written when the target is published.
 */
export const postMetrics = pgTable(
  'post_metrics',
  {
    targetId: uuid('target_id')
      .primaryKey()
      .references(() => publishTargets.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    socialMedia: text('social_media').$type<SocialType>().notNull(),
    /** The target's post date, kept with it: the stats read a range of these by it. */
    postDate: timestamp('post_date', { withTimezone: true }).notNull(),
    state: text('state', { enum: metricStates }).notNull().default('pending'),
    likes: integer('likes'),
    reposts: integer('reposts'),
    replies: integer('replies'),
    impressions: integer('impressions'),
    sampledAt: timestamp('sampled_at', { withTimezone: true }),
    /** Samples taken so far: the index of the next interval. */
    samples: integer('samples').notNull().default(0),
    /** When the sampler reads it next; null when every interval is done or the network has none. */
    nextSampleAt: timestamp('next_sample_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('post_metrics_calendar_date_idx').on(table.calendarId, table.postDate),
    index('post_metrics_due_idx')
      .on(table.nextSampleAt)
      .where(sql`${table.nextSampleAt} is not null`),
    // An account's latest settled readings: whether its network reads its metrics at all.
    index('post_metrics_account_settled_idx')
      .on(table.accountId, table.postDate)
      .where(sql`${table.state} <> 'pending'`),
  ],
);

/** Every reading of a target's metrics: the time series behind engagement over time. */
export const postMetricSamples = pgTable(
  'post_metric_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => publishTargets.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    socialMedia: text('social_media').$type<SocialType>().notNull(),
    sampledAt: timestamp('sampled_at', { withTimezone: true }).notNull(),
    likes: integer('likes').notNull(),
    reposts: integer('reposts').notNull(),
    replies: integer('replies').notNull(),
    impressions: integer('impressions'),
    /** The network's own names and figures, as it gave them. */
    raw: jsonb('raw').$type<Record<string, number>>().notNull().default({}),
  },
  (table) => [
    index('post_metric_samples_target_idx').on(table.targetId, table.sampledAt),
    index('post_metric_samples_calendar_idx').on(table.calendarId, table.sampledAt),
  ],
);

/**
 * An account's followers, one reading a day (decision 0117): `day` is the UTC day of the reading, which
 * keeps it to one row a day whatever the worker; `sampled_at` is when it was read, from which the
 * stats find the reading's day in the user's zone.
 */
export const accountFollowers = pgTable(
  'account_followers',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    followers: integer('followers').notNull(),
    sampledAt: timestamp('sampled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day] })],
);

/**
 * What the last follower check of an account said: 'ok' (read), 'unsupported' (the network tells
 * none for this kind of account), 'pending' (claimed, not answered yet).
 */
export const followerCheckStates = ['pending', 'ok', 'unsupported'] as const;
export type FollowerCheckState = (typeof followerCheckStates)[number];

/**
 * When each account's followers are read next (decision 0117). A round claims the due accounts by
 * moving `next_check_at` forward in one statement, so two workers never read the same account at once.
 */
export const accountFollowerChecks = pgTable('account_follower_checks', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  state: text('state', { enum: followerCheckStates }).notNull().default('pending'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
});
