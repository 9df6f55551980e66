import {
  type MediaMetadata,
  type MediaView,
  type SocialType,
  mediaKindOf,
  mediaSelectionError,
  messages,
  uploadFileError,
} from '@kairos/core';
import { useState } from 'react';
import { uploadMedia } from '../../../lib/media/upload-media';
import { newMediaKey } from '../../../lib/media/attachment-values';
import { useFileAttachments } from '../../../lib/media/use-file-attachments';
import { useUploadTracker } from '../../../lib/media/use-upload-tracker';
import { type ComposerImage, type ComposerValues, metadataKeyOf } from './composer-values';

type Update = (change: (values: ComposerValues) => ComposerValues) => void;

function patchImage(key: string, patch: Partial<ComposerImage>): (values: ComposerValues) => ComposerValues {
  return (values) => ({
    ...values,
    images: values.images.map((image) => (image.key === key ? { ...image, ...patch } : image)),
  });
}

/**
 * Adding, uploading, reordering and removing the post's media: images here, the video (with its
 * thumbnail), audio and PDF in useFileAttachments. `discardUploads` is the Cancel of the composer.
 */
export function useMediaAttachments(
  values: ComposerValues,
  update: Update,
  calendarId: string,
  networks: readonly SocialType[] = [],
) {
  const [mediaError, setMediaError] = useState<string | null>(null);
  const tracker = useUploadTracker();
  const files = useFileAttachments({
    values,
    update,
    calendarId,
    networks,
    tracker,
    setError: setMediaError,
  });

  function countError(extraImages: number, extraGifs: number, extraVideos = 0): string | null {
    const gifs = values.images.filter((image) => image.mimeType === 'image/gif').length;
    return mediaSelectionError(
      {
        images: values.images.length - gifs + extraImages,
        gifs: gifs + extraGifs,
        videos:
          (values.video === null ? 0 : 1) +
          values.pendingFiles.filter((file) => file.kind === 'video').length +
          extraVideos,
      },
      'post',
    );
  }

  function addByUrl(url: string) {
    const isGif = /\.gif($|\?)/i.test(url);
    const error = countError(isGif ? 0 : 1, isGif ? 1 : 0);
    setMediaError(error);
    if (error !== null) return;
    const image: ComposerImage = {
      key: newMediaKey(),
      url,
      progress: null,
      mimeType: isGif ? 'image/gif' : undefined,
    };
    update((current) => ({ ...current, images: [...current.images, image] }));
  }

  /** Images the server stored for the post (from a page or a stock search), attached as uploads are. */
  function addStored(stored: readonly MediaView[]) {
    const gifs = stored.filter((media) => media.mimeType === 'image/gif').length;
    const error = countError(stored.length - gifs, gifs);
    setMediaError(error);
    if (error !== null) return;
    // Tracked like uploads: the composer's Cancel deletes them.
    stored.forEach((media) => {
      const run = tracker.begin();
      run.onStarted(media._id);
      run.end();
    });
    const added = stored.map((media): ComposerImage => ({
      key: newMediaKey(),
      url: media.url,
      mediaId: media._id,
      jpegUrl: media.jpegUrl ?? undefined,
      mimeType: media.mimeType,
      size: media.size,
      width: media.width ?? undefined,
      height: media.height ?? undefined,
      progress: null,
    }));
    update((current) => ({ ...current, images: [...current.images, ...added] }));
  }

  async function upload(file: File | Blob, name: string, replaceKey?: string) {
    const named = file instanceof File ? file : new File([file], name, { type: file.type });
    const error = uploadFileError(named);
    if (error !== null) return setMediaError(error);
    const kind = mediaKindOf(named);
    if (kind === null) return setMediaError(messages.media.unsupportedFormat(named.type));
    if (kind !== 'image' && kind !== 'gif') return files.upload(named, kind);
    if (replaceKey === undefined) {
      const countProblem = countError(kind === 'image' ? 1 : 0, kind === 'gif' ? 1 : 0);
      if (countProblem !== null) return setMediaError(countProblem);
    }
    setMediaError(null);
    const key = replaceKey ?? newMediaKey();
    const preview = URL.createObjectURL(named);
    update((current) =>
      replaceKey === undefined
        ? { ...current, images: [...current.images, { key, url: preview, progress: 0 }] }
        : patchImage(key, { url: preview, progress: 0 })(current),
    );
    const run = tracker.begin();
    try {
      const media = await uploadMedia(
        named,
        calendarId,
        (progress) => update(patchImage(key, { progress })),
        {
          kind: 'image',
          signal: run.signal,
          onStarted: run.onStarted,
        },
      );
      update(
        patchImage(key, {
          url: media.url,
          mediaId: media._id,
          jpegUrl: media.jpegUrl ?? undefined,
          mimeType: media.mimeType,
          size: media.size,
          width: media.width ?? undefined,
          height: media.height ?? undefined,
          progress: null,
        }),
      );
    } catch (failure) {
      update((current) => ({ ...current, images: current.images.filter((image) => image.key !== key) }));
      const aborted = failure instanceof DOMException && failure.name === 'AbortError';
      if (!aborted) setMediaError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      run.end();
      URL.revokeObjectURL(preview);
    }
  }

  /**
   * Files picked together are counted together first: two videos, or a video with images, in one
   * pick are refused as a whole with the spec's message rather than half uploaded.
   */
  function uploadMany(files: readonly File[]) {
    const kinds = files.map((file) => mediaKindOf(file));
    const count = (kind: string) => kinds.filter((entry) => entry === kind).length;
    if (files.length > 1 && count('video') + count('image') + count('gif') > 0) {
      const problem = countError(count('image'), count('gif'), count('video'));
      if (problem !== null) return setMediaError(problem);
    }
    files.forEach((file) => void upload(file, file.name));
  }

  function move(from: number, to: number) {
    update((current) => {
      const images = [...current.images];
      const [moved] = images.splice(from, 1);
      if (moved !== undefined) images.splice(to, 0, moved);
      return { ...current, images };
    });
  }

  function remove(key: string) {
    setMediaError(null);
    tracker.drop(values.images.find((image) => image.key === key)?.mediaId);
    update((current) => ({
      ...current,
      images: current.images.filter((image) => image.key !== key),
      mediaMetadata: current.mediaMetadata.filter((entry) => {
        const removed = current.images.find((image) => image.key === key);
        return removed === undefined || entry.mediaId !== metadataKeyOf(removed);
      }),
    }));
  }

  /** Saves (or clears, when `entry` is null) the web-story metadata of one image. */
  function setMetadata(mediaId: string, entry: MediaMetadata | null) {
    update((current) => ({
      ...current,
      mediaMetadata: [
        ...current.mediaMetadata.filter((existing) => existing.mediaId !== mediaId),
        ...(entry === null ? [] : [entry]),
      ],
    }));
  }

  /** A picture the server made and stored (the image studio's banner): attached as an upload is. */
  function attachStored(media: MediaView) {
    const error = countError(1, 0);
    setMediaError(error);
    if (error !== null) return;
    // Tracked as this composer's upload: Cancel deletes it like any other.
    const run = tracker.begin();
    run.onStarted(media._id);
    run.end();
    const image: ComposerImage = {
      key: newMediaKey(),
      url: media.url,
      mediaId: media._id,
      jpegUrl: media.jpegUrl ?? undefined,
      mimeType: media.mimeType,
      size: media.size,
      width: media.width ?? undefined,
      height: media.height ?? undefined,
      progress: null,
    };
    update((current) => ({ ...current, images: [...current.images, image] }));
  }

  /** Sets (or clears, when empty) an image's alt text. */
  function setAlt(key: string, alt: string) {
    update(patchImage(key, { alt: alt.trim() === '' ? undefined : alt }));
  }

  return {
    mediaError,
    addByUrl,
    addStored,
    upload,
    uploadMany,
    move,
    remove,
    setMetadata,
    setAlt,
    attachStored,
    files,
    discardUploads: tracker.discard,
    keepUploads: tracker.keep,
    /** The composer's uploads: a thread's images are tracked with the post's (Cancel deletes them all). */
    tracker,
  };
}
