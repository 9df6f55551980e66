import type { FakeAnswer } from '../fake-http';
import { videoStatus } from '../facebook/fake-reels';
import { countedEdge, parseFields, selectFields, throttledRead, type FieldReaders } from './fake-fields';
import { usageHeaders, type FakeFacebookPost, type FakeInstagramMedia, type FakeMeta } from './fake-graph';

/** Fields that count people (engagement, followers): reading them is throttled like publishing. */
const countingFields = new Set([
  'reactions',
  'comments',
  'shares',
  'like_count',
  'comments_count',
  'followers_count',
]);

/** The Instagram product type of a fake media (IG Media `media_product_type`). */
export const productType = (media: FakeInstagramMedia) =>
  media.mediaType === 'REELS' ? 'REELS' : media.mediaType === 'STORIES' ? 'STORY' : 'FEED';

/** A page post's or video's reactions and comments (Object Reactions, Object Comments). */
function engagementReaders(fake: FakeMeta, post: FakeFacebookPost): FieldReaders {
  const firstComments = fake.comments.filter((comment) => comment.objectId === post.id);
  return {
    reactions: (field) =>
      countedEdge(field, post.counts?.reactions ?? 0, (index) => ({
        id: String(100_000_000 + index),
        name: `Fan ${index + 1}`,
        type: 'LIKE',
      })),
    comments: (field) =>
      countedEdge(field, post.counts?.comments ?? firstComments.length, (index) => ({
        id: `${post.id.split('_').at(-1)}_${index + 1}`,
        message: firstComments[index]?.message ?? `Comment ${index + 1}`,
      })),
  };
}

/** A page post (Page Post reference): `shares` is left out until someone shares it. */
function pagePost(fake: FakeMeta, post: FakeFacebookPost): FieldReaders {
  return {
    ...engagementReaders(fake, post),
    message: () => post.message,
    permalink_url: () => `https://www.facebook.com/${post.id}`,
    status_type: () => (post.photoUrls.length > 0 ? 'added_photos' : 'mobile_status_update'),
    shares: () => (post.counts?.shares ? { count: post.counts.shares } : undefined),
  };
}

/** A Video node (a video or a reel): no `shares` field. */
function video(fake: FakeMeta, id: string, post: FakeFacebookPost | undefined): FieldReaders {
  const uploaded = fake.videos.get(id);
  return {
    ...(post ? engagementReaders(fake, post) : {}),
    status: () =>
      uploaded
        ? (videoStatus(uploaded).json as { status: unknown }).status
        : { video_status: 'ready', publishing_phase: { status: 'complete' } },
    description: () => post?.message,
    title: () => post?.title ?? undefined,
    permalink_url: () => `/${post?.node ?? uploaded?.page}/videos/${id}/`,
  };
}

/** IG Media `media_type`: a reel is a VIDEO, a carousel a CAROUSEL_ALBUM. */
const mediaTypes: Record<string, string> = { REELS: 'VIDEO', CAROUSEL: 'CAROUSEL_ALBUM', STORIES: 'IMAGE' };

function instagramMedia(media: FakeInstagramMedia): FieldReaders {
  const story = productType(media) === 'STORY';
  return {
    caption: () => (story ? undefined : media.caption),
    // A story has neither count (IG Media: like_count, comments_count).
    like_count: () => (story ? undefined : (media.counts?.likes ?? 0)),
    comments_count: () => (story ? undefined : (media.counts?.comments ?? 0)),
    media_product_type: () => productType(media),
    media_type: () => mediaTypes[media.mediaType] ?? media.mediaType,
    permalink: () => media.permalink,
    timestamp: () => media.timestamp,
  };
}

/**
 * GET /{id}?fields=... on a page post, a video or reel, a page, an Instagram account or media: the
 * fields asked for. Null when the fake has no such object (Graph: code 100, subcode 33).
 */
export function readObject(fake: FakeMeta, id: string, asked: string | null): FakeAnswer | null {
  const post = fake.posts.find((candidate) => candidate.id === id);
  const page = fake.pages.find((candidate) => candidate.id === id);
  const account = fake.pages.find((candidate) => candidate.instagram?.id === id);
  const media = fake.media.find((candidate) => candidate.id === id);
  const isVideo = fake.videos.has(id) || post?.kind === 'video' || post?.kind === 'reel';
  const owner = media
    ? { id: media.igUserId, type: 'instagram' as const }
    : account
      ? { id, type: 'instagram' as const }
      : { id: post?.node ?? fake.videos.get(id)?.page ?? id, type: 'pages' as const };
  // Without `fields`, Graph answers a node's default ones: a page's name, an object's id.
  const fields = asked ?? (page ? 'name' : '');
  const counting = parseFields(fields).some((field) => countingFields.has(field.name));
  const throttled = counting ? throttledRead(fake, owner) : null;
  const headers = usageHeaders(fake, owner);
  const answer = (nodeType: string, readers: FieldReaders) =>
    throttled ?? selectFields(nodeType, id, readers, fields, headers);
  if (isVideo) return answer('Video', video(fake, id, post));
  if (post) return answer('Post', pagePost(fake, post));
  if (media) return answer('IGMedia', instagramMedia(media));
  if (page)
    return answer('Page', {
      name: () => page.name,
      category: () => page.category,
      followers_count: () => page.followers ?? 0,
    });
  if (account?.instagram) {
    const instagram = account.instagram;
    return answer('IGUser', {
      username: () => instagram.username,
      name: () => instagram.name,
      followers_count: () => instagram.followers ?? 0,
      media_count: () => fake.media.filter((item) => item.igUserId === id).length,
    });
  }
  return null;
}
