import { mediaKindOf, mediaSelectionError, messages, uploadFileError } from '@kairos/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { uploadMedia } from '../../../lib/media/upload-media';
import { type LibraryImage, type LibraryPostValues, newImageKey } from './library-post-values';

type Update = (change: (values: LibraryPostValues) => LibraryPostValues) => void;

const patch =
  (key: string, change: Partial<LibraryImage>) =>
  (values: LibraryPostValues): LibraryPostValues => ({
    ...values,
    images: values.images.map((image) => (image.key === key ? { ...image, ...change } : image)),
  });

/** Uploads pictures for a library post with the media pipeline's rules (size, type, 10 images or 1 GIF). */
export function useLibraryUploads(values: LibraryPostValues, update: Update, calendarId: string) {
  const [error, setError] = useState<string | null>(null);

  function upload(files: File[]) {
    const gifs = values.images.filter((image) => /\.gif($|\?)/i.test(image.url)).length;
    let added = { images: values.images.length - gifs, gifs };
    const accepted: File[] = [];
    for (const file of files) {
      const problem = uploadFileError(file);
      if (problem !== null) return setError(problem);
      const kind = mediaKindOf(file);
      if (kind !== 'image' && kind !== 'gif') return setError(messages.media.unsupportedFormat(file.type));
      added = kind === 'gif' ? { ...added, gifs: added.gifs + 1 } : { ...added, images: added.images + 1 };
      const countProblem = mediaSelectionError({ ...added, videos: 0 }, 'post');
      if (countProblem !== null) return setError(countProblem);
      accepted.push(file);
    }
    setError(null);
    for (const file of accepted) void uploadOne(file);
  }

  async function uploadOne(file: File) {
    const key = newImageKey();
    const preview = URL.createObjectURL(file);
    update((current) => ({ ...current, images: [...current.images, { key, url: preview, progress: 0 }] }));
    try {
      const media = await uploadMedia(file, calendarId, (progress) => update(patch(key, { progress })));
      update(patch(key, { url: media.url, progress: null }));
    } catch (failure) {
      update((current) => ({ ...current, images: current.images.filter((image) => image.key !== key) }));
      setError(errorMessage(failure));
    } finally {
      URL.revokeObjectURL(preview);
    }
  }

  const remove = (key: string) =>
    update((current) => ({ ...current, images: current.images.filter((image) => image.key !== key) }));

  return { error, upload, remove, uploading: values.images.some((image) => image.progress !== null) };
}
