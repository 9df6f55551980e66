import {
  campaignTiktokError,
  campaignDays,
  campaignSizeError,
  campaignSlots,
  campaignTimesError,
  messages,
  planLimits,
  zonedDate,
  type CampaignBody,
  type CampaignListQuery,
  type CampaignPage,
  type CampaignView,
} from '@kairos/core';
import { randomInt } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import { notFound, validationFailed } from '../../errors/app-error';
import type { MediaStorage } from '../../storage/media-storage';
import { calendarCategoryIds } from '../categories/category-repository';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { calendarAccounts } from '../posts/post-repository';
import type { AuthContext } from '../session/auth-context';
import { accountHolds } from '../team/account-holds';
import { upgradeError } from '../team/upgrade-error';
import { subscriptionOf } from '../team/subscription-of';
import { findUserById } from '../users/user-repository';
import * as repository from './campaign-repository';
import { toCampaignView } from './campaign-view';
import { generateCampaignPosts } from './generate-campaign-posts';
import type { CampaignPlanner } from './planner-pool';

export interface CampaignServiceDeps {
  db: Database;
  queue: PgBoss | null;
  now: () => Date;
  config: Pick<Config, 'campaignMaxDurationDays' | 'media'>;
  /** Where slots and content are worked out: a thread pool (planner-pool.ts), off the event loop. */
  planner: CampaignPlanner;
  /** Seeds the 'random' priority's shuffle; a fresh random seed per campaign unless a test fixes it. */
  seed?: () => number;
  /** Our media storage, so campaign posts carry the library pictures' upload details. */
  storage?: MediaStorage;
}

export function createCampaignService(deps: CampaignServiceDeps) {
  const { db, queue, now } = deps;
  const seed = deps.seed ?? (() => randomInt(2 ** 31));
  const media = deps.storage
    ? { storage: deps.storage, readUrlSeconds: deps.config.media.readUrlSeconds }
    : undefined;

  /** The views of campaigns with their positions, their figures read in one query. */
  async function views(
    executor: Executor,
    rows: readonly (repository.CampaignRow & { position: number })[],
  ): Promise<CampaignView[]> {
    const figures = await repository.campaignFigures(
      executor,
      rows.map((row) => row.id),
      new Map(rows.map((row) => [row.id, row.timeZone])),
    );
    return rows.map((row) => toCampaignView(row, row.position, figures.get(row.id)));
  }

  async function viewOf(executor: Executor, row: repository.CampaignRow): Promise<CampaignView> {
    const [view] = await views(executor, [
      { ...row, position: await repository.campaignPosition(executor, row) },
    ]);
    if (!view) throw notFound();
    return view;
  }

  async function loadVisible(auth: AuthContext, id: string, need: 'view' | 'edit', executor: Executor = db) {
    const row = await repository.findCampaign(executor, id, executor !== db);
    if (!row) throw notFound();
    await assertCalendarAccess(executor, auth, row.calendarId, need);
    return row;
  }

  /**
   * The campaign's rules with the calendar's accounts and categories and the author's zone. An edit
   * may keep the start it already had, even when that day is past.
   */
  async function check(auth: AuthContext, body: CampaignBody, existing: repository.CampaignRow | null) {
    const user = await findUserById(db, auth.userId);
    const timeZone = existing?.timeZone ?? user?.timezone ?? 'UTC';
    const today = zonedDate(now(), timeZone);
    const earliest = existing && existing.startDate < today ? existing.startDate : today;
    const days = campaignDays(body, {
      today: earliest,
      maxDurationDays: deps.config.campaignMaxDurationDays,
    });
    if (!days.ok) throw validationFailed('body.dates', days.error);
    const sizeError = campaignSizeError(
      days.value.days.length,
      body.postFrequency,
      new Set(body.accountIds).size,
    );
    if (sizeError) throw validationFailed('body.accountIds', sizeError);
    const timesError = campaignTimesError(body.postFrequency, body.postTime);
    if (timesError) throw validationFailed('body.postTime', timesError);
    const accounts = await calendarAccounts(db, body.calendarId, body.accountIds);
    if (accounts.length !== new Set(body.accountIds).size) {
      throw validationFailed('body.accountIds', messages.accounts.alreadyDeleted);
    }
    const holds = await accountHolds(db, body.accountIds, now());
    const held = accounts.map((account) => holds.get(account.id)).find((hold) => hold !== undefined);
    if (held) throw upgradeError(held, 'body.accountIds');
    const tiktokError = campaignTiktokError(accounts, body.accountsMetadata);
    if (tiktokError) throw validationFailed('body.accountIds', tiktokError);
    const categories = await calendarCategoryIds(db, body.calendarId, body.libraryCategories);
    if (categories.length !== new Set(body.libraryCategories).size) {
      throw validationFailed('body.libraryCategories', messages.library.unknownCategory);
    }
    // The latest slots are on the last day: its times alone tell whether anything is left to post.
    const future = campaignSlots(days.value.days.slice(-1), body.postTime, timeZone).some(
      (slot) => slot.getTime() > now().getTime(),
    );
    if (!existing && !future) throw validationFailed('body.dates', messages.campaigns.nothingToSchedule);
    // The network rules the planner applies to library content depend on the plan (LinkedIn video).
    const limits = planLimits(await subscriptionOf(db, auth.teamId), now());
    return { accounts, timeZone, limits, ...days.value };
  }

  const columns = (body: CampaignBody, checked: Awaited<ReturnType<typeof check>>) => ({
    name: body.name,
    accountIds: checked.accounts.map((account) => account.id),
    libraryCategories: [...new Set(body.libraryCategories)],
    patternSchedule: body.patternSchedule,
    dates: [...new Set(body.dates)].sort(),
    startDate: checked.startDate,
    endDate: checked.endDate,
    postFrequency: body.postFrequency,
    postTime: [...body.postTime].sort(),
    timeZone: checked.timeZone,
    libraryPostPriority: body.libraryPostPriority,
    promiseContent: body.promiseContent,
    repeatContent: body.isUserWantToRepeatContent,
    accountsMetadata: body.accountsMetadata.filter((entry) => body.accountIds.includes(entry.accountId)),
  });

  const overridesOf = (body: CampaignBody) => ({
    ignoreCampaignCheck: body.complianceEngineRules?.ignoreCampaignCheck ?? false,
    fixCampaignConflicts: body.complianceEngineRules?.fixCampaignConflicts ?? false,
  });

  async function list(auth: AuthContext, query: CampaignListQuery): Promise<CampaignPage> {
    await assertCalendarAccess(db, auth, query.calendarId, 'view');
    const rows = await repository.listCampaigns(
      db,
      query.calendarId,
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    const page = toPage(
      rows,
      query.limit,
      (row) => ({ key: row.key, id: row.id }),
      (row) => row,
    );
    return {
      items: await views(db, page.items),
      nextCursor: page.nextCursor,
      total: await repository.countCampaigns(db, query.calendarId),
    };
  }

  async function get(auth: AuthContext, id: string): Promise<CampaignView> {
    return viewOf(db, await loadVisible(auth, id, 'view'));
  }

  /** Creating writes the campaign and all its posts in one transaction (or nothing). */
  async function create(auth: AuthContext, body: CampaignBody): Promise<CampaignView> {
    await assertCalendarAccess(db, auth, body.calendarId, 'edit');
    const checked = await check(auth, body, null);
    return db.transaction(async (tx) => {
      const campaign = await repository.insertCampaign(tx, {
        ...columns(body, checked),
        calendarId: body.calendarId,
        authorId: auth.userId,
      });
      await generateCampaignPosts(tx, {
        campaign,
        accounts: checked.accounts,
        days: checked.days,
        now: now(),
        overrides: overridesOf(body),
        queue,
        limits: checked.limits,
        seed: seed(),
        planner: deps.planner,
        media,
      });
      return viewOf(tx, campaign);
    });
  }

  /** "Updating a campaign regenerates only its future, unpublished posts." */
  async function update(auth: AuthContext, id: string, body: CampaignBody): Promise<CampaignView> {
    const existing = await loadVisible(auth, id, 'edit');
    if (existing.calendarId !== body.calendarId) throw notFound();
    const checked = await check(auth, body, existing);
    return db.transaction(async (tx) => {
      await loadVisible(auth, id, 'edit', tx);
      const campaign = await repository.updateCampaign(tx, id, {
        ...columns(body, checked),
        updatedAt: now(),
      });
      await repository.deleteUnsentCampaignPosts(tx, id, now());
      await generateCampaignPosts(tx, {
        campaign,
        accounts: checked.accounts,
        days: checked.days,
        now: now(),
        overrides: overridesOf(body),
        queue,
        limits: checked.limits,
        seed: seed(),
        planner: deps.planner,
        media,
      });
      return viewOf(tx, campaign);
    });
  }

  /** Its posts not yet sent go with it; those sent or on their way stay, without the campaign. */
  async function remove(auth: AuthContext, id: string): Promise<void> {
    await loadVisible(auth, id, 'edit');
    await db.transaction(async (tx) => {
      await loadVisible(auth, id, 'edit', tx);
      await repository.deleteUnsentCampaignPosts(tx, id, null);
      await repository.detachCampaignPosts(tx, id);
      await repository.deleteCampaign(tx, id);
    });
  }

  return { list, get, create, update, remove };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
