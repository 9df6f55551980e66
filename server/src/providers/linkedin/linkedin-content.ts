import { networkTable } from '@kairos/core';
import type { FetchLinked } from '../link-preview';
import type { PublishContent, PublishMedia } from '../provider';
import { linkedInArticle, type LinkedInArticle } from './linkedin-article';
import { uploadLinkedInAsset, uploadLinkedInVideo, type LinkedInMediaOptions } from './linkedin-media';
import type { LinkedInRest } from './linkedin-rest';

/** The Posts API's `content`: one image, video or document, a multi-image post, or an article. */
export type LinkedInPostContent =
  | { media: { id: string; title?: string; altText?: string } }
  | { multiImage: { images: Array<{ id: string; altText: string }> } }
  | LinkedInArticle;

/** The post's PDF (the composer's `pdf {url, thumbnail}`), which LinkedIn shows as a document. */
function documentOf(content: PublishContent): PublishMedia | null {
  const pdf = content.extra.pdf;
  if (!pdf || typeof pdf !== 'object') return null;
  const url = (pdf as { url?: unknown }).url;
  return typeof url === 'string' ? { url, mimeType: 'application/pdf' } : null;
}

/** A document needs a title: the post's title, else the file's name. */
function documentTitle(content: PublishContent, document: PublishMedia): string {
  if (content.title.trim()) return content.title.trim();
  const name = decodeURIComponent(new URL(document.url).pathname.split('/').pop() ?? '');
  return name.replace(/\.pdf$/i, '') || 'Document';
}

/**
 * Uploads the post's media the way LinkedIn takes it and answers the post's `content`: a video wins over
 * images (a post carries one kind), "LinkedIn: at most 9 images" (the spec; LinkedIn itself takes 2-20
 * in a multi-image post), a PDF goes as a document, and a post with none of these and a link goes as an
 * article share (the link's page read for its card).
 */
export async function linkedInContent(
  rest: LinkedInRest,
  media: LinkedInMediaOptions,
  author: string,
  content: PublishContent,
  fetchLinked: FetchLinked,
): Promise<LinkedInPostContent | null> {
  if (content.video) {
    const id = await uploadLinkedInVideo(rest, media, author, content.video);
    return { media: { id, ...(content.title.trim() ? { title: content.title.trim() } : {}) } };
  }
  const images = content.images.slice(0, networkTable.linkedin.media.maxImages);
  if (images.length > 0) {
    const ids: string[] = [];
    for (const image of images) ids.push(await uploadLinkedInAsset(rest, 'images', author, image));
    // `altText` on the image (content.media) or on each multiImage image, empty when none is given.
    const alt = (index: number) => images[index]?.alt ?? '';
    if (ids.length === 1) return { media: { id: ids[0]!, ...(alt(0) ? { altText: alt(0) } : {}) } };
    return { multiImage: { images: ids.map((id, index) => ({ id, altText: alt(index) })) } };
  }
  const document = documentOf(content);
  if (!document) return linkedInArticle(rest, author, content.message, fetchLinked);
  const id = await uploadLinkedInAsset(rest, 'documents', author, document);
  return { media: { id, title: documentTitle(content, document) } };
}
