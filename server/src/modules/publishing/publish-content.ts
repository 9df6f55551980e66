import { altTextOf } from '@kairos/core';
import type { PublishContent } from '../../providers/provider';
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
    images: content.images.map(({ mediaId: _mediaId, alt, ...image }) => {
      const text = altTextOf({ alt });
      return text === null ? image : { ...image, alt: text };
    }),
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

/** The links a reminder carries: the media to post from the phone. */
export function mediaUrls(content: PublishContent): string[] {
  return [...content.images.map((image) => image.url), ...(content.video ? [content.video.url] : [])];
}
