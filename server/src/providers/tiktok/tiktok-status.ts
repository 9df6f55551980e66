import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { PublishResult } from '../provider';
import { isPublishError, PublishError } from '../publish-error';
import { readTikTok } from './tiktok-answer';
import { failedPost } from './tiktok-errors';

export interface StatusOptions {
  apiBase: string;
  pollMs: number;
  maxPolls: number;
  now: () => Date;
}

/** A post handed over to TikTok: its publish id, and whether it is a video or photos (for its URL). */
export interface Sent {
  publishId: string;
  kind: 'video' | 'photo';
  /** creator_info's username, read before the post was sent. */
  creatorUsername?: string | null;
}

const statusAnswer = z.object({
  status: z.enum([
    'PROCESSING_UPLOAD',
    'PROCESSING_DOWNLOAD',
    'SEND_TO_USER_INBOX',
    'PUBLISH_COMPLETE',
    'FAILED',
  ]),
  fail_reason: z.string().nullish(),
  publicaly_available_post_id: z.array(z.union([z.string(), z.number()])).nullish(),
});

const json = { 'content-type': 'application/json; charset=UTF-8' };

/**
 * "publicaly_available_post_id: list<int64>" (Get Post Status): TikTok's ids pass 2^53, where a
 * JSON number loses its last digits, so the first id is read from the answer's text as written.
 */
function exactPostId(text: string): string | undefined {
  return /"publicaly_available_post_id"\s*:\s*\[\s*"?(\d+)/.exec(text)?.[1];
}

/** Where a post handed over to TikTok stands, and its public post id once TikTok gives one. */
export interface PostStatus {
  status: z.infer<typeof statusAnswer>['status'];
  failReason: string | null;
  postId: string | null;
}

/** Get Post Status (POST /v2/post/publish/status/fetch/, 30 a minute per token). */
export async function fetchPostStatus(
  http: HttpClient,
  apiBase: string,
  bearer: string,
  publishId: string,
): Promise<PostStatus> {
  const answer = await http.request({
    method: 'POST',
    url: `${apiBase}/v2/post/publish/status/fetch/`,
    bearer,
    idempotent: true,
    headers: json,
    json: { publish_id: publishId },
    raw: true,
  });
  const text = new TextDecoder().decode(answer.body as Uint8Array);
  const found = readTikTok(statusAnswer, JSON.parse(text) as unknown, 'transient', 'post status');
  return {
    status: found.status,
    failReason: found.fail_reason ?? null,
    postId: exactPostId(text) ?? found.publicaly_available_post_id?.map(String)[0] ?? null,
  };
}

/**
 * After the post was handed over, only TikTok's status can say it failed: anything else (a lost or
 * refused status check, a wait that ran out) leaves it unconfirmed, never resent.
 */
export async function awaitPublished(
  http: HttpClient,
  options: StatusOptions,
  bearer: string,
  sent: Sent,
  username: string,
): Promise<PublishResult> {
  for (let poll = 0; poll < options.maxPolls; poll += 1) {
    if (poll > 0) await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    let found: PostStatus;
    try {
      found = await fetchPostStatus(http, options.apiBase, bearer, sent.publishId);
    } catch (error) {
      const reason = isPublishError(error) ? error.message : String(error);
      throw new PublishError('unconfirmed', `TikTok's status of the post could not be read: ${reason}`, {
        networkCode: 'status_unknown',
      });
    }
    const { status, postId } = found;
    if (status === 'FAILED') throw failedPost(found.failReason, options.now());
    if (status === 'PUBLISH_COMPLETE' || status === 'SEND_TO_USER_INBOX') {
      // A public post's id comes only after moderation (minutes, sometimes hours): the profile meanwhile.
      return postId !== null
        ? { externalId: postId, url: `https://www.tiktok.com/@${username}/${sent.kind}/${postId}` }
        : { externalId: sent.publishId, url: username ? `https://www.tiktok.com/@${username}` : null };
    }
  }
  throw new PublishError('unconfirmed', 'TikTok was still processing the post', {
    networkCode: 'still_processing',
  });
}
