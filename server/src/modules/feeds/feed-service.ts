import {
  countGate,
  feedMessages,
  planLimits,
  type FeedCreateBody,
  type FeedListQuery,
  type FeedUpdateBody,
  type FeedView,
} from '@kairos/core';
import type { PgBoss } from 'pg-boss';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import type { SafeFetchOptions } from '../../net/safe-fetch';
import { lockTeam } from '../calendars/calendar-repository';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { calendarCategoryIds } from '../categories/category-repository';
import type { AuthContext } from '../session/auth-context';
import { subscriptionOf } from '../team/subscription-of';
import { FeedFetchError, resolveFeed } from './feed-fetch';
import * as repository from './feed-repository';
import { queueFeedPolls } from './feed-queue';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

export function toFeedView(row: repository.FeedRow): FeedView {
  return {
    _id: row.id,
    calendarId: row.calendarId,
    categoryId: row.categoryId,
    url: row.url,
    title: row.title,
    paused: row.paused,
    autoApprove: row.autoApprove,
    lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
    nextPollAt: row.nextPollAt.toISOString(),
    failures: row.failures,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a person pastes: a full http(s) address, or a bare host ('example.com/blog') read as https. */
export function feedAddress(input: string): string {
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')) {
      return url.toString();
    }
  } catch {
    // falls through to the message below
  }
  throw validationFailed('body.url', feedMessages.urlInvalid);
}

/** The plan's rssFeeds, counted over the team: 'you have reached your limits of {N} RSS feeds'. */
async function assertFeedRoom(tx: Executor, teamId: string, now: Date): Promise<void> {
  await lockTeam(tx, teamId);
  const limits = planLimits(await subscriptionOf(tx, teamId), now);
  const gate = countGate(limits, 'rssFeeds', await repository.countTeamFeeds(tx, teamId));
  if (gate) throw new AppError('PLAN_LIMIT', gate.message, { reason: gate.reason });
}

export function createFeedService(deps: {
  db: Database;
  now: () => Date;
  queue: PgBoss | null;
  fetchOptions?: SafeFetchOptions;
}) {
  const { db, now } = deps;

  async function loadVisible(auth: AuthContext, id: string, need: 'view' | 'edit') {
    const row = await repository.findFeed(db, id);
    if (!row) throw notFound();
    await assertCalendarAccess(db, auth, row.calendarId, need);
    return row;
  }

  async function list(auth: AuthContext, query: FeedListQuery): Promise<FeedView[]> {
    await assertCalendarAccess(db, auth, query.calendarId, 'view');
    return (await repository.listFeeds(db, query.calendarId, query.categoryId)).map(toFeedView);
  }

  /**
   * Checks the plan and the category, then reads the address (the feed itself, or the feed its page
   * names) before anything is saved: a feed that cannot be read is refused with what is wrong.
   */
  async function create(auth: AuthContext, body: FeedCreateBody): Promise<FeedView> {
    await assertCalendarAccess(db, auth, body.calendarId, 'edit');
    const known = await calendarCategoryIds(db, body.calendarId, [body.categoryId]);
    if (known.length !== 1) throw validationFailed('body.categoryId', feedMessages.unknownCategory);
    await db.transaction((tx) => assertFeedRoom(tx, auth.teamId, now()));
    const address = feedAddress(body.url);
    const resolved = await resolveFeed(address, deps.fetchOptions ?? {}, now()).catch((error: unknown) => {
      if (error instanceof FeedFetchError) throw validationFailed('body.url', error.message);
      throw error;
    });
    const row = await db
      .transaction(async (tx) => {
        await assertFeedRoom(tx, auth.teamId, now());
        return repository.insertFeed(tx, {
          calendarId: body.calendarId,
          categoryId: body.categoryId,
          url: resolved.url,
          title: resolved.document.title,
          autoApprove: body.autoApprove,
          nextPollAt: now(),
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw validationFailed('body.url', feedMessages.duplicate);
        throw error;
      });
    // The first poll brings the feed's items now, not at the next sweep.
    if (deps.queue) await queueFeedPolls(deps.queue, [row.id]);
    return toFeedView(row);
  }

  async function update(auth: AuthContext, id: string, body: FeedUpdateBody): Promise<FeedView> {
    await loadVisible(auth, id, 'edit');
    const resumed = body.paused === false ? { nextPollAt: now(), failures: 0 } : {};
    const row = await repository.updateFeed(db, id, { ...body, ...resumed });
    if (!row) throw notFound();
    if (body.paused === false && deps.queue) await queueFeedPolls(deps.queue, [row.id]);
    return toFeedView(row);
  }

  /** Its library posts stay: they are the calendar's content now. */
  async function remove(auth: AuthContext, id: string): Promise<void> {
    await loadVisible(auth, id, 'edit');
    await repository.deleteFeed(db, id);
  }

  return { list, create, update, remove };
}

export type FeedService = ReturnType<typeof createFeedService>;
