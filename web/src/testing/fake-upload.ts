import { vi } from 'vitest';
import { type RecordedCall, mockApi } from './mock-api';

/** The browser's XMLHttpRequest for the PUT to storage: the test decides when bytes progress and land. */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  url = '';
  aborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeUpload.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  finish() {
    this.status = 204;
    this.onload?.();
  }
}

/** The id of the n-th upload a test starts (from 1). */
export const uploadId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** What the server reads of an upload: a video is 1280x720 and 12.4 s long. */
function mediaView(id: string, mimeType: string) {
  return {
    _id: id,
    url: `/api/media/files/${id}`,
    thumbnailUrl: null,
    mimeType,
    size: 2048,
    width: mimeType.startsWith('video/') ? 1280 : null,
    height: mimeType.startsWith('video/') ? 720 : null,
    duration: mimeType.startsWith('video/') ? 12.4 : null,
    is4K: false,
  };
}

/** The uploader's calls (start, complete, temporary-delete) besides `extra`; uploads get ids 1, 2, ... */
export function mediaApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const types = new Map<string, string>();
  let started = 0;
  const handlers: Parameters<typeof mockApi>[0] = {
    'POST /api/media/uploads': (call: RecordedCall) => {
      started += 1;
      const id = uploadId(started);
      types.set(id, (call.body as { mimeType: string }).mimeType);
      return {
        status: 201,
        body: {
          uploadId: id,
          uploadUrl: `/api/media/uploads/${id}/content`,
          method: 'PUT',
          headers: {},
          expiresAt: '2030-01-01T00:00:00.000Z',
        },
      };
    },
    'POST /api/media/temporary-delete': (call) => ({ body: call.body }),
    ...extra,
  };
  for (let n = 1; n <= 6; n += 1) {
    handlers[`POST /api/media/uploads/${uploadId(n)}/complete`] = () => ({
      body: mediaView(uploadId(n), types.get(uploadId(n)) ?? 'image/png'),
    });
  }
  return mockApi(handlers);
}

/** Call in beforeEach: uploads go to FakeUpload, and object URLs need no real Blob. */
export function fakeUploads() {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  URL.createObjectURL = () => 'blob:local-preview';
  URL.revokeObjectURL = () => {};
}

/** A file of `size` bytes, as a file dialog gives it. */
export const file = (name: string, type: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type });
