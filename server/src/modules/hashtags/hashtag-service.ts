import {
  countGate,
  messages,
  mostUsedHashtags,
  planLimits,
  type HashtagGroupCreateBody,
  type HashtagGroupUpdateBody,
  type HashtagGroupView,
  type MostUsedHashtagsView,
} from '@kairos/core';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { lockTeam } from '../calendars/calendar-repository';
import type { AuthContext } from '../session/auth-context';
import { subscriptionOf } from '../team/subscription-of';
import * as repository from './hashtag-repository';

/** How many of a calendar's latest posts the most used hashtags are counted from, and how many are shown. */
export const mostUsedSample = { posts: 2000, hashtags: 30 } as const;

function toView(row: repository.HashtagGroupRow): HashtagGroupView {
  return {
    _id: row.id,
    calendarId: row.calendarId,
    name: row.name,
    hashtags: row.hashtags,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

const duplicate = () => validationFailed('body.name', messages.hashtagGroups.duplicate);

/** The plan's `hashtagLists`: "you have reached your limits of {N} hashtag list" (no_access on free). */
async function assertHashtagListRoom(tx: Executor, teamId: string, now: Date) {
  const team = await lockTeam(tx, teamId);
  const limits = planLimits(await subscriptionOf(tx, team.id), now);
  const refused = countGate(limits, 'hashtagLists', await repository.countTeamHashtagGroups(tx, teamId));
  if (refused) throw new AppError('PLAN_LIMIT', refused.message, { reason: refused.reason });
}

export function createHashtagService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function loadVisible(auth: AuthContext, id: string, need: 'view' | 'edit') {
    const row = await repository.findHashtagGroup(db, id);
    if (!row) throw notFound();
    await assertCalendarAccess(db, auth, row.calendarId, need);
    return row;
  }

  async function list(auth: AuthContext, calendarId: string): Promise<HashtagGroupView[]> {
    await assertCalendarAccess(db, auth, calendarId, 'view');
    return (await repository.listHashtagGroups(db, calendarId)).map(toView);
  }

  async function create(auth: AuthContext, body: HashtagGroupCreateBody): Promise<HashtagGroupView> {
    await assertCalendarAccess(db, auth, body.calendarId, 'edit');
    try {
      return await db.transaction(async (tx) => {
        await assertHashtagListRoom(tx, auth.teamId, now());
        if (await repository.nameTaken(tx, body.calendarId, body.name, null)) throw duplicate();
        return toView(await repository.insertHashtagGroup(tx, body));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  async function update(
    auth: AuthContext,
    id: string,
    body: HashtagGroupUpdateBody,
  ): Promise<HashtagGroupView> {
    const row = await loadVisible(auth, id, 'edit');
    if (body.name !== undefined && (await repository.nameTaken(db, row.calendarId, body.name, id))) {
      throw duplicate();
    }
    try {
      return toView(await repository.updateHashtagGroup(db, id, { ...body, updatedAt: now() }));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  async function remove(auth: AuthContext, id: string): Promise<void> {
    await loadVisible(auth, id, 'edit');
    await repository.deleteHashtagGroup(db, id);
  }

  /** The calendar's most used hashtags, counted from its latest posts (bounded, see mostUsedSample). */
  async function mostUsed(auth: AuthContext, calendarId: string): Promise<MostUsedHashtagsView> {
    await assertCalendarAccess(db, auth, calendarId, 'view');
    const rows = await repository.latestPostTexts(db, calendarId, mostUsedSample.posts);
    const sampled = rows.map((row) => ({
      message: row.message,
      hashtags: Array.isArray(row.hashtags)
        ? row.hashtags.filter((tag): tag is string => typeof tag === 'string')
        : [],
    }));
    return { items: mostUsedHashtags(sampled, mostUsedSample.hashtags), sampledPosts: rows.length };
  }

  return { list, create, update, remove, mostUsed };
}

export type HashtagService = ReturnType<typeof createHashtagService>;
