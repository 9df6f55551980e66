import { type z } from 'zod';
import { readStoredDocument, type StoredDocument } from '../validation/stored-document';
import { postBodySchema, type PostBody } from './post-schema';
import { postTimingSchema } from './post-timing-schema';

/**
 * What a post stores besides its columns (message, timing mode, post date, draft, campaign and
 * library links): the composer's other fields, with the same schemas the body was checked with.
 * Each has a default, so a row written before a field existed reads with its empty value.
 */
export const postContentSchema = postBodySchema
  .pick({
    accountIds: true,
    hashtags: true,
    images: true,
    video: true,
    audio: true,
    pdf: true,
    postTitle: true,
    callToAction: true,
    event: true,
    accountsMetadata: true,
    tiktokSettings: true,
    mediaMetadata: true,
    thread: true,
    firstComment: true,
    complianceEngineRules: true,
  })
  // The composer's timing as sent; the columns hold its mode and instant, which is what is read.
  .extend({ timing: postTimingSchema.optional() });
export type PostContent = z.infer<typeof postContentSchema>;

/** The content of a post from the composer's body (the rest of the body is columns or not kept). */
export function postContentOf(body: PostBody): PostContent {
  return {
    accountIds: body.accountIds,
    timing: body.timing,
    hashtags: body.hashtags,
    images: body.images,
    video: body.video,
    audio: body.audio,
    pdf: body.pdf,
    postTitle: body.postTitle,
    callToAction: body.callToAction,
    event: body.event,
    accountsMetadata: body.accountsMetadata,
    tiktokSettings: body.tiktokSettings,
    mediaMetadata: body.mediaMetadata,
    thread: body.thread,
    firstComment: body.firstComment,
    complianceEngineRules: body.complianceEngineRules,
  };
}

/** A post's stored content as read from the database (decision 0044: a misfit reads as empty). */
export function readPostContent(stored: unknown): StoredDocument<PostContent> {
  return readStoredDocument(postContentSchema, stored);
}
