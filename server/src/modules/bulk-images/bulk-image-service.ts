import {
  countGate,
  feedMessages,
  libraryGate,
  messages,
  planLimits,
  type BulkImagesBody,
  type BulkImagesResult,
} from '@kairos/core';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { imageImports } from '../../db/schema';
import { AppError, validationFailed } from '../../errors/app-error';
import type { MediaStorage } from '../../storage/media-storage';
import { lockTeam } from '../calendars/calendar-repository';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { calendarCategoryIds } from '../categories/category-repository';
import { countTeamLibraryPosts, insertLibraryPost } from '../library/library-repository';
import { attachMedia } from '../media/attach-media';
import { findMedia, type MediaRow } from '../media/media-repository';
import { toMediaView } from '../media/media-view';
import type { AuthContext } from '../session/auth-context';
import { indexLibraryPost } from '../similarity/term-index-repository';
import { subscriptionOf } from '../team/subscription-of';

/** The first instant of `now`'s calendar month (UTC): importImagesPerMonth counts from there. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

async function importedThisMonth(db: Executor, teamId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${imageImports.images}), 0)`.mapWith(Number) })
    .from(imageImports)
    .where(and(eq(imageImports.teamId, teamId), gte(imageImports.createdAt, monthStart(now))));
  return row?.total ?? 0;
}

const planLimit = (message: string, reason: 'limit_exceed' | 'no_access') =>
  new AppError('PLAN_LIMIT', message, { reason });

/** The plan's importImagesPerMonth and libraryPosts, both with room for all `count` images. */
async function assertRoom(tx: Executor, teamId: string, count: number, now: Date): Promise<void> {
  await lockTeam(tx, teamId);
  const limits = planLimits(await subscriptionOf(tx, teamId), now);
  const used = await importedThisMonth(tx, teamId, now);
  const gate = countGate(limits, 'importImagesPerMonth', used + count - 1);
  if (gate) throw planLimit(gate.message, gate.reason === 'no_access' ? 'no_access' : 'limit_exceed');
  const full = libraryGate(limits, (await countTeamLibraryPosts(tx, teamId)) + count - 1);
  if (full) throw planLimit(full, 'limit_exceed');
}

/**
 * Bulk images: up to 30 uploaded images (through the ordinary upload pipeline, so each was checked),
 * each becoming a library post with its caption, all in one transaction or none.
 */
export function createBulkImageService(deps: {
  db: Database;
  now: () => Date;
  storage: MediaStorage;
  config: Pick<Config, 'media'>;
}) {
  const { db, now, storage } = deps;

  async function uploads(calendarId: string, body: BulkImagesBody): Promise<MediaRow[]> {
    const rows: MediaRow[] = [];
    for (const [index, image] of body.images.entries()) {
      const row = await findMedia(db, image.mediaId);
      const path = `body.images.${index}.mediaId`;
      if (row?.calendarId !== calendarId || row.status !== 'ready') {
        throw validationFailed(path, messages.media.notUploaded);
      }
      if (row.kind !== 'image' && row.kind !== 'gif') {
        throw validationFailed(path, messages.media.unsupportedFormat(row.mimeType));
      }
      rows.push(row);
    }
    return rows;
  }

  async function create(auth: AuthContext, body: BulkImagesBody): Promise<BulkImagesResult> {
    await assertCalendarAccess(db, auth, body.calendarId, 'edit');
    const categories = body.categoryId ? [body.categoryId] : [];
    const known = await calendarCategoryIds(db, body.calendarId, categories);
    if (known.length !== categories.length) {
      throw validationFailed('body.categoryId', messages.library.unknownCategory);
    }
    if (new Set(body.images.map((image) => image.mediaId)).size !== body.images.length) {
      throw validationFailed('body.images', feedMessages.bulkRepeated);
    }
    const rows = await uploads(body.calendarId, body);
    const at = now();
    const ids = await db.transaction(async (tx) => {
      await assertRoom(tx, auth.teamId, rows.length, at);
      const created: string[] = [];
      for (const [index, upload] of rows.entries()) {
        const url = toMediaView(upload, storage, at, deps.config.media.readUrlSeconds).url;
        const post = await insertLibraryPost(
          tx,
          {
            calendarId: body.calendarId,
            authorId: auth.userId,
            message: body.images[index]?.caption ?? '',
            content: {
              variations: [],
              hashtags: [],
              imageHashtags: [],
              images: [url],
              imageAlts: [],
              video: null,
              postTitle: '',
              callToAction: null,
              mediaMetadata: [],
            },
          },
          categories,
        );
        await indexLibraryPost(tx, { ...post, variations: [] });
        created.push(post.id);
      }
      await attachMedia(
        tx,
        body.calendarId,
        rows.map((row) => row.id),
        at,
      );
      await tx
        .insert(imageImports)
        .values({ teamId: auth.teamId, calendarId: body.calendarId, images: rows.length, createdAt: at });
      return created;
    });
    return { created: ids.length, ids };
  }

  return { create };
}

export type BulkImageService = ReturnType<typeof createBulkImageService>;
