import { z } from 'zod';
import type { HttpClient } from '../http-client';
import type { PublishResult } from '../provider';
import { readAnswer } from '../read-answer';
import { messageNotSent } from './hootsuite-errors';

export interface HootsuiteMessageOptions {
  apiBase: string;
  pollMs: number;
  maxPolls: number;
  /** How far ahead of now scheduledSendTime is set (HOOTSUITE_SEND_LEAD_SECONDS, default 300). */
  sendLeadSeconds: number;
  now: () => Date;
}

const message = z.object({
  id: z.string(),
  state: z.enum([
    'SCHEDULED',
    'SUBMITTED',
    'PENDING_APPROVAL',
    'SENT',
    'SEND_FAILED_PERMANENTLY',
    'REJECTED',
  ]),
  postId: z.string().nullish(),
  postUrl: z.string().nullish(),
});
type Message = z.infer<typeof message>;
const created = z.object({ data: z.array(message).min(1) });
const single = z.object({ data: message });

const settled = (state: Message['state']) => state !== 'SCHEDULED' && state !== 'SUBMITTED';

/** UTC, to the second, ending in Z: the form Hootsuite's scheduledSendTime takes. */
const utcSeconds = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/**
 * POST /v1/messages with scheduledSendTime a short lead ahead (the engine already waited for the
 * scheduled time): every independent client sends it (hootsweet's schedule_message, Pipedream's
 * Schedule Message action), and one states Hootsuite wants it at least five minutes ahead. Hootsuite takes no idempotency key, so a lost answer is unconfirmed (the http
 * client says so). Once Hootsuite has the message, it is delivered by Hootsuite: a short, bounded
 * wait reads the network's post id and catches a send that failed at once; a message still queued,
 * or waiting for a reviewer in Hootsuite (PENDING_APPROVAL), counts as published with its message id.
 */
export async function sendHootsuiteMessage(
  http: HttpClient,
  options: HootsuiteMessageOptions,
  bearer: string,
  input: { text: string; socialProfileId: string; mediaIds: string[] },
): Promise<PublishResult> {
  const answer = await http.request({
    method: 'POST',
    url: `${options.apiBase}/v1/messages`,
    bearer,
    json: {
      text: input.text,
      socialProfileIds: [input.socialProfileId],
      scheduledSendTime: utcSeconds(new Date(options.now().getTime() + options.sendLeadSeconds * 1000)),
      emailNotification: false,
      ...(input.mediaIds.length > 0 ? { media: input.mediaIds.map((id) => ({ id })) } : {}),
    },
  });
  let current = readAnswer(created, answer.body, 'unconfirmed', 'message answer').data[0]!;
  for (let poll = 0; !settled(current.state) && poll < options.maxPolls; poll += 1) {
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    const read = await http
      .request({ url: `${options.apiBase}/v1/messages/${encodeURIComponent(current.id)}`, bearer })
      .then((status) => single.safeParse(status.body))
      .catch(() => null);
    // Hootsuite has the message: a state that cannot be read now changes nothing about that.
    if (!read?.success) break;
    current = read.data.data;
  }
  if (current.state === 'SEND_FAILED_PERMANENTLY' || current.state === 'REJECTED')
    throw messageNotSent(current.state);
  return { externalId: current.postId ?? current.id, url: current.postUrl ?? null };
}
