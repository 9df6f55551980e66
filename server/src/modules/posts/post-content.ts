import { postContentOf, scheduledInstant, type PostBody } from '@kairos/core';
import type { posts } from '../../db/schema';

/**
 * The columns of a post from the composer's body, and its content (core's postContentSchema). The
 * campaign and library links are set only when the body names them: an edit from the composer, which
 * does not send them, keeps a campaign post's links. What the body says only to the request (the
 * confirmations, Save to Library) is not kept.
 */
export function postColumns(
  body: PostBody,
  dueAt: Date | null,
  timeZone: string,
): Partial<typeof posts.$inferInsert> {
  const { message, calendarId, draft, timing, campaignId, libraryPostId } = body;
  // A draft keeps the time it was given, if any, so reopening it shows that time.
  const postDate = dueAt ?? (timing.mode === 'schedule' ? scheduledInstant(timing, timeZone) : null);
  return {
    calendarId,
    message,
    draft,
    timing: timing.mode,
    postDate,
    content: postContentOf(body),
    ...(campaignId === undefined ? {} : { campaignId }),
    ...(libraryPostId === undefined ? {} : { libraryPostId }),
  };
}

/**
 * The uploads a post uses (images, its thread's images, the video and its thumbnail, audio, the PDF,
 * and the media its web-story metadata names): kept from housekeeping.
 */
export function mediaIdsOf(body: PostBody): string[] {
  const ids = [
    ...body.images.map((image) => image.mediaId),
    ...body.thread.flatMap((reply) => reply.images.map((image) => image.mediaId)),
    body.video?.mediaId,
    body.video?.thumbnailMediaId,
    body.audio?.mediaId,
    body.pdf?.mediaId,
    ...body.mediaMetadata.map((entry) => entry.mediaId),
  ];
  return [
    ...new Set(ids.filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id))),
  ];
}
