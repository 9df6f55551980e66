import type { FakeAnswer } from '../fake-http';
import { graphError } from './fake-oauth';

export type FakeContainerStatus = 'IN_PROGRESS' | 'FINISHED' | 'PUBLISHED' | 'ERROR' | 'EXPIRED';

export interface FakeContainer {
  id: string;
  userId: string;
  mediaType: 'TEXT' | 'IMAGE' | 'VIDEO' | 'CAROUSEL';
  text: string;
  mediaUrl: string | null;
  carouselItem: boolean;
  children: string[];
  status: FakeContainerStatus;
  errorMessage: string | null;
  /** Status checks left IN_PROGRESS (a video being processed). */
  pendingChecks: number;
  /** alt_text, for an image or video (null: none). */
  altText: string | null;
  /** link_attachment: the URL a TEXT post shows as its link preview (null: none). */
  linkAttachment: string | null;
  /** reply_to_id: the published post this container answers (null: a post of its own). */
  replyToId: string | null;
}

/** "JPEG/PNG up to 8 MB" (NETWORKS.md). */
const imageTypes = new Set(['image/jpeg', 'image/png']);
const maxImageBytes = 8 * 1024 * 1024;

/** Meta downloads the media from the URL it is given, as the real server does. */
async function download(url: string): Promise<{ type: string; size: number } | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    const bytes = await response.arrayBuffer();
    return { type: response.headers.get('content-type')?.split(';')[0] ?? '', size: bytes.byteLength };
  } catch {
    return null;
  }
}

const downloadFailed = () =>
  graphError(400, 9004, "Media download has failed. The media URI doesn't meet our requirements.", {
    subcode: 2207052,
  });

/** Media containers: made from the fields of POST /{user-id}/threads, checked and processed. */
export class FakeThreadsContainers {
  readonly containers = new Map<string, FakeContainer>();
  processingChecks = 1;
  failNextVideo: string | null = null;
  private next = 17_889_615_691_921_648n;

  /**
   * `replyable` says whether a post may be answered: Create Replies takes the owner of the root post
   * (or a keyword-search or mentions permission, which we never ask for).
   */
  async create(
    userId: string,
    fields: URLSearchParams,
    reply: { granted: boolean; replyable: (id: string) => boolean },
  ): Promise<FakeAnswer> {
    const mediaType = fields.get('media_type') ?? '';
    const text = fields.get('text') ?? '';
    const carouselItem = fields.get('is_carousel_item') === 'true';
    if (!['TEXT', 'IMAGE', 'VIDEO', 'CAROUSEL'].includes(mediaType))
      return graphError(400, 100, 'Invalid parameter: media_type');
    if ([...text].length > 500)
      return graphError(400, 100, 'Param text must be at most 500 characters long.');
    if (mediaType === 'TEXT' && !text) return graphError(400, 100, 'Param text is required for a TEXT post.');
    // Threads Posts, "Links": link_attachment is a URL, and only text-only posts take one.
    const linkAttachment = fields.get('link_attachment');
    if (linkAttachment !== null && mediaType !== 'TEXT')
      return graphError(400, 100, 'Param link_attachment is only available for text posts.');
    if (linkAttachment !== null && !(/^https?:\/\//i.test(linkAttachment) && URL.canParse(linkAttachment)))
      return graphError(400, 100, 'Param link_attachment must be a valid URL.');
    const replyToId = fields.get('reply_to_id');
    // "threads_manage_replies — Required for making POST calls to reply endpoints": Graph's code 10.
    if (replyToId !== null && !reply.granted)
      return graphError(403, 10, 'Application does not have permission for this action');
    if (replyToId !== null && !reply.replyable(replyToId))
      return graphError(400, 100, 'Invalid parameter: reply_to_id');
    const container: FakeContainer = {
      id: String((this.next += 1n)),
      userId,
      mediaType: mediaType as FakeContainer['mediaType'],
      text,
      mediaUrl: fields.get('image_url') ?? fields.get('video_url'),
      carouselItem,
      children: [],
      status: 'FINISHED',
      errorMessage: null,
      pendingChecks: 0,
      altText: fields.get('alt_text'),
      linkAttachment,
      replyToId,
    };
    if (mediaType === 'IMAGE') {
      const file = container.mediaUrl ? await download(container.mediaUrl) : null;
      if (!file) return downloadFailed();
      if (!imageTypes.has(file.type) || file.size > maxImageBytes)
        return graphError(400, 9004, 'Only photo or video can be accepted as media type.', {
          subcode: 2207026,
        });
    }
    if (mediaType === 'VIDEO') {
      if (!container.mediaUrl || !(await download(container.mediaUrl))) return downloadFailed();
      container.status = 'IN_PROGRESS';
      container.pendingChecks = this.processingChecks;
      container.errorMessage = this.failNextVideo;
      this.failNextVideo = null;
    }
    if (mediaType === 'CAROUSEL') {
      const problem = this.attachChildren(container, userId, fields.get('children') ?? '');
      if (problem) return problem;
    }
    this.containers.set(container.id, container);
    return { status: 200, json: { id: container.id } };
  }

  private attachChildren(container: FakeContainer, userId: string, list: string): FakeAnswer | null {
    const children = list.split(',').filter(Boolean);
    if (children.length < 2 || children.length > 20)
      return graphError(400, 100, 'A carousel takes 2 to 20 children.');
    for (const id of children) {
      const child = this.containers.get(id);
      if (!child || child.userId !== userId || !child.carouselItem || child.status !== 'FINISHED')
        return graphError(400, 100, `Invalid parameter: child ${id} is not a finished carousel item.`);
    }
    container.children = children;
    return null;
  }

  status(id: string): FakeAnswer | null {
    const container = this.containers.get(id);
    if (!container) return null;
    if (container.status === 'IN_PROGRESS') {
      if (container.pendingChecks > 0) container.pendingChecks -= 1;
      else container.status = container.errorMessage ? 'ERROR' : 'FINISHED';
    }
    return {
      status: 200,
      json: {
        id,
        status: container.status,
        ...(container.status === 'ERROR' ? { error_message: container.errorMessage } : {}),
      },
    };
  }
}
