import {
  type AccountMetadata,
  type CallToAction,
  type PostTiming,
  type PostVideo,
  type PostView,
  callToActionSchema,
  postVideoSchema,
  reopenTiming,
} from '@kairos/core';

/** An attached image: ready when `progress` is null, else still uploading (0 to 100). */
export interface ComposerImage {
  key: string;
  url: string;
  mediaId?: string | undefined;
  mimeType?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  size?: number | undefined;
  progress: number | null;
}

/** What the composer edits; `toPostBody` turns it into the API's body. */
export interface ComposerValues {
  message: string;
  hashtags: string[];
  accountIds: string[];
  accountsMetadata: AccountMetadata[];
  timing: PostTiming;
  images: ComposerImage[];
  video: PostVideo | null;
  /** A video still uploading: Post / Schedule waits for it. */
  videoProgress: number | null;
  postTitle: string;
  callToAction: CallToAction | null;
  saveToLibrary: boolean;
}

export function emptyComposerValues(): ComposerValues {
  return {
    message: '',
    hashtags: [],
    accountIds: [],
    accountsMetadata: [],
    timing: { mode: 'now' },
    images: [],
    video: null,
    videoProgress: null,
    postTitle: '',
    callToAction: null,
    saveToLibrary: false,
  };
}

let keySequence = 0;
export const newMediaKey = (): string => `media-${Date.now()}-${(keySequence += 1)}`;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
function count(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** "Editing reopens the post: time already past means 'now', otherwise 'schedule'." */
export function valuesFromPost(post: PostView, now: Date, timeZone: string): ComposerValues {
  const video = postVideoSchema.safeParse(post.video);
  const callToAction = callToActionSchema.safeParse(post.callToAction);
  return {
    message: post.message,
    hashtags: post.hashtags,
    accountIds: post.accountIds,
    accountsMetadata: post.accountsMetadata as AccountMetadata[],
    timing: reopenTiming(post.postDate, now, timeZone),
    images: post.images.flatMap((image) => {
      const url = text(image.url);
      if (url === undefined) return [];
      return [
        {
          key: newMediaKey(),
          url,
          mediaId: text(image.mediaId),
          mimeType: text(image.mimeType),
          width: count(image.width),
          height: count(image.height),
          size: count(image.size),
          progress: null,
        },
      ];
    }),
    video: post.video !== null && video.success ? video.data : null,
    videoProgress: null,
    postTitle: post.postTitle,
    callToAction: post.callToAction !== null && callToAction.success ? callToAction.data : null,
    saveToLibrary: false,
  };
}

/** True while any attachment is still uploading ("disabled while media loads"). */
export function isMediaLoading(values: ComposerValues): boolean {
  return values.videoProgress !== null || values.images.some((image) => image.progress !== null);
}
