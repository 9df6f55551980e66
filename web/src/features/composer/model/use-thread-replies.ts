import { maxReplyImages, maxThreadReplies, mediaKindOf, messages, uploadFileError } from '@kairos/core';
import { useState } from 'react';
import { newMediaKey } from '../../../lib/media/attachment-values';
import { uploadMedia } from '../../../lib/media/upload-media';
import { type UploadTracker } from '../../../lib/media/use-upload-tracker';
import { type ComposerImage, type ComposerReply, type ComposerValues, newReply } from './composer-values';

type Update = (change: (values: ComposerValues) => ComposerValues) => void;

/** Changes one part of the thread, by its key. */
const patchReply =
  (key: string, change: (reply: ComposerReply) => ComposerReply) =>
  (values: ComposerValues): ComposerValues => ({
    ...values,
    thread: values.thread.map((reply) => (reply.key === key ? change(reply) : reply)),
  });

const patchImage = (replyKey: string, imageKey: string, patch: Partial<ComposerImage>) =>
  patchReply(replyKey, (reply) => ({
    ...reply,
    images: reply.images.map((image) => (image.key === imageKey ? { ...image, ...patch } : image)),
  }));

/**
 * The thread's later parts (decision 0064): adding, writing and removing them, and their images,
 * uploaded as the post's are and tracked with them, so Cancel deletes them too. A part takes images
 * only, at most `maxReplyImages`; an error names the part it is about.
 */
export function useThreadReplies(
  values: ComposerValues,
  update: Update,
  calendarId: string,
  tracker: UploadTracker,
) {
  const [error, setError] = useState<{ replyKey: string; message: string } | null>(null);

  function add() {
    if (values.thread.length >= maxThreadReplies) return;
    update((current) => ({ ...current, thread: [...current.thread, newReply()] }));
  }

  function remove(key: string) {
    const reply = values.thread.find((candidate) => candidate.key === key);
    reply?.images.forEach((image) => tracker.drop(image.mediaId));
    update((current) => ({
      ...current,
      thread: current.thread.filter((candidate) => candidate.key !== key),
    }));
  }

  function move(from: number, to: number) {
    update((current) => {
      const thread = [...current.thread];
      const [moved] = thread.splice(from, 1);
      if (moved !== undefined) thread.splice(to, 0, moved);
      return { ...current, thread };
    });
  }

  const setMessage = (key: string, message: string) =>
    update(patchReply(key, (reply) => ({ ...reply, message })));

  function uploadMany(replyKey: string, files: readonly File[]) {
    const reply = values.thread.find((candidate) => candidate.key === replyKey);
    if (!reply) return;
    const fail = (message: string) => setError({ replyKey, message });
    if (files.some((file) => !['image', 'gif'].includes(mediaKindOf(file) ?? '')))
      return fail(messages.networkRules.threadReplyImagesOnly);
    if (reply.images.length + files.length > maxReplyImages)
      return fail(messages.media.maxImages(maxReplyImages));
    const refused = files.map((file) => uploadFileError(file)).find((problem) => problem !== null);
    if (refused) return fail(refused);
    setError(null);
    files.forEach((file) => void upload(replyKey, file));
  }

  async function upload(replyKey: string, file: File) {
    const key = newMediaKey();
    const preview = URL.createObjectURL(file);
    update(
      patchReply(replyKey, (reply) => ({
        ...reply,
        images: [...reply.images, { key, url: preview, progress: 0 }],
      })),
    );
    const run = tracker.begin();
    try {
      const media = await uploadMedia(
        file,
        calendarId,
        (progress) => update(patchImage(replyKey, key, { progress })),
        {
          kind: 'image',
          signal: run.signal,
          onStarted: run.onStarted,
        },
      );
      update(
        patchImage(replyKey, key, {
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
      update(
        patchReply(replyKey, (reply) => ({
          ...reply,
          images: reply.images.filter((image) => image.key !== key),
        })),
      );
      const aborted = failure instanceof DOMException && failure.name === 'AbortError';
      if (!aborted)
        setError({ replyKey, message: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      run.end();
      URL.revokeObjectURL(preview);
    }
  }

  function removeImage(replyKey: string, imageKey: string) {
    const reply = values.thread.find((candidate) => candidate.key === replyKey);
    tracker.drop(reply?.images.find((image) => image.key === imageKey)?.mediaId);
    update(
      patchReply(replyKey, (found) => ({
        ...found,
        images: found.images.filter((image) => image.key !== imageKey),
      })),
    );
  }

  /** Sets (or clears, when empty) a part's image's alt text. */
  const setAlt = (replyKey: string, imageKey: string, alt: string) =>
    update(patchImage(replyKey, imageKey, { alt: alt.trim() === '' ? undefined : alt }));

  return { error, add, remove, move, setMessage, uploadMany, removeImage, setAlt };
}

export type ThreadReplies = ReturnType<typeof useThreadReplies>;
