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
    let status: z.infer<typeof statusAnswer>;
    let postId: string | undefined;
    try {
      const answer = await http.request({
        method: 'POST',
        url: `${options.apiBase}/v2/post/publish/status/fetch/`,
        bearer,
        idempotent: true,
        headers: json,
        json: { publish_id: sent.publishId },
        raw: true,
      });
      const text = new TextDecoder().decode(answer.body as Uint8Array);
      status = readTikTok(statusAnswer, JSON.parse(text) as unknown, 'transient', 'post status');
      postId = exactPostId(text) ?? status.publicaly_available_post_id?.map(String)[0];
    } catch (error) {
      const reason = isPublishError(error) ? error.message : String(error);
      throw new PublishError('unconfirmed', `TikTok's status of the post could not be read: ${reason}`, {
        networkCode: 'status_unknown',
      });
    }
    if (status.status === 'FAILED') throw failedPost(status.fail_reason, options.now());
    if (status.status === 'PUBLISH_COMPLETE' || status.status === 'SEND_TO_USER_INBOX') {
      // A public post's id comes only after moderation (minutes, sometimes hours): the profile meanwhile.
      return postId !== undefined
        ? { externalId: String(postId), url: `https://www.tiktok.com/@${username}/${sent.kind}/${postId}` }
        : { externalId: sent.publishId, url: username ? `https://www.tiktok.com/@${username}` : null };
    }
  }
  throw new PublishError('unconfirmed', 'TikTok was still processing the post', {
    networkCode: 'still_processing',
  });
}
