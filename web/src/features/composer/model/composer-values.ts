import {
  type AccountMetadata,
  type CallToAction,
  type MediaMetadata,
  type PostAudio,
  type PostEvent,
  type PostPdf,
  type PostTiming,
  type PostVideo,
  type PostView,
  type TikTokPostSettings,
  reopenTiming,
} from '@kairos/core';
import { newMediaKey, type PendingFile } from '../../../lib/media/attachment-values';

/** An attached image: ready when `progress` is null, else still uploading (0 to 100). */
export interface ComposerImage {
  key: string;
  url: string;
  mediaId?: string | undefined;
  /** The upload's JPEG rendition, for networks that take JPEG only (Instagram). */
  jpegUrl?: string | undefined;
  mimeType?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  size?: number | undefined;
  /** What a screen reader says of the image (issue 16); empty sends nothing. */
  alt?: string | undefined;
  progress: number | null;
}

/** A later part of the thread ("Add to thread"): its own text and images (decision 0064). */
export interface ComposerReply {
  key: string;
  message: string;
  images: ComposerImage[];
}

/** What the composer edits; `toPostBody` turns it into the API's body. */
export interface ComposerValues {
  message: string;
  hashtags: string[];
  accountIds: string[];
  accountsMetadata: AccountMetadata[];
  /** What was chosen for each TikTok account (privacy, interactions, disclosure). */
  tiktokSettings: TikTokPostSettings[];
  timing: PostTiming;
  images: ComposerImage[];
  video: PostVideo | null;
  audio: PostAudio | null;
  pdf: PostPdf | null;
  /** Videos, audio and PDFs still uploading: Post / Schedule waits for them. */
  pendingFiles: PendingFile[];
  /** The web-story button and title drawn on an image, one entry per image that has them. */
  mediaMetadata: MediaMetadata[];
  postTitle: string;
  callToAction: CallToAction | null;
  /** The Google My Business event, when the post is one. */
  event: PostEvent | null;
  /** The thread's later parts, sent as replies on the networks that thread. */
  thread: ComposerReply[];
  /** Posted under the post on the networks that take a first comment; empty for none. */
  firstComment: string;
  saveToLibrary: boolean;
  /** The 'Save to Library' category ("Please select a category to save a copy to library"). */
  libraryCategoryId: string | null;
}

export function emptyComposerValues(): ComposerValues {
  return {
    message: '',
    hashtags: [],
    accountIds: [],
    accountsMetadata: [],
    tiktokSettings: [],
    timing: { mode: 'now' },
    images: [],
    video: null,
    audio: null,
    pdf: null,
    pendingFiles: [],
    mediaMetadata: [],
    postTitle: '',
    callToAction: null,
    event: null,
    thread: [],
    firstComment: '',
    saveToLibrary: false,
    libraryCategoryId: null,
  };
}

/** An empty later part of the thread, ready to be written. */
export const newReply = (): ComposerReply => ({ key: newMediaKey(), message: '', images: [] });

/** Web-story metadata names its image by upload id, or by address for an image added by URL. */
export const metadataKeyOf = (image: ComposerImage): string => image.mediaId ?? image.url;

/** "Editing reopens the post: time already past means 'now', otherwise 'schedule'." */
export function valuesFromPost(post: PostView, now: Date, timeZone: string): ComposerValues {
  return {
    message: post.message,
    hashtags: post.hashtags,
    accountIds: post.accountIds,
    accountsMetadata: post.accountsMetadata,
    tiktokSettings: post.tiktokSettings,
    timing: reopenTiming(post.postDate, now, timeZone),
    images: post.images.map((image) => ({ ...image, key: newMediaKey(), progress: null })),
    video: post.video,
    audio: post.audio,
    pdf: post.pdf,
    pendingFiles: [],
    mediaMetadata: post.mediaMetadata,
    postTitle: post.postTitle,
    callToAction: post.callToAction,
    event: post.event,
    thread: post.thread.map((reply) => ({
      key: newMediaKey(),
      message: reply.message,
      images: reply.images.map((image) => ({ ...image, key: newMediaKey(), progress: null })),
    })),
    firstComment: post.firstComment,
    saveToLibrary: false,
    libraryCategoryId: null,
  };
}

/** True while any attachment is still uploading ("disabled while media loads"). */
export function isMediaLoading(values: ComposerValues): boolean {
  const uploading = (images: readonly ComposerImage[]) => images.some((image) => image.progress !== null);
  return (
    values.pendingFiles.length > 0 ||
    uploading(values.images) ||
    values.thread.some((reply) => uploading(reply.images))
  );
}
