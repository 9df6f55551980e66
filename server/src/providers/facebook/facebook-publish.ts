import { networkTable } from '@kairos/core';
import { z } from 'zod';
import type { PublishContent, PublishRequest, PublishResult } from '../provider';
import { readAnswer } from '../read-answer';
import type { GraphClient } from '../meta-graph/graph-client';
import { publishReel, publishStory } from './facebook-reels';

const postAnswer = z.object({ id: z.string(), post_id: z.string().nullish() });
const photoAnswer = z.object({ id: z.string() });

/** The node a Facebook account publishes to: its page, its group, or (never sent) the profile. */
export function facebookNode(account: PublishRequest['account']): string {
  const { pageId, groupId } = account.metadata;
  if (typeof pageId === 'string') return pageId;
  if (typeof groupId === 'string') return groupId;
  return account.externalId;
}

/**
 * The link a text post carries: the call to action's URL where it has one (a link post, shown with
 * its preview). Facebook takes no button on organic posts, so only the link goes (decision 22).
 */
export function facebookLink(content: PublishContent): string | undefined {
  const url = content.callToAction?.url;
  return typeof url === 'string' && /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined;
}

const postUrl = (id: string) => `https://www.facebook.com/${id}`;

/**
 * What a published result is, from the address publishToFacebook (and facebook-reels.ts) gave it:
 * a reel or a video (its id a video's), a story, or a post (a `{page-id}_{post-id}`).
 */
export function facebookPostKind(post: PublishResult): 'post' | 'video' | 'reel' | 'story' {
  const url = post.url ?? '';
  if (url.includes('/reel/')) return 'reel';
  if (url.includes('/videos/')) return 'video';
  if (url.includes('/stories/')) return 'story';
  return 'post';
}

/**
 * Pages API publishing: a Reel or a story where the account's option asks (facebook-reels.ts), a video to /videos (Facebook fetches `file_url`), one photo to /photos, several
 * photos uploaded unpublished then attached to one /feed post (attached_media), text and link to
 * /feed. Photos uploaded with published=false are harmless to upload again, so their lost answers
 * retry; every call that makes a post visible is unconfirmed when its answer is lost.
 */
export async function publishToFacebook(graph: GraphClient, request: PublishRequest): Promise<PublishResult> {
  const { content, tokens } = request;
  const node = facebookNode(request.account);
  const token = tokens.accessToken;
  // The account's Reel or story option (core allows them on pages only).
  if (content.options.autoReel) return publishReel(graph, node, token, content);
  if (content.options.autoStory) return publishStory(graph, node, token, content);
  if (content.video) {
    const answer = await graph.call({
      path: `/${node}/videos`,
      token,
      form: {
        file_url: content.video.url,
        description: content.message,
        ...(content.title ? { title: content.title } : {}),
      },
    });
    const { id } = readAnswer(photoAnswer, answer, 'unconfirmed', 'video answer');
    return { externalId: id, url: `https://www.facebook.com/${node}/videos/${id}` };
  }
  const images = content.images.slice(0, networkTable.facebook.media.maxImages);
  if (images.length === 1) {
    const answer = await graph.call({
      path: `/${node}/photos`,
      token,
      // `alt_text_custom`: the photo's own alt text (the Photo reference's publishing field).
      form: { url: images[0]!.url, message: content.message, alt_text_custom: images[0]!.alt },
    });
    const photo = readAnswer(postAnswer, answer, 'unconfirmed', 'photo answer');
    const id = photo.post_id ?? photo.id;
    return { externalId: id, url: postUrl(id) };
  }
  const attached: string[] = [];
  for (const image of images) {
    const answer = await graph.call({
      path: `/${node}/photos`,
      token,
      idempotent: true,
      form: { url: image.url, published: 'false', alt_text_custom: image.alt },
    });
    attached.push(readAnswer(photoAnswer, answer, 'transient', 'photo answer').id);
  }
  const link = attached.length === 0 ? facebookLink(content) : undefined;
  const answer = await graph.call({
    path: `/${node}/feed`,
    token,
    form: {
      message: content.message,
      ...(link ? { link } : {}),
      ...(attached.length > 0
        ? { attached_media: JSON.stringify(attached.map((id) => ({ media_fbid: id }))) }
        : {}),
    },
  });
  const { id } = readAnswer(postAnswer, answer, 'unconfirmed', 'post answer');
  return { externalId: id, url: postUrl(id) };
}
