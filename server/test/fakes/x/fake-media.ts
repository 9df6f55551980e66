import type { FakeAnswer, FakeHttpRequest } from '../fake-http';

interface Upload {
  mediaType: string;
  category: string;
  totalBytes: number;
  segments: Map<number, number>;
  finalized: boolean;
  /** STATUS checks left before a video or GIF is processed. */
  pendingChecks: number;
  failWith: string | null;
  /** The alt text POST /2/media/metadata set (images and GIFs only). */
  altText: string | null;
}

/** alt_text.text: "Must be <= 1000 chars" (POST media/metadata/create; the v2 endpoint's AltText). */
const maxAltText = 1000;

const problem = (status: number, title: string, detail: string): FakeAnswer => ({
  status,
  json: { title, detail, type: 'about:blank', status },
});

/**
 * X's media upload (API v2): initialize (JSON), append (multipart, segment_index and media),
 * finalize, and STATUS while a video or GIF is processed. Images need no processing.
 */
export class FakeXMedia {
  readonly uploads = new Map<string, Upload>();
  private next = 1_880_028_106_020_515_840n;
  /** How many STATUS checks a video or GIF stays in_progress; a test may make the next one fail. */
  processingChecks = 1;
  failNextProcessing: string | null = null;

  async handle(request: FakeHttpRequest): Promise<FakeAnswer> {
    const [, id, command] = /^\/2\/media\/upload(?:\/(\w+))?(?:\/(\w+))?$/.exec(request.path) ?? [];
    if (request.method === 'POST' && id === 'initialize') return this.initialize(request);
    if (request.method === 'GET' && request.query.get('command') === 'STATUS')
      return this.status(request.query.get('media_id') ?? '');
    const upload = id ? this.uploads.get(id) : undefined;
    if (!id || !upload) return problem(400, 'Invalid Request', 'The media_id is not valid.');
    if (command === 'append') return this.append(upload, request);
    if (command === 'finalize') return this.finalize(id, upload);
    return problem(404, 'Not Found', 'Unknown media command');
  }

  /** POST /2/media/metadata: { id, metadata: { alt_text: { text } } } on an upload of the user's. */
  describe(request: FakeHttpRequest): FakeAnswer {
    const body = request.json() ?? {};
    const id = String(body.id ?? '');
    const altText = (body.metadata as { alt_text?: { text?: unknown } } | undefined)?.alt_text?.text;
    const upload = this.uploads.get(id);
    if (!upload?.finalized) return problem(400, 'Invalid Request', 'The media_id is not valid.');
    if (typeof altText !== 'string' || [...altText].length > maxAltText)
      return problem(
        400,
        'Invalid Request',
        `alt_text.text must be a string of at most ${maxAltText} characters.`,
      );
    if (upload.category === 'tweet_video')
      return problem(400, 'Invalid Request', 'Alt text is supported for images and GIFs only.');
    upload.altText = altText;
    return { status: 200, json: { data: { id, associated_metadata: { alt_text: { text: altText } } } } };
  }

  altTextOf(id: string): string | null {
    return this.uploads.get(id)?.altText ?? null;
  }

  ready(id: string): boolean {
    const upload = this.uploads.get(id);
    return Boolean(upload?.finalized && upload.pendingChecks === 0 && !upload.failWith);
  }

  private initialize(request: FakeHttpRequest): FakeAnswer {
    const body = request.json() ?? {};
    const totalBytes = Number(body.total_bytes);
    const mediaType = String(body.media_type ?? '');
    if (!mediaType || !Number.isInteger(totalBytes) || totalBytes <= 0)
      return problem(400, 'Invalid Request', 'media_type and total_bytes are required.');
    const limit = mediaType.startsWith('video/') ? 512 : mediaType === 'image/gif' ? 15 : 5;
    if (totalBytes > limit * 1024 * 1024)
      return problem(400, 'Invalid Request', 'File size exceeds the limit.');
    this.next += 1n;
    const id = String(this.next);
    const category = String(body.media_category ?? 'tweet_image');
    const processed = category !== 'tweet_image';
    this.uploads.set(id, {
      mediaType,
      category,
      totalBytes,
      segments: new Map(),
      finalized: false,
      pendingChecks: processed ? this.processingChecks : 0,
      failWith: processed ? this.failNextProcessing : null,
      altText: null,
    });
    if (processed) this.failNextProcessing = null;
    return { status: 200, json: { data: { id, media_key: `3_${id}`, expires_after_secs: 86_400 } } };
  }

  private async append(upload: Upload, request: FakeHttpRequest): Promise<FakeAnswer> {
    const form = await request.form();
    const segment = Number(form.get('segment_index'));
    const media = form.get('media');
    if (!Number.isInteger(segment) || !(media instanceof Blob))
      return problem(400, 'Invalid Request', 'segment_index and media are required.');
    upload.segments.set(segment, media.size);
    return { status: 200, json: { data: { expires_at: Math.floor(Date.now() / 1000) + 86_400 } } };
  }

  private finalize(id: string, upload: Upload): FakeAnswer {
    const received = [...upload.segments.values()].reduce((sum, size) => sum + size, 0);
    if (received !== upload.totalBytes)
      return problem(400, 'Invalid Request', 'File size does not match the bytes appended.');
    upload.finalized = true;
    return {
      status: 200,
      json: { data: { id, media_key: `3_${id}`, size: received, ...this.info(upload) } },
    };
  }

  private status(id: string): FakeAnswer {
    const upload = this.uploads.get(id);
    if (!upload?.finalized) return problem(400, 'Invalid Request', 'The media_id is not valid.');
    if (upload.pendingChecks > 0) upload.pendingChecks -= 1;
    return { status: 200, json: { data: { id, media_key: `3_${id}`, ...this.info(upload) } } };
  }

  private info(upload: Upload) {
    if (upload.category === 'tweet_image') return {};
    if (upload.pendingChecks > 0)
      return { processing_info: { state: 'in_progress', check_after_secs: 0, progress_percent: 50 } };
    if (upload.failWith)
      return {
        processing_info: {
          state: 'failed',
          error: { code: 1, name: 'InvalidMedia', message: upload.failWith },
        },
      };
    return { processing_info: { state: 'succeeded', progress_percent: 100 } };
  }
}
