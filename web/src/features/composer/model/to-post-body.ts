import { type ConfirmationKind, type PostBody, postBodySchema, withoutControlCharacters } from '@kairos/core';
import { type ComplianceOverrides } from './compliance-block';
import { type ComposerValues, metadataKeyOf } from './composer-values';

interface BodyOptions {
  calendarId: string;
  draft: boolean;
  confirmed: readonly ConfirmationKind[];
  /** The override chosen after a compliance or campaign block ("Blocking and override"). */
  overrides?: ComplianceOverrides | undefined;
}

/** The API's body for what the composer holds; uploads still running are left out. */
export function toPostBody(values: ComposerValues, options: BodyOptions): PostBody {
  const selected = new Set(values.accountIds);
  const ready = values.images.filter((image) => image.progress === null);
  const readyIds = new Set(ready.map(metadataKeyOf));
  // Characters nobody can see in the editor (pasted from elsewhere) would only get the post refused.
  const typed = withoutControlCharacters;
  return postBodySchema.parse({
    message: typed(values.message),
    calendarId: options.calendarId,
    accountIds: values.accountIds,
    draft: options.draft,
    timing: values.timing,
    hashtags: values.hashtags.map(typed),
    images: ready.map(({ url, mediaId, jpegUrl, mimeType, width, height, size, alt }) => ({
      url,
      mediaId,
      jpegUrl,
      mimeType,
      width,
      height,
      size,
      // An empty alt text sends nothing.
      alt: alt === undefined || typed(alt).trim() === '' ? undefined : typed(alt).trim(),
    })),
    video: values.video,
    audio: values.audio,
    pdf: values.pdf,
    // Metadata of an image removed since is dropped with it.
    mediaMetadata: values.mediaMetadata.filter((entry) => readyIds.has(entry.mediaId)),
    postTitle: typed(values.postTitle).trim(),
    callToAction: values.callToAction,
    event: values.event === null ? null : { ...values.event, title: typed(values.event.title).trim() },
    accountsMetadata: values.accountsMetadata.filter((metadata) => selected.has(metadata.accountId)),
    tiktokSettings: values.tiktokSettings.filter((settings) => selected.has(settings.accountId)),
    // The categories API is not there yet, so a ticked box has no category: core's rule says so.
    saveToLibrary: values.saveToLibrary ? { categoryId: values.libraryCategoryId } : null,
    confirmed: [...options.confirmed],
    ...(options.overrides === undefined ? {} : { complianceEngineRules: options.overrides }),
  });
}
