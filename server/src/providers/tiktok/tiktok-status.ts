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
    try {
      const answer = await http.request({
        method: 'POST',
        url: `${options.apiBase}/v2/post/publish/status/fetch/`,
        bearer,
        idempotent: true,
        headers: json,
        json: { publish_id: sent.publishId },
      });
      status = readTikTok(statusAnswer, answer.body, 'transient', 'post status');
    } catch (error) {
      const reason = isPublishError(error) ? error.message : String(error);
      throw new PublishError('unconfirmed', `TikTok's status of the post could not be read: ${reason}`, {
        networkCode: 'status_unknown',
      });
    }
    if (status.status === 'FAILED') throw failedPost(status.fail_reason, options.now());
    if (status.status === 'PUBLISH_COMPLETE' || status.status === 'SEND_TO_USER_INBOX') {
      const postId = status.publicaly_available_post_id?.[0];
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
