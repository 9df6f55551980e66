import {
  libraryGate,
  messages,
  normalizeLibraryPost,
  planLimits,
  type LibraryPostBody,
  type LibraryPostListQuery,
  type LibraryPostSaveBody,
  type LibraryPostView,
} from '@kairos/core';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import type { MediaStorage } from '../../storage/media-storage';
import { lockTeam } from '../calendars/calendar-repository';
import { calendarCategoryIds } from '../categories/category-repository';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { assertOwnMedia, freshLinksOf } from '../media/own-media';
import type { AuthContext } from '../session/auth-context';
import { assertNotSimilar } from '../similarity/check-similarity';
import { indexLibraryPost, libraryIndexText } from '../similarity/term-index-repository';
import { subscriptionOf } from '../team/subscription-of';
import { checkLibraryMedia, keepLibraryUploads } from './library-media';
import * as repository from './library-repository';
import { toLibraryPostView } from './library-post-view';

/** The stored columns of a library post ("Empty variations and falsy images are dropped on save"). */
function libraryColumns(body: LibraryPostBody) {
  const saved = normalizeLibraryPost(body);
  return {
    message: saved.message,
    draft: saved.draft,
    pending: saved.pending,
    rejected: saved.rejected,
    expirationDate: saved.expirationDate ? new Date(saved.expirationDate) : null,
    content: {
      variations: saved.variations,
      hashtags: saved.hashtags,
      imageHashtags: saved.imageHashtags,
      images: saved.images,
      imageAlts: saved.imageAlts,
      video: saved.video,
      postTitle: saved.postTitle,
      callToAction: saved.callToAction,
      mediaMetadata: saved.mediaMetadata,
    },
  };
}

/** 'The limit of {N} posts in Library is reached.' once the team has its plan's number. */
export async function assertLibraryRoom(tx: Executor, teamId: string, now: Date): Promise<void> {
  const team = await lockTeam(tx, teamId);
  const limits = planLimits(await subscriptionOf(tx, team.id), now);
  const message = libraryGate(limits, await repository.countTeamLibraryPosts(tx, teamId));
  if (message) throw new AppError('PLAN_LIMIT', message, { reason: 'limit_exceed' });
}

/** Adds a library post in the caller's transaction, under the plan limit, and indexes its text. */
export async function addLibraryPost(
  tx: Executor,
  input: { auth: AuthContext; calendarId: string; body: LibraryPostBody; now: Date },
) {
  await assertLibraryRoom(tx, input.auth.teamId, input.now);
  const row = await repository.insertLibraryPost(
    tx,
    { ...libraryColumns(input.body), calendarId: input.calendarId, authorId: input.auth.userId },
    input.body.categories,
  );
  await indexLibraryPost(tx, { ...row, variations: input.body.variations });
  return row;
}

export function createLibraryService(deps: {
  db: Database;
  now: () => Date;
  storage: MediaStorage;
  config: Pick<Config, 'media'>;
}) {
  const { db, now, storage } = deps;
  /** The library page's cards and the modal show the saved links, signed again (they expire). */
  const freshLinks = (executor: Executor, calendarId: string, rows: readonly repository.LibraryPostRow[]) =>
    freshLinksOf(
      executor,
      storage,
      calendarId,
      rows.map((row) => row.content),
      { now: now(), lifetimeSeconds: deps.config.media.readUrlSeconds },
    );

  async function view(executor: Executor, row: repository.LibraryPostRow): Promise<LibraryPostView> {
    const [categories, campaigns] = await Promise.all([
      repository.categoriesOf(executor, [row.id]),
      repository.campaignsOf(executor, [row.id]),
    ]);
    const fresh = await freshLinks(executor, row.calendarId, [row]);
    return toLibraryPostView(row, categories.get(row.id) ?? [], campaigns.get(row.id) ?? [], fresh);
  }

  async function loadVisible(auth: AuthContext, id: string, need: 'view' | 'edit') {
    const row = await repository.findLibraryPost(db, id);
    if (!row) throw notFound();
    await assertCalendarAccess(db, auth, row.calendarId, need);
    return row;
  }

  /**
   * Section 5's library rules with the media checked against their uploads (library-media.ts), the
   * calendar's categories, then the library similarity dialog. Returns what to store and keep.
   */
  async function check(body: LibraryPostSaveBody, excludeId: string | undefined) {
    // Links to our files must be the calendar's own (issue 14); ids are checked with their uploads.
    await assertOwnMedia(db, storage, body.calendarId, body, []);
    const checked = await checkLibraryMedia(db, storage, body.calendarId, body);
    const known = await calendarCategoryIds(db, body.calendarId, body.categories);
    if (known.length !== new Set(body.categories).size) {
      throw validationFailed('body.categories', messages.library.unknownCategory);
    }
    if (body.draft) return checked;
    await assertNotSimilar(
      db,
      {
        calendarId: body.calendarId,
        message: libraryIndexText(body),
        accounts: [],
        at: now(),
        libraryPostId: excludeId,
      },
      body.ignoreComplianceCheck,
    );
    return checked;
  }

  async function list(auth: AuthContext, query: LibraryPostListQuery) {
    await assertCalendarAccess(db, auth, query.calendarId, 'view');
    const found = await repository.listLibraryPosts(db, query, decodeCursor(query.cursor));
    const page = toPage(
      found.rows,
      query.limit,
      (row) => ({ key: row.key, id: row.id }),
      (row) => row,
    );
    const rows = page.items;
    const ids = rows.map((row) => row.id);
    const [categories, campaigns] = await Promise.all([
      repository.categoriesOf(db, ids),
      repository.campaignsOf(db, ids),
    ]);
    const fresh = await freshLinks(db, query.calendarId, rows);
    return {
      items: rows.map((row) =>
        toLibraryPostView(row, categories.get(row.id) ?? [], campaigns.get(row.id) ?? [], fresh),
      ),
      nextCursor: page.nextCursor,
      total: found.total,
    };
  }

  async function get(auth: AuthContext, id: string): Promise<LibraryPostView> {
    return view(db, await loadVisible(auth, id, 'view'));
  }

  async function create(auth: AuthContext, body: LibraryPostSaveBody): Promise<LibraryPostView> {
    await assertCalendarAccess(db, auth, body.calendarId, 'edit');
    const checked = await check(body, undefined);
    return db.transaction(async (tx) => {
      const row = await addLibraryPost(tx, {
        auth,
        calendarId: body.calendarId,
        body: checked.body,
        now: now(),
      });
      await keepLibraryUploads(tx, body.calendarId, checked, now());
      return view(tx, row);
    });
  }

  async function update(auth: AuthContext, id: string, body: LibraryPostSaveBody): Promise<LibraryPostView> {
    const existing = await loadVisible(auth, id, 'edit');
    if (existing.calendarId !== body.calendarId) throw notFound();
    const checked = await check(body, id);
    return db.transaction(async (tx) => {
      const row = await repository.updateLibraryPost(
        tx,
        id,
        { ...libraryColumns(checked.body), updatedAt: now() },
        body.categories,
      );
      await indexLibraryPost(tx, { ...row, variations: body.variations });
      await keepLibraryUploads(tx, body.calendarId, checked, now());
      return view(tx, row);
    });
  }

  async function remove(auth: AuthContext, id: string): Promise<void> {
    await loadVisible(auth, id, 'edit');
    await repository.deleteLibraryPost(db, id);
  }

  return { list, get, create, update, remove };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
