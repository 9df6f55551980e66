import { type ConfirmationKind, type PostBody, postBodySchema } from '@kairos/core';
import { type ComposerValues } from './composer-values';

interface BodyOptions {
  calendarId: string;
  draft: boolean;
  confirmed: readonly ConfirmationKind[];
}

/** The API's body for what the composer holds; uploads still running are left out. */
export function toPostBody(values: ComposerValues, options: BodyOptions): PostBody {
  const selected = new Set(values.accountIds);
  return postBodySchema.parse({
    message: values.message,
    calendarId: options.calendarId,
    accountIds: values.accountIds,
    draft: options.draft,
    timing: values.timing,
    hashtags: values.hashtags,
    images: values.images
      .filter((image) => image.progress === null)
      .map(({ url, mediaId, mimeType, width, height, size }) => ({
        url,
        mediaId,
        mimeType,
        width,
        height,
        size,
      })),
    video: values.video,
    postTitle: values.postTitle.trim(),
    callToAction: values.callToAction,
    accountsMetadata: values.accountsMetadata.filter((metadata) => selected.has(metadata.accountId)),
    // The categories API is not there yet, so a ticked box has no category: core's rule says so.
    saveToLibrary: values.saveToLibrary ? { categoryId: null } : null,
    confirmed: [...options.confirmed],
  });
}
