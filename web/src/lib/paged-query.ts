import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { type z } from 'zod';
import { apiClient } from './api-client';

/** The page shape every list of the API answers (core's pageSchema). */
interface PageShape {
  nextCursor: string | null;
}

/** `path` with the cursor of the page to read; the first page has none. */
export function withCursor(path: string, cursor: string | null): string {
  if (cursor === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/**
 * A paged list of the API as an infinite query: each page is read with the cursor the previous one
 * gave, until one answers no next cursor. Nothing is cut off silently: the UI loads more pages as
 * the user scrolls, or follows them all where it must show everything (the calendar).
 */
export function pagedQuery<S extends z.ZodType<PageShape>>(queryKey: QueryKey, path: string, schema: S) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => apiClient.get(withCursor(path, pageParam), { schema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: z.output<S>) => last.nextCursor,
  });
}
