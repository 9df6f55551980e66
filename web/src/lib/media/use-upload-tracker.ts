import { useCallback, useEffect, useRef } from 'react';
import { deleteTemporaryUploads } from './upload-media';

/**
 * Remembers every upload this composer (or Add to Library modal) started (by id, from the moment the server gave one) and the
 * requests still sending bytes. "Cancel deletes pending uploaded files, then closes": `discard`
 * stops what is running and asks the server to delete them all; uploads a saved post took are kept
 * by the server. The composer going away any other way (Back, another page) does the same, unless
 * `keep` was called when the post was saved.
 */
export function useUploadTracker() {
  const started = useRef(new Set<string>());
  const running = useRef(new Set<AbortController>());

  useEffect(() => {
    const controllers = running.current;
    const ids = started.current;
    return () => {
      controllers.forEach((controller) => controller.abort());
      if (ids.size > 0) void deleteTemporaryUploads([...ids]).catch(() => undefined);
      ids.clear();
    };
  }, []);

  /** Deletes one upload the user removed, if this composer started it. */
  const drop = useCallback((mediaId: string | undefined) => {
    if (mediaId === undefined || !started.current.has(mediaId)) return;
    started.current.delete(mediaId);
    void deleteTemporaryUploads([mediaId]).catch(() => undefined);
  }, []);

  const begin = useCallback(() => {
    const controller = new AbortController();
    let uploadId: string | undefined;
    running.current.add(controller);
    return {
      signal: controller.signal,
      onStarted: (id: string) => {
        uploadId = id;
        started.current.add(id);
      },
      end: () => running.current.delete(controller),
      /** Stops this upload and deletes what it sent. */
      cancel: () => {
        controller.abort();
        running.current.delete(controller);
        drop(uploadId);
      },
    };
  }, [drop]);

  const discard = useCallback(async () => {
    running.current.forEach((controller) => controller.abort());
    running.current.clear();
    const ids = [...started.current];
    started.current.clear();
    await deleteTemporaryUploads(ids);
  }, []);

  /** The post was saved: what it uses stays, and closing deletes nothing. */
  const keep = useCallback(() => started.current.clear(), []);

  return { begin, discard, drop, keep };
}

export type UploadTracker = ReturnType<typeof useUploadTracker>;
