import { createHash } from 'node:crypto';
import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { restError } from './fake-oauth';

export interface FakeAsset {
  kind: 'image' | 'document';
  owner: string;
  size: number | null;
  contentType: string | null;
}

export interface FakeVideo {
  owner: string;
  size: number;
  parts: Array<{ firstByte: number; lastByte: number; etag: string | null }>;
  status: 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';
  /** Status checks left in PROCESSING. */
  pendingChecks: number;
  failWith: string | null;
}

const ownerPattern = /^urn:li:(person|organization):[\w-]+$/;

/** LinkedIn's Images, Documents and Videos APIs: initializeUpload, the PUTs, finalizeUpload, status. */
export class FakeLinkedInMedia {
  readonly assets = new Map<string, FakeAsset>();
  readonly videos = new Map<string, FakeVideo>();
  /** LinkedIn splits videos in 4 MiB parts; tests make it smaller to see several. */
  partBytes = 4 * 1024 * 1024;
  processingChecks = 1;
  failNextProcessing: string | null = null;
  private next = 1;

  initializeAsset(kind: 'image' | 'document', request: FakeHttpRequest, origin: string): FakeAnswer {
    const owner = this.ownerOf(request);
    if (typeof owner !== 'string') return owner;
    const id = `D4E10AQ${String(this.next++).padStart(8, '0')}`;
    const urn = `urn:li:${kind}:${id}`;
    this.assets.set(urn, { kind, owner, size: null, contentType: null });
    return {
      status: 200,
      json: {
        value: {
          uploadUrlExpiresAt: Date.now() + 3600_000,
          uploadUrl: `${origin}/dms-uploads/${kind}s/${encodeURIComponent(urn)}`,
          [kind]: urn,
        },
      },
    };
  }

  putAsset(urn: string, request: FakeHttpRequest): FakeAnswer {
    const asset = this.assets.get(urn);
    if (!asset) return { status: 404, text: 'Not Found' };
    if (asset.kind === 'document' && !request.bytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
      return restError(
        400,
        400,
        'BAD_REQUEST',
        'The document is not a supported format (PDF, PPT, PPTX, DOC, DOCX)',
      );
    asset.size = request.bytes.length;
    asset.contentType = request.header('content-type');
    return { status: 201, text: '' };
  }

  initializeVideo(request: FakeHttpRequest, origin: string): FakeAnswer {
    const owner = this.ownerOf(request);
    if (typeof owner !== 'string') return owner;
    const size = Number(
      (request.json()?.initializeUploadRequest as { fileSizeBytes?: unknown })?.fileSizeBytes,
    );
    if (!Number.isInteger(size) || size <= 0)
      return restError(
        400,
        100,
        'FIELD_VALUE_TOO_LOW',
        '/initializeUploadRequest/fileSizeBytes must be positive',
      );
    const urn = `urn:li:video:C5F10AQ${String(this.next++).padStart(8, '0')}`;
    const parts: FakeVideo['parts'] = [];
    for (let first = 0; first < size; first += this.partBytes)
      parts.push({ firstByte: first, lastByte: Math.min(first + this.partBytes, size) - 1, etag: null });
    this.videos.set(urn, {
      owner,
      size,
      parts,
      status: 'WAITING_UPLOAD',
      pendingChecks: this.processingChecks,
      failWith: this.failNextProcessing,
    });
    this.failNextProcessing = null;
    return {
      status: 200,
      json: {
        value: {
          uploadUrlsExpireAt: Date.now() + 3600_000,
          video: urn,
          uploadToken: '',
          uploadInstructions: parts.map((part, index) => ({
            uploadUrl: `${origin}/dms-uploads/videos/${encodeURIComponent(urn)}/parts/${index}`,
            firstByte: part.firstByte,
            lastByte: part.lastByte,
          })),
        },
      },
    };
  }

  putVideoPart(urn: string, index: number, request: FakeHttpRequest): FakeAnswer {
    const part = this.videos.get(urn)?.parts[index];
    if (!part) return { status: 404, text: 'Not Found' };
    if (request.bytes.length !== part.lastByte - part.firstByte + 1)
      return { status: 400, text: 'The part does not have the declared length' };
    part.etag = `/${createHash('md5').update(request.bytes).digest('hex')}`;
    return { status: 200, text: '', headers: { etag: part.etag } };
  }

  finalizeVideo(request: FakeHttpRequest): FakeAnswer {
    const body = (request.json()?.finalizeUploadRequest ?? {}) as {
      video?: string;
      uploadedPartIds?: unknown;
    };
    const video = this.videos.get(body.video ?? '');
    if (!video) return restError(404, 404, 'NOT_FOUND', 'The video does not exist');
    const etags = video.parts.map((part) => part.etag);
    if (JSON.stringify(body.uploadedPartIds) !== JSON.stringify(etags))
      return restError(400, 400, 'BAD_REQUEST', 'The uploaded part ids do not match the parts received');
    video.status = 'PROCESSING';
    return { status: 200, text: '' };
  }

  videoStatus(urn: string): FakeAnswer {
    const video = this.videos.get(urn);
    if (!video) return restError(404, 404, 'NOT_FOUND', `Video ${urn} does not exist`);
    if (video.status === 'PROCESSING') {
      if (video.pendingChecks > 0) video.pendingChecks -= 1;
      else video.status = video.failWith ? 'PROCESSING_FAILED' : 'AVAILABLE';
    }
    return {
      status: 200,
      json: {
        id: urn,
        owner: video.owner,
        status: video.status,
        ...(video.status === 'PROCESSING_FAILED' ? { processingFailureReason: video.failWith } : {}),
      },
    };
  }

  /** Whether a post may name this media: uploaded (and processed) for this author. */
  usable(urn: string, author: string): boolean {
    const asset = this.assets.get(urn);
    if (asset) return asset.owner === author && asset.size !== null;
    const video = this.videos.get(urn);
    return video?.owner === author && video.status === 'AVAILABLE';
  }

  private ownerOf(request: FakeHttpRequest): string | FakeAnswer {
    const owner = (request.json()?.initializeUploadRequest as { owner?: unknown } | undefined)?.owner;
    if (typeof owner !== 'string' || !ownerPattern.test(owner))
      return restError(
        422,
        100,
        'UNPROCESSABLE_ENTITY',
        '/initializeUploadRequest/owner is not a valid person or organization urn',
      );
    return owner;
  }
}
