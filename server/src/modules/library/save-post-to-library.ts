import { libraryPostBodySchema, messages, type PostBody } from '@kairos/core';
import type { Executor } from '../../db/database';
import { validationFailed } from '../../errors/app-error';
import { calendarCategoryIds } from '../categories/category-repository';
import type { AuthContext } from '../session/auth-context';
import { addLibraryPost } from './library-service';

/**
 * The composer's "Save to Library": a copy of the post in the chosen category, written in the
 * transaction that saves the post and under the same plan limit as the Add to Library modal.
 */
export async function savePostToLibrary(
  tx: Executor,
  input: { auth: AuthContext; body: PostBody; now: Date },
): Promise<void> {
  const { body } = input;
  const categoryId = body.saveToLibrary?.categoryId;
  if (!categoryId) return;
  const known = await calendarCategoryIds(tx, body.calendarId, [categoryId]);
  if (known.length === 0) throw validationFailed('body.saveToLibrary', messages.library.unknownCategory);
  const libraryBody = libraryPostBodySchema.parse({
    message: body.message,
    categories: [categoryId],
    hashtags: body.hashtags,
    images: body.images.map((image) => image.url),
    imageAlts: body.images.flatMap((image) => (image.alt ? [{ url: image.url, alt: image.alt }] : [])),
    video: body.video,
    postTitle: body.postTitle,
    callToAction: body.callToAction,
    mediaMetadata: body.mediaMetadata,
  });
  await addLibraryPost(tx, {
    auth: input.auth,
    calendarId: body.calendarId,
    body: libraryBody,
    now: input.now,
  });
}
