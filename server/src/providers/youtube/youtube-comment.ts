import { z } from 'zod';

/**
 * commentThreads.insert's resource, part snippet: a top-level comment on the video
 * (developers.google.com/youtube/v3/docs/commentThreads/insert; channelId is no longer required).
 */
export const commentThread = (videoId: string, text: string) => ({
  snippet: { videoId, topLevelComment: { snippet: { textOriginal: text } } },
});

export const threadAnswer = z.object({ id: z.string() });
export const threadList = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          topLevelComment: z.object({
            snippet: z.object({
              textOriginal: z.string().nullish(),
              authorChannelId: z.object({ value: z.string() }).nullish(),
            }),
          }),
        }),
      }),
    )
    .default([]),
});

/** A comment's link: the video, opened on the comment (`lc`). */
export const commentUrl = (videoId: string, commentId: string) =>
  `https://www.youtube.com/watch?v=${videoId}&lc=${commentId}`;
