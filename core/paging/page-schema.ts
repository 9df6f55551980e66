import { z } from 'zod';

/**
 * Every list the API answers is honest about its size: a page of items and the cursor of the next
 * page, null on the last one. A client that wants everything follows `nextCursor` until it is null;
 * nothing is ever cut off without saying so (decision 0060).
 */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** The cursor a client sends back: opaque to it, checked by the server. */
export const cursorSchema = z.string().min(1).max(200).optional();

/** A page size between 1 and `max`, `fallback` when left out. */
export const pageLimitSchema = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);
