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
import { sql } from 'drizzle-orm';
// A relative path: drizzle-kit loads the schema with its own resolver, which does not read workspace exports.
import type { PostContent } from '../../../../core/posts/post-content-schema';
import {
  publishTargetStates,
  type PublishTargetStateName,
} from '../../../../core/posts/publish-target-states';
import type { SocialType } from '../../../../core/networks/social-types';
import type { PublishedPart } from '../../../../core/posts/published-parts';
import { accounts } from './accounts';
import { calendars } from './calendars';
import { users } from './users';

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** 'now' or 'schedule' (spec: Post timing). */
    timing: text('timing', { enum: ['now', 'schedule'] }).notNull(),
    /** When it goes out (or went out); null for a draft without a time. */
    postDate: timestamp('post_date', { withTimezone: true }),
    draft: boolean('draft').notNull().default(false),
    /**
     * The composer's other fields (core's postContentSchema). Read through post-repository, which
     * parses it (decision 0044); an empty document reads as every field's default.
     */
    content: jsonb('content')
      .$type<PostContent>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    blocked: boolean('blocked').notNull().default(false),
    blockedReason: text('blocked_reason'),
    campaignId: uuid('campaign_id'),
    libraryPostId: uuid('library_post_id'),
    hootsuiteId: text('hootsuite_id'),
    /** Bumped by every edit: a job for an older version never sends. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The calendar's range and every list by date, in page order (post date, then id).
    index('posts_calendar_date_idx').on(table.calendarId, table.postDate, table.id),
    // The drafts page, newest first; drafts are few next to the posts they would be scanned among.
    index('posts_calendar_drafts_idx')
      .on(table.calendarId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.draft}`),
    // A campaign's posts: its list, its figures, and what an edit regenerates.
    index('posts_campaign_date_idx').on(table.campaignId, table.postDate),
  ],
);

export type PublishTargetState = PublishTargetStateName;

/** One row per (post, account): what the engine sends, claims and records. */
export const publishTargets = pgTable(
  'publish_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    socialMedia: text('social_media').$type<SocialType>().notNull(),
    /**
     * The post's date, kept equal to it (written with the target, updated with an edit of the post):
     * the calendar reads the targets of a range by this, not one post at a time (decision 0060).
     */
    postDate: timestamp('post_date', { withTimezone: true }).notNull(),
    state: text('state', { enum: publishTargetStates }).notNull(),
    /** When the next send may happen: the schedule, or a retry's backoff. Null for drafts. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The post version this target was written for. */
    postVersion: integer('post_version').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The live claim: who sends, and until when the claim holds without a heartbeat. */
    claimToken: uuid('claim_token'),
    claimedBy: text('claimed_by'),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    /**
     * The parts of the post confirmed on the network so far, in order (decision 0064): written after
     * each one under the claim, so a retry or a taken-over claim goes on after the last of them.
     */
    parts: jsonb('parts').$type<PublishedPart[]>().notNull().default([]),
    errorKind: text('error_kind'),
    errorMessage: text('error_message'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('publish_targets_post_account_unique').on(table.postId, table.accountId),
    // The calendar's read model reads the targets of a range from this index alone (index-only).
    index('publish_targets_calendar_date_idx').on(
      table.calendarId,
      table.postDate,
      table.postId,
      table.state,
      table.accountId,
    ),
    // The stats call (decision 0118): the publish lag reads the published targets of a range from
    // this index alone, and the failure reasons the few failed ones.
    index('publish_targets_published_idx')
      .on(table.calendarId, table.postDate, table.sentAt, table.accountId)
      .where(sql`${table.state} = 'published'`),
    index('publish_targets_failed_idx')
      .on(table.calendarId, table.postDate)
      .where(sql`${table.state} in ('failed', 'needs_reconnect', 'blocked')`),
    index('publish_targets_due_idx').on(table.state, table.dueAt),
    index('publish_targets_account_sent_idx').on(table.accountId, table.sentAt),
    index('publish_targets_claim_idx').on(table.state, table.claimExpiresAt),
  ],
);
