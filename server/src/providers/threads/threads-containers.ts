import { z } from 'zod';
import type { HttpClient } from '../http-client';
import { firstLink } from '../link-preview';
import type { PublishContent, PublishMedia } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { containerFailed } from './threads-errors';

export interface ThreadsPollOptions {
  /** Wait between status checks; Meta suggests once a minute for up to five minutes for video. */
  pollMs: number;
  maxPolls: number;
}

/** One user's calls to graph.threads.net. */
export interface ThreadsCalls {
  http: HttpClient;
  /** https://graph.threads.net/v1.0 */
  graph: string;
  userId: string;
  token: string;
}

const created = z.object({ id: z.string() });
const status = z.object({
  status: z.enum(['IN_PROGRESS', 'FINISHED', 'PUBLISHED', 'ERROR', 'EXPIRED']),
  error_message: z.string().nullish(),
});
export type ContainerStatus = z.infer<typeof status>['status'];

/** `alt_text`: "the accessibility text label or description for an image or video" (absent: none). */
type Item =
  { media_type: 'IMAGE'; image_url: string; alt_text?: string } | { media_type: 'VIDEO'; video_url: string };

/**
 * Creates a media container. Threads downloads the media from our public URL itself. An unpublished
 * container only expires after a day, so making one twice is harmless: a lost answer is a retry.
 */
async function createContainer(calls: ThreadsCalls, fields: Record<string, string>): Promise<string> {
  const answer = await calls.http.request({
    method: 'POST',
    url: `${calls.graph}/${calls.userId}/threads`,
    idempotent: true,
    form: { ...fields, access_token: calls.token },
  });
  return readAnswer(created, answer.body, 'transient', 'container answer').id;
}

export async function containerStatus(calls: ThreadsCalls, id: string) {
  const answer = await calls.http.request({
    url: `${calls.graph}/${id}`,
    query: { fields: 'status,error_message', access_token: calls.token },
  });
  return readAnswer(status, answer.body, 'transient', 'container status');
}

/** Waits until Threads has the container ready (FINISHED); ERROR and EXPIRED end the wait. */
async function waitUntilFinished(calls: ThreadsCalls, poll: ThreadsPollOptions, id: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const current = await containerStatus(calls, id);
    if (current.status === 'FINISHED') return;
    if (current.status === 'ERROR') throw containerFailed(current.error_message);
    if (current.status === 'EXPIRED' || current.status === 'PUBLISHED')
      throw new PublishError('transient', `The container is ${current.status.toLowerCase()}`);
    if (attempt >= poll.maxPolls) throw containerFailed('Threads took too long to process the media');
    await new Promise((resolve) => setTimeout(resolve, poll.pollMs));
  }
}

/** "JPEG/PNG up to 8 MB" (NETWORKS.md): any other image (a GIF) goes as our JPEG rendition, if it has one. */
const threadsImageTypes = ['image/jpeg', 'image/png'];
export const threadsImageUrl = (image: PublishMedia): string =>
  image.mimeType && threadsImageTypes.includes(image.mimeType) ? image.url : (image.jpegUrl ?? image.url);

/** The post's media as Threads items: images, then the video. */
function itemsOf(content: PublishContent, maxItems: number): Item[] {
  const items: Item[] = content.images.map((image) => ({
    media_type: 'IMAGE',
    image_url: threadsImageUrl(image),
    ...(image.alt ? { alt_text: image.alt } : {}),
  }));
  if (content.video) items.push({ media_type: 'VIDEO', video_url: content.video.url });
  return items.slice(0, maxItems);
}

/**
 * The container to publish: TEXT alone, one IMAGE or VIDEO with the text, or a CAROUSEL whose items are
 * containers of their own (is_carousel_item) made ready first. Answers when it is FINISHED.
 */
export async function prepareContainer(
  calls: ThreadsCalls,
  poll: ThreadsPollOptions,
  content: PublishContent,
  maxItems: number,
  replyToId?: string,
): Promise<string> {
  const items = itemsOf(content, maxItems);
  // A reply (Create Replies): the container that is published names the post it answers.
  const reply: Record<string, string> = replyToId ? { reply_to_id: replyToId } : {};
  let id: string;
  if (items.length === 0) {
    // Threads Posts, "Links": `link_attachment` gives a text-only post its link preview (only TEXT takes it).
    const link = firstLink(content.message);
    id = await createContainer(calls, {
      media_type: 'TEXT',
      text: content.message,
      ...(link ? { link_attachment: link } : {}),
      ...reply,
    });
  } else if (items.length === 1) {
    id = await createContainer(calls, { ...items[0]!, text: content.message, ...reply });
  } else {
    const children: string[] = [];
    for (const item of items)
      children.push(await createContainer(calls, { ...item, is_carousel_item: 'true' }));
    for (const child of children) await waitUntilFinished(calls, poll, child);
    id = await createContainer(calls, {
      media_type: 'CAROUSEL',
      children: children.join(','),
      text: content.message,
      ...reply,
    });
  }
  await waitUntilFinished(calls, poll, id);
  return id;
}
