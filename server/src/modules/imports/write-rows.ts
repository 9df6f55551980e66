import {
  confirmationKinds,
  libraryGate,
  libraryPostBodySchema,
  messages,
  normalizeLibraryPost,
  planLimits,
  postBodySchema,
  termVector,
  type ImportedRow,
  type LibraryPostBody,
  type PostImage,
} from '@kairos/core';
import { ZodError } from 'zod';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { MediaStorage } from '../../storage/media-storage';
import { lockTeam } from '../calendars/calendar-repository';
import { libraryPostCategories, libraryPosts, libraryPostTerms } from '../../db/schema';
import { countTeamLibraryPosts } from '../library/library-repository';
import { assertOwnMedia } from '../media/own-media';
import type { PostService } from '../posts/post-service';
import type { AuthContext } from '../session/auth-context';
import { libraryIndexText } from '../similarity/term-index-repository';
import { subscriptionOf } from '../team/subscription-of';

export interface NumberedRow<T extends ImportedRow = ImportedRow> {
  /** The row's number in the spreadsheet (the header is row 1). */
  row: number;
  value: T;
  /** A post's images, fetched and stored from its links (row-images.ts). */
  images?: PostImage[];
}

export interface WriteOutcome {
  imported: number;
  errors: { row: number; messages: string[] }[];
}

type LibraryRow = NumberedRow<Extract<ImportedRow, { kind: 'library' }>>;
type PostRow = NumberedRow<Extract<ImportedRow, { kind: 'post' }>>;

/** What a refused row is told: our error's message, the first of a body's, or the internal one. */
export function refusalOf(error: unknown): string {
  if (error instanceof AppError) return error.details?.[0]?.message ?? error.message;
  if (error instanceof ZodError) return error.issues[0]?.message ?? messages.errors.internal;
  return messages.errors.internal;
}

/**
 * Library rows in one transaction, under the plan's `libraryPosts` (the rows past it are refused
 * with the library's message), written with one statement per table. Throws when the transaction
 * fails: the caller then writes each row on its own, so a row is written whole or not at all.
 */
async function libraryBatch(
  db: Database,
  deps: { auth: AuthContext; calendarId: string; now: Date },
  rows: readonly LibraryRow[],
): Promise<WriteOutcome> {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, deps.auth.teamId);
    const limits = planLimits(await subscriptionOf(tx, team.id), deps.now);
    const used = await countTeamLibraryPosts(tx, deps.auth.teamId);
    const room = Math.max(0, limits.libraryPosts - used);
    const full = libraryGate(limits, limits.libraryPosts) ?? '';
    const outcome: WriteOutcome = {
      imported: Math.min(room, rows.length),
      errors: rows.slice(room).map(({ row }) => ({ row, messages: [full] })),
    };
    await insertLibraryRows(
      tx,
      deps,
      rows.slice(0, room).map((row) => libraryPostBodySchema.parse(row.value.body)),
    );
    return outcome;
  });
}

async function insertLibraryRows(
  tx: Executor,
  deps: { auth: AuthContext; calendarId: string; now: Date },
  bodies: readonly LibraryPostBody[],
) {
  if (bodies.length === 0) return;
  const saved = bodies.map((body) => normalizeLibraryPost(body));
  const inserted = await tx
    .insert(libraryPosts)
    .values(
      saved.map((post, index) => ({
        calendarId: deps.calendarId,
        authorId: deps.auth.userId,
        message: post.message,
        // The file's order: a later row is a newer post (one millisecond apart).
        createdAt: new Date(deps.now.getTime() + index),
        updatedAt: deps.now,
        content: {
          variations: post.variations,
          hashtags: post.hashtags,
          imageHashtags: [],
          images: post.images,
          imageAlts: [],
          video: null,
          postTitle: '',
          callToAction: null,
          mediaMetadata: [],
        },
      })),
    )
    .returning({ id: libraryPosts.id });
  const links = inserted.flatMap(({ id }, index) =>
    (bodies[index]?.categories ?? []).map((categoryId) => ({ libraryPostId: id, categoryId })),
  );
  if (links.length > 0) await tx.insert(libraryPostCategories).values(links);
  const terms = inserted.flatMap(({ id }, index) => {
    const post = saved[index]!;
    return [...termVector(libraryIndexText(post))].map(([term, weight]) => ({
      libraryPostId: id,
      calendarId: deps.calendarId,
      term,
      weight,
    }));
  });
  for (let start = 0; start < terms.length; start += 2000) {
    await tx.insert(libraryPostTerms).values(terms.slice(start, start + 2000));
  }
}

/** Library rows: links to our own storage must be the calendar's, as in the library modal. */
export async function writeLibraryRows(
  db: Database,
  deps: { auth: AuthContext; calendarId: string; now: Date; storage: MediaStorage },
  rows: readonly LibraryRow[],
): Promise<WriteOutcome> {
  const outcome: WriteOutcome = { imported: 0, errors: [] };
  const allowed: LibraryRow[] = [];
  for (const row of rows) {
    try {
      if (row.value.body.images?.length) {
        await assertOwnMedia(db, deps.storage, deps.calendarId, row.value.body, []);
      }
      allowed.push(row);
    } catch (error) {
      outcome.errors.push({ row: row.row, messages: [refusalOf(error)] });
    }
  }
  if (allowed.length === 0) return outcome;
  let written: WriteOutcome;
  try {
    written = await libraryBatch(db, deps, allowed);
  } catch {
    written = { imported: 0, errors: [] };
    for (const row of allowed) {
      try {
        const one = await libraryBatch(db, deps, [row]);
        written.imported += one.imported;
        written.errors.push(...one.errors);
      } catch (error) {
        written.errors.push({ row: row.row, messages: [refusalOf(error)] });
      }
    }
  }
  return { imported: outcome.imported + written.imported, errors: [...outcome.errors, ...written.errors] };
}

/**
 * Rows to schedule go through the composer's own path (the posts service): each is checked and
 * written exactly as a post from the composer, in its own transaction.
 */
export async function writePostRows(
  posts: PostService,
  deps: { auth: AuthContext; calendarId: string },
  rows: readonly PostRow[],
): Promise<WriteOutcome> {
  const outcome: WriteOutcome = { imported: 0, errors: [] };
  for (const { row, value, images } of rows) {
    try {
      if (value.body.videoUrl !== null) {
        throw new AppError('VALIDATION_FAILED', messages.imports.videoNotImported);
      }
      const body = postBodySchema.parse({
        message: value.body.message,
        calendarId: deps.calendarId,
        accountIds: value.body.accountIds,
        timing: value.body.timing,
        hashtags: value.body.hashtags,
        images: images ?? [],
        // The composer's warning dialogs ask "Post anyway?"; choosing to schedule the checked rows
        // is that answer (decision 0122). Its refusals stay refusals.
        confirmed: [...confirmationKinds],
      });
      await posts.create(deps.auth, body);
      outcome.imported += 1;
    } catch (error) {
      outcome.errors.push({ row, messages: [refusalOf(error)] });
    }
  }
  return outcome;
}
