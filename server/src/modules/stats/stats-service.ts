import {
  addDays,
  daysInRange,
  failurePostIdsMax,
  failureReasonsMax,
  topPostsMax,
  zonedDate,
  zonedDateTimeToInstant,
  type StatsCounts,
  type StatsQuery,
  type StatsReply,
  type YearStatsQuery,
  type YearStatsReply,
} from '@kairos/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { ProviderRegistry } from '../../providers/provider';
import { accounts } from '../../db/schema';
import type { AuthContext } from '../session/auth-context';
import { statsContextReader } from './stats-context';
import {
  countStates,
  engagementByAccount,
  engagementTotals,
  failureReasons,
  publishedPerDay,
  publishedPerHourOfWeek,
  publishedShare,
  publishLag,
  topPosts,
  type EngagementRow,
  type StatsScope,
} from './stats-queries';
import { accountsWithoutMetrics } from './metrics-support';
import { refreshStatsRollup } from './stats-rollup';
import { publishedPerDayOfYear } from './year-query';
import { followersFigures } from './followers-figures';

/** Which figure each target state counts in. */
const countOf: Record<string, keyof StatsCounts> = {
  scheduled: 'scheduled',
  publishing: 'scheduled',
  published: 'published',
  failed: 'failed',
  needs_reconnect: 'failed',
  blocked: 'failed',
  unconfirmed: 'unconfirmed',
  reminder_sent: 'reminders',
};

const noCounts = (): StatsCounts => ({ scheduled: 0, published: 0, failed: 0, unconfirmed: 0, reminders: 0 });

function toEngagement(row: EngagementRow | undefined) {
  return {
    likes: row?.likes ?? 0,
    reposts: row?.reposts ?? 0,
    replies: row?.replies ?? 0,
    impressions: row?.impressions ?? null,
    engagement: row?.engagement ?? 0,
  };
}

/** GET /api/stats and GET /api/stats/year (decision 0110): our own figures, read with SQL aggregates. */
export function createStatsService(deps: { db: Database; now: () => Date; providers: ProviderRegistry }) {
  const { db } = deps;
  const readContext = statsContextReader(db);

  /** The call's scope, once the calendar is known to be the caller's, with its rollups up to date. */
  async function scopeOf(auth: AuthContext, query: StatsQuery | YearStatsQuery): Promise<StatsScope> {
    const context = await readContext(auth, query.calendarId);
    // The days written since the last read are counted again first (decision 0118).
    if (context.pending) await refreshStatsRollup(db, query.calendarId);
    return {
      calendarId: query.calendarId,
      socialMedia: query.socialMedia,
      accountId: query.accountId,
      timeZone: context.timeZone,
    };
  }

  async function stats(auth: AuthContext, query: StatsQuery): Promise<StatsReply> {
    const scope = await scopeOf(auth, query);
    const { timeZone } = scope;
    const midnight = (day: string) => zonedDateTimeToInstant(day, '00:00', timeZone);
    const window = { start: midnight(query.from), end: midnight(addDays(query.to, 1)) };
    const length = daysInRange(query.from, query.to);
    const previousStart = midnight(addDays(query.from, -length));
    const earlierStart = midnight(addDays(query.from, -2 * length));
    const [
      states,
      totals,
      lag,
      byAccountEngagement,
      days,
      hours,
      share,
      failures,
      top,
      calendarAccounts,
      followers,
      withoutMetrics,
    ] = await Promise.all([
      countStates(db, scope, previousStart, window),
      engagementTotals(db, scope, previousStart, window),
      publishLag(db, scope, window),
      engagementByAccount(db, scope, window),
      publishedPerDay(db, scope, window),
      publishedPerHourOfWeek(db, scope, window),
      publishedShare(db, scope, window),
      failureReasons(db, scope, window, failureReasonsMax, failurePostIdsMax),
      topPosts(db, scope, window, topPostsMax),
      db
        .select({
          id: accounts.id,
          name: accounts.name,
          socialMedia: accounts.socialMedia,
          tokenExpired: accounts.tokenExpired,
        })
        .from(accounts)
        .where(eq(accounts.calendarId, scope.calendarId)),
      followersFigures(deps, scope, { earlier: earlierStart, previous: previousStart }, window),
      accountsWithoutMetrics(db, scope.calendarId),
    ]);

    const current = noCounts();
    const previous = noCounts();
    const perAccount = new Map<string, StatsCounts>();
    for (const row of states) {
      const figure = countOf[row.state];
      if (figure === undefined) continue;
      (row.current ? current : previous)[figure] += row.count;
      if (!row.current) continue;
      const counts = perAccount.get(row.account_id) ?? noCounts();
      counts[figure] += row.count;
      perAccount.set(row.account_id, counts);
    }
    const engagementOf = new Map(byAccountEngagement.map((row) => [row.account_id, row.engagement]));
    const byAccount = calendarAccounts
      .filter((account) => perAccount.has(account.id))
      .map((account) => ({
        accountId: account.id,
        name: account.name,
        socialMedia: account.socialMedia,
        needsReconnect: account.tokenExpired,
        // Its network reads no metrics, or none for this account (its readings say so).
        metrics: !deps.providers.get(account.socialMedia)?.readMetrics
          ? ('unsupported' as const)
          : account.tokenExpired
            ? ('reconnect' as const)
            : withoutMetrics.has(account.id)
              ? ('unsupported' as const)
              : ('available' as const),
        engagement: engagementOf.get(account.id) ?? 0,
        ...(perAccount.get(account.id) ?? noCounts()),
      }));
    const thisRange = totals.find((row) => row.current);
    return {
      from: query.from,
      to: query.to,
      timeZone,
      totals: { ...current, engagement: toEngagement(thisRange) },
      previous: { ...previous, engagement: toEngagement(totals.find((row) => !row.current)) },
      byNetwork: byNetwork(byAccount),
      byAccount,
      lag: {
        count: lag[0]?.count ?? 0,
        p50Seconds: tenths(lag[0]?.p50),
        p95Seconds: tenths(lag[0]?.p95),
      },
      perDay: days.map((row) => ({
        day: row.day,
        socialMedia: row.social_media,
        published: row.published,
        engagement: row.engagement,
      })),
      hourOfWeek: hours,
      share: share[0] ?? { campaign: 0, library: 0, other: 0 },
      failureReasons: failures.map((row) => ({
        reason: row.reason,
        count: row.count,
        postCount: row.post_count,
        postIds: row.post_ids,
      })),
      topPosts: top.map((row) => ({
        postId: row.post_id,
        accountId: row.account_id,
        socialMedia: row.social_media,
        postDate: row.post_date,
        excerpt: row.excerpt,
        externalUrl: row.external_url,
        likes: row.likes,
        reposts: row.reposts,
        replies: row.replies,
        impressions: row.impressions,
        engagement: row.engagement,
        sampledAt: row.sampled_at,
      })),
      followers,
    };
  }

  async function year(auth: AuthContext, query: YearStatsQuery): Promise<YearStatsReply> {
    const scope = await scopeOf(auth, query);
    const chosen = query.year ?? Number(zonedDate(deps.now(), scope.timeZone).slice(0, 4));
    const window = {
      start: zonedDateTimeToInstant(`${chosen}-01-01`, '00:00', scope.timeZone),
      end: zonedDateTimeToInstant(`${chosen + 1}-01-01`, '00:00', scope.timeZone),
    };
    const days = await publishedPerDayOfYear(db, scope, window);
    return {
      year: chosen,
      timeZone: scope.timeZone,
      days,
      total: days.reduce((sum, day) => sum + day.published, 0),
    };
  }

  return { stats, year };
}

/** Seconds to a tenth: the percentiles interpolate in floating point. */
const tenths = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : Math.round(seconds * 10) / 10;

type AccountFigures = StatsReply['byAccount'][number];

function byNetwork(byAccount: AccountFigures[]): StatsReply['byNetwork'] {
  const networks = new Map<string, StatsReply['byNetwork'][number]>();
  for (const account of byAccount) {
    const found = networks.get(account.socialMedia) ?? {
      socialMedia: account.socialMedia,
      engagement: 0,
      ...noCounts(),
    };
    for (const figure of Object.keys(noCounts()) as (keyof StatsCounts)[]) found[figure] += account[figure];
    found.engagement += account.engagement;
    networks.set(account.socialMedia, found);
  }
  return [...networks.values()];
}
