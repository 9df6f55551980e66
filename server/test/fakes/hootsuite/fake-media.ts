import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { hootsuiteError } from './fake-messages';

interface Upload {
  mimeType: string;
  sizeBytes: number;
  received: number;
  /** State checks left in QUEUED after the bytes arrived. */
  checksLeft: number;
}

const types = new Set(['video/mp4', 'image/gif', 'image/jpeg', 'image/jpg', 'image/png']);

/** Hootsuite's media: an S3 upload URL per file, PUT with the same type and size, QUEUED then READY. */
export class FakeHootsuiteMedia {
  readonly uploads = new Map<string, Upload>();
  processingChecks = 1;
  /** The states an upload shows while Hootsuite processes it; any string, READY at the end. */
  pendingState = 'QUEUED';

  create(request: FakeHttpRequest, origin: string): FakeAnswer {
    const body = request.json() ?? {};
    const sizeBytes = Number(body.sizeBytes);
    const mimeType = String(body.mimeType ?? '');
    if (!types.has(mimeType) || !Number.isInteger(sizeBytes) || sizeBytes <= 0)
      return hootsuiteError(
        400,
        4001,
        'sizeBytes and a supported mimeType (video/mp4, image/gif, image/jpeg, image/png) are required',
      );
    const key = `${this.uploads.size + 1}_${crypto.randomUUID()}`;
    const id = Buffer.from(`${origin}/hootsuite-uploads/${key}`).toString('base64');
    this.uploads.set(id, { mimeType, sizeBytes, received: 0, checksLeft: this.processingChecks });
    return {
      status: 200,
      json: {
        data: {
          id,
          uploadUrl: `${origin}/hootsuite-uploads/${key}?Expires=${Math.floor(Date.now() / 1000) + 1799}&Signature=fake`,
          uploadUrlDurationSeconds: 1799,
        },
      },
    };
  }

  /** The S3 URL: "The MIME type and size provided ... must match the MIME type and size of the media uploaded". */
  receive(request: FakeHttpRequest, origin: string): FakeAnswer {
    const id = Buffer.from(`${origin}${request.path}`).toString('base64');
    const upload = this.uploads.get(id);
    const denied = {
      status: 403,
      text: '<Error><Code>AccessDenied</Code></Error>',
      headers: { 'content-type': 'application/xml' },
    };
    if (
      !upload ||
      request.header('content-type') !== upload.mimeType ||
      request.bytes.length !== upload.sizeBytes
    )
      return denied;
    upload.received = request.bytes.length;
    return { status: 200, text: '' };
  }

  state(id: string, origin: string): FakeAnswer {
    const upload = this.uploads.get(id);
    if (!upload) return hootsuiteError(404, 4004, 'Media not found');
    if (upload.received > 0 && upload.checksLeft > 0) upload.checksLeft -= 1;
    const ready = upload.received > 0 && upload.checksLeft === 0;
    return {
      status: 200,
      json: {
        data: ready
          ? { id, state: 'READY', downloadUrl: `${origin}/download/${id}`, downloadUrlDurationSeconds: 1799 }
          : { id, state: this.pendingState },
      },
    };
  }

  ready(id: string): boolean {
    const upload = this.uploads.get(id);
    return Boolean(upload && upload.received > 0 && upload.checksLeft === 0);
  }
}
