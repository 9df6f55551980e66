import {
  type MediaSelection,
  type MediaView,
  mediaKindOf,
  mediaSelectionError,
  messages,
  uploadFileError,
} from '@kairos/core';
import { useState } from 'react';
import { uploadMedia } from '../../../lib/media/upload-media';
import { useFileAttachments } from '../../../lib/media/use-file-attachments';
import { useUploadTracker } from '../../../lib/media/use-upload-tracker';
import { type LibraryImage, type LibraryPostValues, newImageKey } from './library-post-values';

type Update = (change: (values: LibraryPostValues) => LibraryPostValues) => void;

const patch =
  (key: string, change: Partial<LibraryImage>) =>
  (values: LibraryPostValues): LibraryPostValues => ({
    ...values,
    images: values.images.map((image) => (image.key === key ? { ...image, ...change } : image)),
  });

const isGif = (image: LibraryImage) => image.mimeType === 'image/gif' || /\.gif($|\?)/i.test(image.url);
const isAbort = (failure: unknown) => failure instanceof DOMException && failure.name === 'AbortError';

/**
 * The Add to Library modal's uploader, with the composer's rules (type and size, "Up to 10 images, or
 * 1 video, or 1 GIF"): pictures here, the video and its 'Choose Thumbnail' through the composer's
 * useFileAttachments. Every upload is tracked, so Cancel deletes what was not saved (decision 0026).
 */
export function useLibraryMedia(values: LibraryPostValues, update: Update, calendarId: string) {
  const [error, setError] = useState<string | null>(null);
  const tracker = useUploadTracker();
  const files = useFileAttachments({ values, update, calendarId, networks: [], tracker, setError });

  /** Files picked together are counted together: a video with pictures is refused as a whole. */
  function upload(picked: readonly File[]) {
    const gifs = values.images.filter(isGif).length;
    const selection: MediaSelection = {
      images: values.images.length - gifs,
      gifs,
      videos: (values.video === null ? 0 : 1) + values.pendingFiles.length,
    };
    const accepted: { file: File; video: boolean }[] = [];
    for (const file of picked) {
      const problem = uploadFileError(file);
      if (problem !== null) return setError(problem);
      const kind = mediaKindOf(file);
      if (kind === 'audio' || kind === 'pdf' || kind === null) {
        return setError(messages.media.unsupportedFormat(file.type));
      }
      const counted = kind === 'image' ? 'images' : kind === 'gif' ? 'gifs' : 'videos';
      selection[counted] += 1;
      const countProblem = mediaSelectionError(selection, 'post');
      if (countProblem !== null) return setError(countProblem);
      accepted.push({ file, video: kind === 'video' });
    }
    setError(null);
    for (const { file, video } of accepted) void (video ? files.upload(file, 'video') : uploadImage(file));
  }

  async function uploadImage(file: File) {
    const key = newImageKey();
    const preview = URL.createObjectURL(file);
    update((current) => ({ ...current, images: [...current.images, { key, url: preview, progress: 0 }] }));
    const run = tracker.begin();
    try {
      const media = await uploadMedia(file, calendarId, (progress) => update(patch(key, { progress })), {
        kind: 'image',
        signal: run.signal,
        onStarted: run.onStarted,
      });
      update(patch(key, { url: media.url, mediaId: media._id, mimeType: media.mimeType, progress: null }));
    } catch (failure) {
      update((current) => ({ ...current, images: current.images.filter((image) => image.key !== key) }));
      if (!isAbort(failure)) setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      run.end();
      URL.revokeObjectURL(preview);
    }
  }

  /** Pictures the server stored (from a page or a stock search), counted and attached as uploads are. */
  function addStored(stored: readonly MediaView[]) {
    const gifs =
      values.images.filter(isGif).length + stored.filter((media) => media.mimeType === 'image/gif').length;
    const problem = mediaSelectionError(
      { images: values.images.length + stored.length - gifs, gifs, videos: values.video === null ? 0 : 1 },
      'post',
    );
    setError(problem);
    if (problem !== null) return;
    stored.forEach((media) => {
      const run = tracker.begin();
      run.onStarted(media._id);
      run.end();
    });
    const added = stored.map((media) => ({
      key: newImageKey(),
      url: media.url,
      mediaId: media._id,
      mimeType: media.mimeType,
      progress: null,
    }));
    update((current) => ({ ...current, images: [...current.images, ...added] }));
  }

  function removeImage(key: string) {
    setError(null);
    tracker.drop(values.images.find((image) => image.key === key)?.mediaId);
    update((current) => ({ ...current, images: current.images.filter((image) => image.key !== key) }));
  }

  return {
    error,
    upload,
    addStored,
    removeImage,
    files,
    uploading: values.pendingFiles.length > 0 || values.images.some((image) => image.progress !== null),
    /** Cancel: stops what is still sending and deletes every upload of this modal not saved. */
    discardUploads: tracker.discard,
    /** Saved: the library post's uploads stay, and closing deletes nothing. */
    keepUploads: tracker.keep,
  };
}
