import type { FakeAnswer, FakeHttpRequest } from '../fake-http';

interface Upload {
  status: 'registered' | 'processing' | 'succeeded' | 'failed';
  bytes: number;
  /** Checks left in 'processing'. */
  pendingChecks: number;
  failed: boolean;
}

const error = (status: number, code: number, message: string): FakeAnswer => ({
  status,
  json: { code, message },
});

/**
 * Pinterest's media upload (API v5): POST /v5/media registers a video and names an upload URL with
 * its form parameters (S3's POST policy); the bytes go there as multipart; GET /v5/media/{id} reports
 * registered, processing, then succeeded (or failed).
 */
export class FakePinterestMedia {
  readonly uploads = new Map<string, Upload>();
  private next = 5_136_000_000_000_000_000n;
  processingChecks = 1;
  failNextProcessing = false;

  register(request: FakeHttpRequest, origin: string): FakeAnswer {
    if (request.json()?.media_type !== 'video')
      return error(400, 1, "Invalid parameters: media_type must be 'video'.");
    this.next += 1n;
    const id = String(this.next);
    this.uploads.set(id, {
      status: 'registered',
      bytes: 0,
      pendingChecks: this.processingChecks,
      failed: this.failNextProcessing,
    });
    this.failNextProcessing = false;
    return {
      status: 201,
      json: {
        media_id: id,
        media_type: 'video',
        upload_url: `${origin}/pinterest-media-upload/${id}`,
        upload_parameters: {
          key: `uploads/${id}.mp4`,
          policy: 'eyJleHBpcmF0aW9uIjoiIn0=',
          'x-amz-signature': 'fake',
        },
      },
    };
  }

  /** The upload URL: S3 answers 204 once the form carries its parameters and the file. */
  async receive(id: string, request: FakeHttpRequest): Promise<FakeAnswer> {
    const upload = this.uploads.get(id);
    const form = await request.form();
    const file = form.get('file');
    if (!upload || form.get('key') !== `uploads/${id}.mp4` || !(file instanceof Blob) || file.size === 0)
      return {
        status: 403,
        text: '<Error><Code>AccessDenied</Code></Error>',
        headers: { 'content-type': 'application/xml' },
      };
    upload.bytes = file.size;
    upload.status = 'processing';
    return { status: 204, text: '' };
  }

  status(id: string): FakeAnswer {
    const upload = this.uploads.get(id);
    if (!upload) return error(404, 3, 'Media not found.');
    if (upload.status === 'processing') {
      if (upload.pendingChecks > 0) upload.pendingChecks -= 1;
      else upload.status = upload.failed ? 'failed' : 'succeeded';
    }
    return { status: 200, json: { media_id: id, media_type: 'video', status: upload.status } };
  }

  ready(id: string): boolean {
    return this.uploads.get(id)?.status === 'succeeded';
  }
}
