import {
  type MediaKind,
  type PostVideo,
  type SocialType,
  mediaSelectionError,
  uploadKindError,
} from '@kairos/core';
import { useRef, useState } from 'react';
import { type FileAttachmentValues, type SingleFileKind, newMediaKey } from './attachment-values';
import { type UploadedMedia, uploadMedia } from './upload-media';
import { type UploadTracker } from './use-upload-tracker';
import { videoFacts } from './video-facts';

/** A video whose thumbnail is being chosen: "Videos queue ... through thumbnail capture". */
export interface ThumbnailRequest {
  /** Where the dialog plays the video from: the chosen file itself, or the stored video. */
  source: string;
  /** True right after the video was chosen: cancelling the dialog removes the video. */
  fresh: boolean;
}

export interface ChosenThumbnail {
  url: string;
  mediaId: string;
}

const isAbort = (failure: unknown) => failure instanceof DOMException && failure.name === 'AbortError';
const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

function withoutPending<V extends FileAttachmentValues>(values: V, key: string): V {
  return { ...values, pendingFiles: values.pendingFiles.filter((file) => file.key !== key) };
}

/**
 * The video, audio and PDF of a post: one of each, uploaded with a progress bar, removable. Shared by
 * the composer and the Add to Library modal (a library post has a video, no audio or PDF).
 */
export function useFileAttachments<V extends FileAttachmentValues>(options: {
  values: V;
  update: (change: (values: V) => V) => void;
  calendarId: string;
  networks: readonly SocialType[];
  tracker: UploadTracker;
  setError: (message: string | null) => void;
}) {
  const { values, update, calendarId, networks, tracker, setError } = options;
  const [thumbnailRequest, setThumbnailRequest] = useState<ThumbnailRequest | null>(null);
  // A thumbnail chosen while its video is still uploading is applied when the video is ready.
  const waitingThumbnail = useRef<ChosenThumbnail | null>(null);
  const localVideo = useRef<string | null>(null);
  const cancels = useRef(new Map<string, () => void>());

  function selectionError(kind: SingleFileKind): string | null {
    if (kind === 'audio' || kind === 'pdf') {
      const taken = values[kind] !== null || values.pendingFiles.some((file) => file.kind === kind);
      return (
        uploadKindError(kind, networks) ??
        (taken ? `Only one ${kind === 'pdf' ? 'PDF' : 'audio file'} can be attached` : null)
      );
    }
    const gifs = values.images.filter((image) => image.mimeType === 'image/gif').length;
    const videos =
      (values.video === null ? 0 : 1) + values.pendingFiles.filter((file) => file.kind === 'video').length;
    return mediaSelectionError({ images: values.images.length - gifs, gifs, videos: videos + 1 }, 'post');
  }

  function videoFrom(
    media: UploadedMedia,
    probed: { width: number; height: number; duration: number },
  ): PostVideo {
    const thumbnail = waitingThumbnail.current;
    waitingThumbnail.current = null;
    return {
      url: media.url,
      mediaId: media._id,
      thumbnail: thumbnail?.url ?? media.thumbnailUrl,
      ...(thumbnail === null ? {} : { thumbnailMediaId: thumbnail.mediaId }),
      duration: media.duration ?? probed.duration,
      videoWidth: media.width ?? probed.width,
      videoHeight: media.height ?? probed.height,
      size: media.size,
      postingVideoShort: false,
      postingVideoForKids: false,
      typeOfPostYoutube: 'private',
    };
  }

  async function upload(file: File, kind: Exclude<MediaKind, 'image' | 'gif'>) {
    const problem = selectionError(kind);
    if (problem !== null) return setError(problem);
    setError(null);
    const key = newMediaKey();
    const preview = kind === 'video' ? URL.createObjectURL(file) : null;
    if (preview !== null) {
      localVideo.current = preview;
      waitingThumbnail.current = null;
      setThumbnailRequest({ source: preview, fresh: true });
    }
    update((current) => ({
      ...current,
      pendingFiles: [...current.pendingFiles, { key, kind, name: file.name, progress: 0 }],
    }));
    const run = tracker.begin();
    cancels.current.set(key, run.cancel);
    try {
      const probed = preview === null ? null : videoFacts(preview);
      const media = await uploadMedia(
        file,
        calendarId,
        (progress) =>
          update((current) => ({
            ...current,
            pendingFiles: current.pendingFiles.map((entry) =>
              entry.key === key ? { ...entry, progress } : entry,
            ),
          })),
        { kind, signal: run.signal, onStarted: run.onStarted },
      );
      const facts =
        probed === null || (media.width !== null && media.duration !== null) ? null : await probed;
      update((current) => {
        // Removed while it uploaded: nothing to attach.
        if (!current.pendingFiles.some((entry) => entry.key === key)) return current;
        const rest = withoutPending(current, key);
        if (kind === 'video')
          return { ...rest, video: videoFrom(media, facts ?? { width: 1, height: 1, duration: 0 }) };
        if (kind === 'audio') {
          return {
            ...rest,
            audio: {
              url: media.url,
              mediaId: media._id,
              name: file.name,
              size: media.size,
              thumbnail: null,
              ...(media.duration === null ? {} : { duration: media.duration }),
            },
          };
        }
        return {
          ...rest,
          pdf: { url: media.url, mediaId: media._id, name: file.name, size: media.size, thumbnail: null },
        };
      });
    } catch (failure) {
      update((current) => withoutPending(current, key));
      if (kind === 'video') setThumbnailRequest(null);
      if (!isAbort(failure)) setError(messageOf(failure));
    } finally {
      run.end();
      cancels.current.delete(key);
    }
  }

  /** Removes the attached file of a kind, and stops and deletes any of that kind still uploading. */
  function remove(kind: SingleFileKind) {
    setError(null);
    if (kind === 'video') {
      waitingThumbnail.current = null;
      tracker.drop(values.video?.thumbnailMediaId);
    }
    tracker.drop(values[kind]?.mediaId);
    for (const file of values.pendingFiles.filter((entry) => entry.kind === kind)) {
      cancels.current.get(file.key)?.();
    }
    update((current) => ({
      ...current,
      [kind]: null,
      pendingFiles: current.pendingFiles.filter((file) => file.kind !== kind),
    }));
  }

  function applyThumbnail(thumbnail: ChosenThumbnail) {
    setThumbnailRequest(null);
    tracker.drop(values.video?.thumbnailMediaId ?? waitingThumbnail.current?.mediaId);
    update((current) => {
      if (current.video === null) {
        waitingThumbnail.current = thumbnail;
        return current;
      }
      return {
        ...current,
        video: { ...current.video, thumbnail: thumbnail.url, thumbnailMediaId: thumbnail.mediaId },
      };
    });
  }

  function cancelThumbnail() {
    const request = thumbnailRequest;
    setThumbnailRequest(null);
    // "cancel removes that video and moves to the next".
    if (request?.fresh) remove('video');
  }

  /** Uploads the chosen picture as the video's thumbnail (the server takes jpg or png only). */
  async function uploadThumbnail(blob: Blob, name: string): Promise<ChosenThumbnail> {
    const file = blob instanceof File ? blob : new File([blob], name, { type: blob.type });
    const run = tracker.begin();
    try {
      const media = await uploadMedia(file, calendarId, () => undefined, {
        kind: 'thumbnail',
        signal: run.signal,
        onStarted: run.onStarted,
      });
      return { url: media.url, mediaId: media._id };
    } finally {
      run.end();
    }
  }

  function chooseThumbnail() {
    if (values.video === null) return;
    setThumbnailRequest({ source: localVideo.current ?? values.video.url, fresh: false });
  }

  /** A video the server made (the image studio's video tools): it replaces the post's video. */
  function attachStoredVideo(media: UploadedMedia) {
    const run = tracker.begin();
    run.onStarted(media._id);
    run.end();
    update((current) => ({ ...current, video: videoFrom(media, { width: 1, height: 1, duration: 0 }) }));
  }

  return {
    upload,
    remove,
    attachStoredVideo,
    thumbnailRequest,
    uploadThumbnail,
    applyThumbnail,
    cancelThumbnail,
    chooseThumbnail,
  };
}
