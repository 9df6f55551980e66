import type { PublishContent, PublishMedia } from '../../providers/provider';
import type { PostRow } from '../posts/post-repository';

type Content = Record<string, unknown>;
const asObject = (value: unknown): Content | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Content) : null;

function media(value: unknown): PublishMedia | null {
  const item = asObject(value);
  if (!item || typeof item.url !== 'string') return null;
  return {
    url: item.url,
    ...(typeof item.jpegUrl === 'string' ? { jpegUrl: item.jpegUrl } : {}),
    ...(typeof item.mimeType === 'string' ? { mimeType: item.mimeType } : {}),
    ...(typeof item.width === 'number' ? { width: item.width } : {}),
    ...(typeof item.height === 'number' ? { height: item.height } : {}),
    ...(typeof item.size === 'number' ? { size: item.size } : {}),
  };
}

/**
 * The post as one account receives it: its own accountsMetadata flags and network settings, the
 * shared text and media.
 */
export function publishContent(post: PostRow, accountId: string): PublishContent {
  const content = post.content;
  const video = asObject(content.video);
  const videoMedia = media(video);
  const metadata = (Array.isArray(content.accountsMetadata) ? content.accountsMetadata : [])
    .map(asObject)
    .find((entry) => entry?.accountId === accountId);
  const { accountId: _accountId, ...options } = metadata ?? {};
  const accountSettings = (Array.isArray(content.tiktokSettings) ? content.tiktokSettings : [])
    .map(asObject)
    .find((entry) => entry?.accountId === accountId);
  return {
    message: post.message,
    title: typeof content.postTitle === 'string' ? content.postTitle : '',
    images: (Array.isArray(content.images) ? content.images : []).flatMap((image) => media(image) ?? []),
    video: videoMedia
      ? {
          ...videoMedia,
          ...(typeof video?.duration === 'number' ? { duration: video.duration } : {}),
          thumbnail: typeof video?.thumbnail === 'string' ? video.thumbnail : null,
        }
      : null,
    callToAction: asObject(content.callToAction),
    options: options as Record<string, boolean | undefined>,
    extra: content,
    accountSettings: accountSettings ?? null,
  };
}

/** The links a reminder carries: the media to post from the phone. */
export function mediaUrls(content: PublishContent): string[] {
  return [...content.images.map((image) => image.url), ...(content.video ? [content.video.url] : [])];
}
