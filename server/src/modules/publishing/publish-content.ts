import { altTextOf, type PostImage, type ThreadReply } from '@kairos/core';
import type { PublishContent, PublishMedia } from '../../providers/provider';
import type { PostRow } from '../posts/post-repository';

/**
 * The post as one account receives it: its own accountsMetadata flags and network settings, the
 * shared text and media.
 */
export function publishContent(post: PostRow, accountId: string): PublishContent {
  const { content } = post;
  const metadata = content.accountsMetadata.find((entry) => entry.accountId === accountId);
  const { accountId: _accountId, ...options } = metadata ?? {};
  const accountSettings = content.tiktokSettings.find((entry) => entry.accountId === accountId);
  const { video } = content;
  return {
    message: post.message,
    title: content.postTitle,
    images: content.images.map(publishImage),
    video: video && {
      url: video.url,
      size: video.size,
      duration: video.duration,
      thumbnail: video.thumbnail,
    },
    callToAction: content.callToAction,
    options,
    extra: content,
    accountSettings: accountSettings ?? null,
  };
}

/** A stored image as sent: its alt text trimmed, and none when empty ("empty alt sends nothing"). */
function publishImage({ mediaId: _mediaId, alt, ...image }: PostImage): PublishMedia {
  const text = altTextOf({ alt });
  return text === null ? image : { ...image, alt: text };
}

/**
 * A later part of the post's thread as this account receives it: the reply's own text and images,
 * with the post's options for the account (decision 0064).
 */
export function replyContent(post: PostRow, accountId: string, reply: ThreadReply): PublishContent {
  return {
    ...publishContent(post, accountId),
    message: reply.message,
    title: '',
    images: reply.images.map(publishImage),
    video: null,
    callToAction: null,
  };
}

/** The links a reminder carries: the media to post from the phone. */
export function mediaUrls(content: PublishContent): string[] {
  return [...content.images.map((image) => image.url), ...(content.video ? [content.video.url] : [])];
}
