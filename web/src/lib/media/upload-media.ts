import {
  mediaViewSchema,
  temporaryDeleteSchema,
  uploadTicketSchema,
  type MediaView,
  type UploadRequest,
} from '@kairos/core';
import { apiClient } from '../api-client';
import { getToken } from '../stored-session';

/**
 * The signed upload of the media pipeline: POST /api/media/uploads gives a signed address, the browser
 * PUTs the bytes straight to storage, then POST /api/media/uploads/{id}/complete lets the server read
 * the real type, size and dimensions (core/media/media-api.ts holds both sides' schemas).
 */
export type UploadedMedia = MediaView;

function putWithProgress(
  url: string,
  file: Blob,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    const token = getToken();
    // Local-disk storage sits behind our own API; a foreign (S3) host must not see the session.
    if (token !== null && new URL(url, window.location.href).origin === window.location.origin) {
      request.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`The upload failed (HTTP ${request.status}). Please try again.`));
    request.onerror = () =>
      reject(new Error('The upload failed. Please check your connection and try again.'));
    request.send(file);
  });
}

export interface UploadOptions {
  /** What the uploader is for: the server refuses another kind (a thumbnail takes jpg or png only). */
  kind?: UploadRequest['kind'];
  /** Called once the upload has an id, before any byte is sent: Cancel deletes it by that id. */
  onStarted?: (uploadId: string) => void;
  signal?: AbortSignal;
}

/** Uploads one file through the signed address, reporting progress from 0 to 100. */
export async function uploadMedia(
  file: File,
  calendarId: string,
  onProgress: (percent: number) => void,
  options: UploadOptions = {},
): Promise<UploadedMedia> {
  const ticket = await apiClient.post(
    '/api/media/uploads',
    {
      calendarId,
      fileName: file.name,
      mimeType: file.type,
      size: file.size,
      ...(options.kind === undefined ? {} : { kind: options.kind }),
    },
    { schema: uploadTicketSchema },
  );
  options.onStarted?.(ticket.uploadId);
  await putWithProgress(ticket.uploadUrl, file, ticket.headers, onProgress, options.signal);
  return apiClient.post(`/api/media/uploads/${ticket.uploadId}/complete`, {}, { schema: mediaViewSchema });
}

/**
 * The composer's and the Add to Library modal's Cancel: "Cancel deletes pending uploaded files, then
 * closes". The server deletes only uploads no post or library post uses, so sending an id a saved one
 * took is harmless.
 */
export async function deleteTemporaryUploads(files: readonly string[]): Promise<void> {
  if (files.length === 0) return;
  await apiClient.post(
    '/api/media/temporary-delete',
    { files: [...files] },
    { schema: temporaryDeleteSchema },
  );
}
