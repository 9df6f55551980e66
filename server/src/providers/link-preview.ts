import { safeFetch, type SafeResponse } from '../net/safe-fetch';

/**
 * Reading the page a post links to, for the networks that do not unfurl links themselves (Bluesky's
 * link card, LinkedIn's article, Threads' link attachment): the page's Open Graph title, description
 * and image, fetched through the safe fetch so a post cannot make us read our own network.
 */

/** Fetches a page or an image a post links to: the safe fetch (public addresses only, capped). */
export type FetchLinked = (url: string) => Promise<SafeResponse>;

export const fetchLinkedSafely: FetchLinked = (url) => safeFetch(url, { maxBytes: 5 * 1024 * 1024 });

export interface LinkedPage {
  /** The page's address after redirects: where a relative og:image is resolved. */
  url: string;
  title: string;
  description: string;
  /** og:image, absolute; null when the page names none. */
  imageUrl: string | null;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_all, name: string) => entities[name] ?? '').trim();

/** A meta tag's content by property or name (og:title, twitter:description, description). */
function meta(html: string, key: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const named = new RegExp(`(?:property|name)\\s*=\\s*["']${key}["']`, 'i').test(tag);
    const content = /content\s*=\s*(["'])([\s\S]*?)\1/i.exec(tag)?.[2];
    if (named && content !== undefined) return decode(content);
  }
  return null;
}

/** The first http(s) link written in a post's text; a sentence's full stop or a lone bracket is not part of it. */
export function firstLink(text: string): string | null {
  const written = /https?:\/\/[^\s<>"]+/i.exec(text)?.[0];
  if (!written) return null;
  let link = written.replace(/[.,;:!?'"]+$/, '');
  if (link.endsWith(')') && !link.includes('(')) link = link.slice(0, -1);
  return URL.canParse(link) ? link : null;
}

/** The page's title, description and image; null when it cannot be read (the post still goes, with its link). */
export async function readLinkedPage(uri: string, fetchLinked: FetchLinked): Promise<LinkedPage | null> {
  let page: SafeResponse;
  try {
    page = await fetchLinked(uri);
  } catch {
    return null;
  }
  if (page.status >= 300 || !page.contentType.includes('html')) return null;
  const html = page.body.toString('utf8').slice(0, 512 * 1024);
  const title = meta(html, 'og:title') ?? decode(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '');
  const description = meta(html, 'og:description') ?? meta(html, 'description') ?? '';
  const image = meta(html, 'og:image');
  let imageUrl: string | null = null;
  try {
    imageUrl = image ? new URL(image, page.url).toString() : null;
  } catch {
    imageUrl = null;
  }
  return { url: page.url, title, description, imageUrl };
}

/** The page's image bytes, or null when it cannot be read or is not an image. */
export async function readLinkedImage(
  imageUrl: string,
  fetchLinked: FetchLinked,
): Promise<{ bytes: Buffer; mimeType: string } | null> {
  try {
    const picture = await fetchLinked(imageUrl);
    if (picture.status >= 300 || !picture.contentType.startsWith('image/')) return null;
    return { bytes: picture.body, mimeType: picture.contentType.split(';')[0]!.trim() };
  } catch {
    return null;
  }
}
