import type { LibraryPostView, Variation } from '@kairos/core';
import type { FreshReadUrls } from '../../storage/fresh-read-urls';
import type { LibraryPostRow } from './library-repository';

type Content = Record<string, unknown>;
const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
const object = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Content) : null;

export function variationsOf(row: LibraryPostRow): Variation[] {
  return list<Variation>(row.content.variations);
}

/** The saved media links may have expired: `fresh` signs those to our storage again. */
export function toLibraryPostView(
  row: LibraryPostRow,
  categories: readonly string[],
  campaigns: readonly string[],
  fresh: FreshReadUrls,
): LibraryPostView {
  const content = fresh(row.content);
  return {
    _id: row.id,
    calendarId: row.calendarId,
    message: row.message,
    variations: variationsOf(row),
    categories: [...categories],
    hashtags: list<string>(content.hashtags),
    imageHashtags: list<string>(content.imageHashtags),
    images: list<string>(content.images),
    draft: row.draft,
    pending: row.pending,
    rejected: row.rejected,
    expirationDate: row.expirationDate?.toISOString() ?? null,
    video: object(content.video),
    postTitle: typeof content.postTitle === 'string' ? content.postTitle : '',
    callToAction: object(content.callToAction),
    mediaMetadata: list<Content>(content.mediaMetadata),
    campaigns: [...campaigns],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
