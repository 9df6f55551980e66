import {
  libraryGate,
  libraryPostErrors,
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
import { AppError, notFound, validationFailed } from '../../http/app-error';
import { readUrlsForDisplay } from '../../storage/fresh-read-urls';
import type { MediaStorage } from '../../storage/media-storage';
import { lockTeam } from '../calendars/calendar-repository';
import { calendarCategoryIds } from '../categories/category-repository';
import { attachMedia } from '../media/attach-media';
import { mediaOfUrls } from '../media/media-of-urls';
import { assertCalendarAccess } from '../posts/post-access';
import type { AuthContext } from '../session/auth-context';
import { assertNotSimilar } from '../similarity/check-similarity';
import { indexLibraryPost, libraryIndexText } from '../similarity/term-index-repository';
import { subscriptionOf } from '../team/subscription-of';
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
  const freshLinks = () => readUrlsForDisplay(storage, now(), deps.config.media.readUrlSeconds);

  /**
   * The Add to Library modal's uploads are kept from housekeeping ("uploads never attached to a post
   * are cleaned up after a day") once a library post shows them, as a post's are.
   */
  async function keepUploads(tx: Executor, calendarId: string, body: LibraryPostBody) {
    const urls = [...body.images, body.video?.url, body.video?.thumbnail].filter(
      (url): url is string => typeof url === 'string' && url !== '',
    );
    const uploads = await mediaOfUrls(tx, storage, calendarId, urls);
    await attachMedia(
      tx,
      calendarId,
      [...uploads.values()].map((upload) => upload.id),
      now(),
    );
  }

  async function view(executor: Executor, row: repository.LibraryPostRow): Promise<LibraryPostView> {
    const [categories, campaigns] = await Promise.all([
      repository.categoriesOf(executor, [row.id]),
      repository.campaignsOf(executor, [row.id]),
    ]);
    return toLibraryPostView(row, categories.get(row.id) ?? [], campaigns.get(row.id) ?? [], freshLinks());
  }

  async function loadVisible(auth: AuthContext, id: string, need: 'view' | 'edit') {
    const row = await repository.findLibraryPost(db, id);
    if (!row) throw notFound();
    await assertCalendarAccess(db, auth, row.calendarId, need);
    return row;
  }

  /** Section 5's library rules, the calendar's categories, then the library similarity dialog. */
  async function check(body: LibraryPostSaveBody, excludeId: string | undefined) {
    const [error] = libraryPostErrors(body);
    if (error) throw validationFailed('body', error);
    const known = await calendarCategoryIds(db, body.calendarId, body.categories);
    if (known.length !== new Set(body.categories).size) {
      throw validationFailed('body.categories', messages.library.unknownCategory);
    }
    if (body.draft) return;
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
  }

  async function list(auth: AuthContext, query: LibraryPostListQuery) {
    await assertCalendarAccess(db, auth, query.calendarId, 'view');
    const { rows, total } = await repository.listLibraryPosts(db, query);
    const ids = rows.map((row) => row.id);
    const [categories, campaigns] = await Promise.all([
      repository.categoriesOf(db, ids),
      repository.campaignsOf(db, ids),
    ]);
    const fresh = freshLinks();
    return {
      items: rows.map((row) =>
        toLibraryPostView(row, categories.get(row.id) ?? [], campaigns.get(row.id) ?? [], fresh),
      ),
      total,
    };
  }

  async function get(auth: AuthContext, id: string): Promise<LibraryPostView> {
    return view(db, await loadVisible(auth, id, 'view'));
  }

  async function create(auth: AuthContext, body: LibraryPostSaveBody): Promise<LibraryPostView> {
    await assertCalendarAccess(db, auth, body.calendarId, 'edit');
    await check(body, undefined);
    return db.transaction(async (tx) => {
      const row = await addLibraryPost(tx, { auth, calendarId: body.calendarId, body, now: now() });
      await keepUploads(tx, body.calendarId, body);
      return view(tx, row);
    });
  }

  async function update(auth: AuthContext, id: string, body: LibraryPostSaveBody): Promise<LibraryPostView> {
    const existing = await loadVisible(auth, id, 'edit');
    if (existing.calendarId !== body.calendarId) throw notFound();
    await check(body, id);
    return db.transaction(async (tx) => {
      const row = await repository.updateLibraryPost(
        tx,
        id,
        { ...libraryColumns(body), updatedAt: now() },
        body.categories,
      );
      await indexLibraryPost(tx, { ...row, variations: body.variations });
      await keepUploads(tx, body.calendarId, body);
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
