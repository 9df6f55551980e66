import {
  messages,
  reachedStates,
  type PostBody,
  type PostListQuery,
  type PostPage,
  type PostView,
} from '@kairos/core';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound } from '../../errors/app-error';
import type { MediaStorage } from '../../storage/media-storage';
import { enqueueTargets } from '../publishing/publish-queue';
import * as targets from '../publishing/target-repository';
import type { AuthContext } from '../session/auth-context';
import { findUserById } from '../users/user-repository';
import { checkPost } from './check-post';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import { mediaIdsOf, postColumns } from './post-content';
import { attachMedia } from '../media/attach-media';
import { assertOwnMedia, freshLinksOf } from '../media/own-media';
import { savePostToLibrary } from '../library/save-post-to-library';
import { checkPostCompliance } from '../similarity/post-compliance';
import { indexPosts } from '../similarity/term-index-repository';
import { postActivity } from '../activity/activity-inputs';
import { recordActivity } from '../activity/activity-repository';
import * as repository from './post-repository';
import { toPostView } from './post-view';

export interface PostServiceDeps {
  db: Database;
  queue: PgBoss | null;
  now: () => Date;
  config: Pick<Config, 'media'>;
  /** Our media storage, so the links a post shows are signed again when read (saved ones expire). */
  storage?: MediaStorage;
}

export function createPostService(deps: PostServiceDeps) {
  const { db, queue, now } = deps;
  /** Links of the calendar's own media in these posts, signed again for the response. */
  const freshLinks = (executor: Executor, calendarId: string, rows: readonly repository.PostRow[]) =>
    freshLinksOf(
      executor,
      deps.storage,
      calendarId,
      rows.map((row) => row.content),
      { now: now(), lifetimeSeconds: deps.config.media.readUrlSeconds },
    );

  async function view(executor: Executor, post: repository.PostRow): Promise<PostView> {
    const fresh = await freshLinks(executor, post.calendarId, [post]);
    return toPostView(post, await targets.targetsOfPost(executor, post.id), fresh);
  }

  /** The post's media must be the calendar's own uploads (issue 14: no link to another team's file). */
  const assertMediaOf = (body: PostBody) =>
    assertOwnMedia(db, deps.storage, body.calendarId, body, mediaIdsOf(body));

  /** The post, if the caller may see it; 404 otherwise (another team's post is never revealed). */
  async function loadVisible(
    auth: AuthContext,
    postId: string,
    need: 'view' | 'edit',
    executor: Executor = db,
    lock = false,
  ) {
    const post = await repository.findPost(executor, postId, lock);
    if (!post) throw notFound();
    await assertCalendarAccess(executor, auth, post.calendarId, need);
    return post;
  }

  /** New targets for the accounts not yet reached, written and enqueued in the caller's transaction. */
  async function addTargets(
    tx: Executor,
    post: repository.PostRow,
    accountRows: repository.AccountRow[],
    dueAt: Date,
  ) {
    const rows = await targets.insertTargets(
      tx,
      accountRows.map((account) => ({
        postId: post.id,
        accountId: account.id,
        calendarId: post.calendarId,
        socialMedia: account.socialMedia,
        postDate: post.postDate ?? post.createdAt,
        state: 'scheduled' as const,
        dueAt,
        postVersion: post.version,
      })),
    );
    await enqueueTargets(
      queue,
      tx,
      rows.map((row) => ({ ...row, dueAt })),
    );
  }

  async function create(auth: AuthContext, body: PostBody): Promise<PostView> {
    await assertCalendarAccess(db, auth, body.calendarId, 'edit');
    await assertMediaOf(body);
    const checked = await checkPost(db, auth, body, now());
    await checkPostCompliance(db, { body, accounts: checked.accounts, dueAt: checked.dueAt });
    return db.transaction(async (tx) => {
      const post = await repository.insertPost(tx, {
        ...postColumns(body, checked.dueAt, checked.timeZone),
        calendarId: body.calendarId,
        message: body.message,
        timing: body.timing.mode,
        authorId: auth.userId,
      });
      await recordActivity(tx, [postActivity('post.created', auth, post)]);
      if (checked.dueAt) await addTargets(tx, post, checked.accounts, checked.dueAt);
      await indexPosts(tx, [post], { fresh: true });
      await savePostToLibrary(tx, { auth, body, now: now() });
      await attachMedia(tx, body.calendarId, mediaIdsOf(body), now());
      return view(tx, post);
    });
  }

  /**
   * Editing reschedules: targets not yet sent are replaced for the new version, so a job written for
   * the old content finds nothing to claim. Reached and unconfirmed targets, and those with parts on
   * the network, stay as they are.
   */
  async function update(auth: AuthContext, postId: string, body: PostBody): Promise<PostView> {
    await loadVisible(auth, postId, 'edit');
    await assertCalendarAccess(db, auth, body.calendarId, 'edit');
    await assertMediaOf(body);
    const checked = await checkPost(db, auth, body, now());
    await checkPostCompliance(db, { body, accounts: checked.accounts, dueAt: checked.dueAt, postId });
    return db.transaction(async (tx) => {
      const existing = await loadVisible(auth, postId, 'edit', tx, true);
      if (existing.calendarId !== body.calendarId) throw notFound();
      const current = await targets.targetsOfPost(tx, postId, true);
      if (current.some((target) => target.state === 'publishing')) {
        throw new AppError('RULE_VIOLATION', messages.publishing.publishingNow);
      }
      // A target with parts on the network stays too, so its retry sends only the rest (decision 0064).
      const kept = current.filter(
        (target) =>
          reachedStates.includes(target.state) || target.state === 'unconfirmed' || target.parts.length > 0,
      );
      await targets.deleteTargets(
        tx,
        current.filter((target) => !kept.includes(target)).map((target) => target.id),
      );
      const post = await repository.updatePost(tx, postId, {
        ...postColumns(body, checked.dueAt, checked.timeZone),
        updatedAt: now(),
      });
      await indexPosts(tx, [post]);
      await recordActivity(tx, [postActivity('post.edited', auth, post)]);
      await attachMedia(tx, body.calendarId, mediaIdsOf(body), now());
      const keptAccounts = new Set(kept.map((target) => target.accountId));
      if (checked.dueAt) {
        await addTargets(
          tx,
          post,
          checked.accounts.filter((account) => !keptAccounts.has(account.id)),
          checked.dueAt,
        );
      }
      return view(tx, post);
    });
  }

  /** Deleting cancels every send not yet made; a send in flight must finish first. */
  async function remove(auth: AuthContext, postId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const post = await loadVisible(auth, postId, 'edit', tx, true);
      const current = await targets.targetsOfPost(tx, postId, true);
      if (current.some((target) => target.state === 'publishing')) {
        throw new AppError('RULE_VIOLATION', messages.publishing.publishingNow);
      }
      await repository.deletePost(tx, postId);
      await recordActivity(tx, [postActivity('post.deleted', auth, post)]);
    });
  }

  async function get(auth: AuthContext, postId: string): Promise<PostView> {
    return view(db, await loadVisible(auth, postId, 'view'));
  }

  async function list(auth: AuthContext, query: PostListQuery): Promise<PostPage> {
    await assertCalendarAccess(db, auth, query.calendarId, 'view');
    const rows = await repository.listPosts(db, query, decodeCursor(query.cursor));
    const page = toPage(
      rows,
      query.limit,
      (row) => ({ key: row.key, id: row.id }),
      (row) => row,
    );
    const fresh = await freshLinks(db, query.calendarId, page.items);
    // One query for every post's targets.
    const targetsByPost = await targets.targetsOfPosts(
      db,
      page.items.map((row) => row.id),
    );
    return {
      items: page.items.map((row) => toPostView(row, targetsByPost.get(row.id) ?? [], fresh)),
      nextCursor: page.nextCursor,
    };
  }

  async function countPerDay(
    auth: AuthContext,
    query: { calendarId: string; dateStart: string; dateEnd: string },
  ) {
    await assertCalendarAccess(db, auth, query.calendarId, 'view');
    const user = await findUserById(db, auth.userId);
    return repository.countPostsPerDay(db, {
      calendarId: query.calendarId,
      dateStart: new Date(query.dateStart),
      dateEnd: new Date(query.dateEnd),
      timeZone: user?.timezone ?? 'UTC',
    });
  }

  return { create, update, remove, get, list, countPerDay, loadVisible, view };
}

export type PostService = ReturnType<typeof createPostService>;
