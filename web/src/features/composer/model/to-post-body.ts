import { type ConfirmationKind, type PostBody, postBodySchema, withoutControlCharacters } from '@kairos/core';
import { type ComplianceOverrides } from './compliance-block';
import { type ComposerImage, type ComposerValues, metadataKeyOf } from './composer-values';

interface BodyOptions {
  calendarId: string;
  draft: boolean;
  confirmed: readonly ConfirmationKind[];
  /** The override chosen after a compliance or campaign block ("Blocking and override"). */
  overrides?: ComplianceOverrides | undefined;
}

/** An attached image as the API takes it; an empty alt text sends nothing. */
function imageOf({ url, mediaId, jpegUrl, mimeType, width, height, size, alt }: ComposerImage) {
  const typedAlt = alt === undefined ? '' : withoutControlCharacters(alt).trim();
  return {
    url,
    mediaId,
    jpegUrl,
    mimeType,
    width,
    height,
    size,
    alt: typedAlt === '' ? undefined : typedAlt,
  };
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
    images: ready.map(imageOf),
    // A part with neither text nor an image is left out, as the library drops empty variations.
    thread: values.thread
      .map((reply) => ({
        message: typed(reply.message),
        images: reply.images.filter((image) => image.progress === null).map(imageOf),
      }))
      .filter((reply) => reply.message.trim() !== '' || reply.images.length > 0),
    firstComment: typed(values.firstComment).trim(),
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
