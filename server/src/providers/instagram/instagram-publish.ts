import { z } from 'zod';
import type { PublishContent, PublishMedia, PublishRequest, PublishResult } from '../provider';
import { isPublishError, PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import type { GraphClient } from '../meta-graph/graph-client';
import {
  containerStatus,
  createContainer,
  waitUntilFinished,
  type ContainerPolling,
} from './instagram-containers';
import { checkPublishingLimit } from './instagram-quota';

export type InstagramKind = 'reel' | 'carousel' | 'image' | 'video' | 'story';

const maxCarouselItems = 10;
const publishedAnswer = z.object({ id: z.string() });
const mediaAnswer = z.object({ id: z.string(), permalink: z.string().nullish() });
const recentAnswer = z.object({
  data: z.array(z.object({ id: z.string(), caption: z.string().nullish(), permalink: z.string().nullish() })),
});

const refuse = (message: string) =>
  new PublishError('bad_content', message, { networkCode: 'instagram_media' });

/**
 * The URL Instagram fetches an image from: it takes JPEG only, so an image that is not JPEG goes as our
 * JPEG rendition. An image without one (a URL from elsewhere) is sent as it is, and Instagram's own
 * refusal ("Only JPEG images are supported.") fails it as bad content.
 */
export const instagramImageUrl = (image: PublishMedia): string =>
  image.mimeType === 'image/jpeg' ? image.url : (image.jpegUrl ?? image.url);

/**
 * What this post becomes, from the account's accountsMetadata flags (one publication per target:
 * autoReel, then autoCarousel, then autoFeed, then autoStory); without a flag, from its media.
 */
export function instagramKind(content: PublishContent): InstagramKind {
  const { options, images, video } = content;
  if (images.length === 0 && !video) throw refuse('Instagram needs an image or a video');
  if (options.autoReel) {
    if (!video) throw refuse('An Instagram reel needs a video');
    return 'reel';
  }
  // A video is one of a carousel's items, with the images (decision 0059).
  const items = images.length + (video ? 1 : 0);
  if (options.autoCarousel) {
    if (items < 2) throw refuse('An Instagram carousel needs 2 or more images or videos');
    return 'carousel';
  }
  if (options.autoFeed) return video ? 'video' : 'image';
  if (options.autoStory) return 'story';
  return items > 1 ? 'carousel' : video ? 'video' : 'image';
}

/** The containers for the post's kind; the carousel's children first, each finished before its parent. */
async function buildContainer(
  graph: GraphClient,
  igUserId: string,
  token: string,
  content: PublishContent,
  kind: InstagramKind,
  polling: ContainerPolling,
): Promise<string> {
  const make = (fields: Record<string, string | undefined>) =>
    createContainer(graph, igUserId, token, fields);
  const caption = content.message;
  const first: PublishMedia = content.video ?? content.images[0]!;
  let id: string;
  switch (kind) {
    case 'story':
      id = await make(
        content.video
          ? { media_type: 'STORIES', video_url: content.video.url }
          : { media_type: 'STORIES', image_url: instagramImageUrl(first) },
      );
      break;
    // The VIDEO type is retired for feed posts: a video is a reel, shown in the feed too.
    case 'reel':
    case 'video':
      id = await make({
        media_type: 'REELS',
        video_url: content.video!.url,
        caption,
        share_to_feed: 'true',
        ...(content.video?.thumbnail ? { cover_url: content.video.thumbnail } : {}),
      });
      break;
    case 'image':
      // `alt_text`: image posts only, single or in a carousel; "Reels and stories are not supported".
      id = await make({ image_url: instagramImageUrl(first), caption, alt_text: first.alt });
      break;
    case 'carousel': {
      if (content.images.length + (content.video ? 1 : 0) > maxCarouselItems)
        throw refuse('An Instagram carousel takes at most 10 images and videos');
      const children: string[] = [];
      for (const image of content.images)
        children.push(
          await make({ image_url: instagramImageUrl(image), is_carousel_item: 'true', alt_text: image.alt }),
        );
      // A video item: media_type VIDEO with is_carousel_item (the only place VIDEO is still taken).
      if (content.video)
        children.push(
          await make({ media_type: 'VIDEO', video_url: content.video.url, is_carousel_item: 'true' }),
        );
      // Every child FINISHED before the parent: Instagram refuses a carousel of unprocessed items.
      for (const child of children) await waitUntilFinished(graph, child, token, polling);
      id = await make({ media_type: 'CAROUSEL', children: children.join(','), caption });
      break;
    }
  }
  await waitUntilFinished(graph, id, token, polling);
  return id;
}

async function permalinkOf(graph: GraphClient, mediaId: string, token: string): Promise<string | null> {
  try {
    const answer = await graph.call({ path: `/${mediaId}`, token, query: { fields: 'id,permalink' } });
    return readAnswer(mediaAnswer, answer, 'transient', 'media').permalink ?? null;
  } catch {
    // The post is published: a link we could not read is not a failure.
    return null;
  }
}

/**
 * media_publish's answer was lost. A container is published once at the most, so its status settles
 * it: FINISHED means nothing was published and publishing it now is safe; PUBLISHED means it was, and
 * the account's latest media with this caption is the post. Anything else stays unconfirmed.
 */
async function settleLostPublish(
  graph: GraphClient,
  igUserId: string,
  token: string,
  containerId: string,
  caption: string,
  lost: PublishError,
): Promise<PublishResult> {
  let status;
  try {
    status = await containerStatus(graph, containerId, token);
  } catch {
    throw lost;
  }
  if (status.status_code === 'FINISHED') return publishContainer(graph, igUserId, token, containerId);
  if (status.status_code !== 'PUBLISHED') throw lost;
  try {
    const answer = await graph.call({
      path: `/${igUserId}/media`,
      token,
      query: { fields: 'id,caption,permalink', limit: 10 },
    });
    const found = readAnswer(recentAnswer, answer, 'transient', 'media list').data.find(
      (item) => (item.caption ?? '') === caption,
    );
    if (found) return { externalId: found.id, url: found.permalink ?? null };
  } catch {
    // Published all the same; only its id is unknown.
  }
  return { externalId: containerId, url: null };
}

async function publishContainer(
  graph: GraphClient,
  igUserId: string,
  token: string,
  containerId: string,
): Promise<PublishResult> {
  const answer = await graph.call({
    path: `/${igUserId}/media_publish`,
    token,
    form: { creation_id: containerId },
  });
  const { id } = readAnswer(publishedAnswer, answer, 'unconfirmed', 'publish answer');
  return { externalId: id, url: await permalinkOf(graph, id, token) };
}

/** The Instagram account's own id (IG User), which its publishing and reading calls name. */
export const instagramUserId = (account: PublishRequest['account']): string =>
  typeof account.metadata.instagramId === 'string' ? account.metadata.instagramId : account.externalId;

/**
 * Instagram Content Publishing: the 24-hour cap first, then the container(s) with the media as URLs
 * Instagram fetches (our storage's signed public URLs), a bounded wait until they are FINISHED, and
 * media_publish.
 */
export async function publishToInstagram(
  graph: GraphClient,
  request: PublishRequest,
  polling: ContainerPolling,
): Promise<PublishResult> {
  const { content, tokens, account } = request;
  const igUserId = instagramUserId(account);
  const token = tokens.accessToken;
  const kind = instagramKind(content);
  await checkPublishingLimit(graph, igUserId, token);
  const containerId = await buildContainer(graph, igUserId, token, content, kind, polling);
  try {
    return await publishContainer(graph, igUserId, token, containerId);
  } catch (error) {
    if (!isPublishError(error) || error.kind !== 'unconfirmed') throw error;
    return settleLostPublish(
      graph,
      igUserId,
      token,
      containerId,
      kind === 'story' ? '' : content.message,
      error,
    );
  }
}
