import { z } from 'zod';
import { socialTypes } from '../networks/social-types';
import { calendarDateSchema, dateRange } from '../time/date-schemas';
import { statsMessages } from './stats-messages';

/** The longest range one stats call covers: a year and a leap day. */
export const statsRangeMaxDays = 366;
/** The published posts the top-posts table holds: the best of the range, not a page of all of them. */
export const topPostsMax = 50;
/** The failure reasons listed, most frequent first, and the post ids each lists for a retry. */
export const failureReasonsMax = 10;
export const failurePostIdsMax = 50;

const dayMs = 86_400_000;
/** Days from `from` to `to`, both included ('YYYY-MM-DD'). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

const filters = {
  calendarId: z.uuid(),
  /** Only this network's targets. */
  socialMedia: z.enum(socialTypes).optional(),
  /** Only this account's targets. */
  accountId: z.uuid().optional(),
};

/** GET /api/stats: the days `from` to `to` (both included) in the user's time zone. */
export const statsQuerySchema = z
  .object({ ...filters, from: calendarDateSchema, to: calendarDateSchema })
  .refine(({ from, to }) => from <= to && daysInRange(from, to) <= statsRangeMaxDays, {
    message: statsMessages.rangeTooLong(statsRangeMaxDays),
    path: ['to'],
  });
export type StatsQuery = z.infer<typeof statsQuerySchema>;

/** GET /api/stats/year: a year of published posts per day; the current year in the user's zone when left out. */
export const yearStatsQuerySchema = z.object({
  ...filters,
  year: z.coerce
    .number({ error: statsMessages.invalidYear })
    .int({ error: statsMessages.invalidYear })
    .min(dateRange.firstYear, { error: statsMessages.invalidYear })
    .max(dateRange.lastYear, { error: statsMessages.invalidYear })
    .optional(),
});
export type YearStatsQuery = z.infer<typeof yearStatsQuerySchema>;

/** What happened to the targets (one post on one account) dated in the range, by their state. */
export const statsCountsSchema = z.object({
  /** Still to go out (scheduled or being sent). */
  scheduled: z.number().int(),
  published: z.number().int(),
  /** Failed, blocked or waiting for a reconnect. */
  failed: z.number().int(),
  /** Sent without the network confirming it. */
  unconfirmed: z.number().int(),
  /** Reminders sent for networks that publish from the mobile app. */
  reminders: z.number().int(),
});
export type StatsCounts = z.infer<typeof statsCountsSchema>;

/** The latest metrics the networks gave for the published targets (sums; null where none was read). */
export const engagementSchema = z.object({
  likes: z.number().int(),
  reposts: z.number().int(),
  replies: z.number().int(),
  impressions: z.number().int().nullable(),
  /** likes + reposts + replies. */
  engagement: z.number().int(),
});
export type Engagement = z.infer<typeof engagementSchema>;

export const accountStatsSchema = statsCountsSchema.extend({
  accountId: z.string(),
  name: z.string(),
  socialMedia: z.enum(socialTypes),
  /** The token has expired: its metrics wait for a reconnect. */
  needsReconnect: z.boolean(),
  /**
   * Whether its network shares post metrics with us for it: 'unsupported' when the network has none,
   * or its latest readings all said none for this account; 'reconnect' while the token has expired.
   */
  metrics: z.enum(['available', 'unsupported', 'reconnect']),
  engagement: z.number().int(),
});

export const networkStatsSchema = statsCountsSchema.extend({
  socialMedia: z.enum(socialTypes),
  engagement: z.number().int(),
});

/**
 * An account's followers over a range (decision 0117): the last count read in the range, and its
 * change since the last count of the range before (since the range's first count when none is
 * known; null with a single count).
 */
export const accountFollowersSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  socialMedia: z.enum(socialTypes),
  /**
   * 'available': counted once a day; 'unsupported': the network tells none for this account;
   * 'reconnect': the token expired, counting waits for a reconnect.
   */
  state: z.enum(['available', 'unsupported', 'reconnect']),
  /** The last count read in the range; null when none was. */
  followers: z.number().int().nullable(),
  /** When it was read (an ISO instant). */
  readAt: z.string().nullable(),
  change: z.number().int().nullable(),
  /** The same change for the range before. */
  previousChange: z.number().int().nullable(),
});
export type AccountFollowers = z.infer<typeof accountFollowersSchema>;

export const statsReplySchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  totals: statsCountsSchema.extend({ engagement: engagementSchema }),
  /** The same figures for the range of the same length just before. */
  previous: statsCountsSchema.extend({ engagement: engagementSchema }),
  byNetwork: z.array(networkStatsSchema),
  byAccount: z.array(accountStatsSchema),
  /** Seconds from the due time to the network's confirmation, over the published targets. */
  lag: z.object({
    count: z.number().int(),
    p50Seconds: z.number().nullable(),
    p95Seconds: z.number().nullable(),
  }),
  /** Published targets and their engagement per day (user's zone) and network; days without any are left out. */
  perDay: z.array(
    z.object({
      day: z.string(),
      socialMedia: z.enum(socialTypes),
      published: z.number().int(),
      engagement: z.number().int(),
    }),
  ),
  /** Published targets by weekday (1 Monday to 7 Sunday) and hour in the user's zone; empty cells left out. */
  hourOfWeek: z.array(
    z.object({ weekday: z.number().int(), hour: z.number().int(), published: z.number().int() }),
  ),
  /** What the published targets came from. */
  share: z.object({ campaign: z.number().int(), library: z.number().int(), other: z.number().int() }),
  /** The most frequent failure reasons (at most 10), each with its failed posts (at most 50 ids; postCount says how many). */
  failureReasons: z.array(
    z.object({
      reason: z.string(),
      count: z.number().int(),
      postCount: z.number().int(),
      postIds: z.array(z.string()),
    }),
  ),
  /**
   * Followers of every account of the calendar (of the filters' network or account), and each one's
   * count per day of the range in the user's zone (the day's last reading; days without one left out).
   */
  followers: z.object({
    byAccount: z.array(accountFollowersSchema),
    perDay: z.array(z.object({ day: z.string(), accountId: z.string(), followers: z.number().int() })),
  }),
  /** The range's best published targets by engagement, then newest (at most 50). */
  topPosts: z.array(
    z.object({
      postId: z.string(),
      accountId: z.string(),
      socialMedia: z.enum(socialTypes),
      postDate: z.string(),
      excerpt: z.string(),
      externalUrl: z.string().nullable(),
      likes: z.number().int().nullable(),
      reposts: z.number().int().nullable(),
      replies: z.number().int().nullable(),
      impressions: z.number().int().nullable(),
      engagement: z.number().int().nullable(),
      sampledAt: z.string().nullable(),
    }),
  ),
});
export type StatsReply = z.infer<typeof statsReplySchema>;

export const yearStatsReplySchema = z.object({
  year: z.number().int(),
  timeZone: z.string(),
  /** Published targets per day of the year in the user's zone; days without any are left out. */
  days: z.array(z.object({ day: z.string(), published: z.number().int() })),
  total: z.number().int(),
});
export type YearStatsReply = z.infer<typeof yearStatsReplySchema>;
