import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { media } from '../../db/schema';

/**
 * Marks a calendar's media as used by a post, so housekeeping keeps it. Called by the posts service
 * in the transaction that saves the post; ids of other calendars are ignored (never attached across
 * tenants). Returns the ids it marked now.
 */
export async function attachMedia(
  db: Executor,
  calendarId: string,
  mediaIds: readonly string[],
  now: Date = new Date(),
): Promise<string[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .update(media)
    .set({ attachedAt: now })
    .where(and(eq(media.calendarId, calendarId), inArray(media.id, [...mediaIds]), isNull(media.attachedAt)))
    .returning({ id: media.id });
  return rows.map((row) => row.id);
}
