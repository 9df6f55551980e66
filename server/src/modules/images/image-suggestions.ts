import {
  imageSuggestionsMaxPage,
  type ImageSuggestionsBody,
  type ImageSuggestionsReply,
  type MediaView,
} from '@kairos/core';
import type { StockImagesConfig } from './stock-images-config';
import type { Database } from '../../db/database';
import { assertCalendarAccess } from '../calendars/calendar-access';
import type { MediaRow } from '../media/media-repository';
import type { AuthContext } from '../session/auth-context';
import { findOwnImages, ownSuggestion } from './own-images';
import { openverseSource } from './stock/openverse';
import { pexelsSource } from './stock/pexels';
import type { StockPage, StockSource } from './stock/stock-provider';
import { unsplashSource } from './stock/unsplash';

const ownPerPage = 12;
const stockPerPage = 12;
const stockTimeoutMs = 8_000;

export function stockSources(config: StockImagesConfig): StockSource[] {
  return [
    ...(config.unsplash ? [unsplashSource(config.unsplash)] : []),
    ...(config.pexels ? [pexelsSource(config.pexels)] : []),
    ...(config.openverse ? [openverseSource(config.openverse)] : []),
  ];
}

/**
 * 'Select Suggested Images' (decision 0132): the calendar's own images found by their read text and
 * tags, then each configured stock source's page. A source that fails or is slow gives nothing (the
 * spec: "Image suggestion failure: empty list"), and is reported to `warn`.
 */
export function createImageSuggestions(deps: {
  db: Database;
  sources: readonly StockSource[];
  view: (row: MediaRow) => MediaView;
  warn: (error: unknown, message: string) => void;
}) {
  const { db, sources } = deps;

  async function stockPage(source: StockSource, query: string, page: number, signal: AbortSignal) {
    try {
      return await source.search(
        query,
        page,
        stockPerPage,
        AbortSignal.any([signal, AbortSignal.timeout(stockTimeoutMs)]),
      );
    } catch (error) {
      if (!signal.aborted) deps.warn(error, `${source.name} image search failed`);
      return { images: [], hasMore: false } satisfies StockPage;
    }
  }

  async function search(
    auth: AuthContext,
    body: ImageSuggestionsBody,
    signal: AbortSignal,
  ): Promise<ImageSuggestionsReply> {
    await assertCalendarAccess(deps.db, auth, body.calendarId, 'view');
    const own = await findOwnImages(db, body.calendarId, body.query, {
      limit: ownPerPage,
      offset: (body.page - 1) * ownPerPage,
    });
    const stock =
      body.query === ''
        ? []
        : await Promise.all(sources.map((source) => stockPage(source, body.query, body.page, signal)));
    const images = [
      ...own.rows.map((row) => ownSuggestion(row, deps.view(row))),
      ...stock.flatMap((page) => page.images),
    ];
    const more = (own.hasMore || stock.some((page) => page.hasMore)) && body.page < imageSuggestionsMaxPage;
    return { images, nextPage: more ? body.page + 1 : null };
  }

  return { search };
}
