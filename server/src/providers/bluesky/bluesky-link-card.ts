import { safeFetch, type SafeResponse } from '../../net/safe-fetch';
import { blueskyThumbMaxBytes, fitImage } from './bluesky-images';

/** Fetches a page or an image a post links to: the safe fetch (public addresses only, capped). */
export type FetchLinked = (url: string) => Promise<SafeResponse>;

export const fetchLinkedSafely: FetchLinked = (url) => safeFetch(url, { maxBytes: 5 * 1024 * 1024 });

export interface LinkCard {
  $type: 'app.bsky.embed.external';
  external: { uri: string; title: string; description: string; thumb?: Record<string, unknown> };
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

/**
 * Bluesky does not unfurl links: the client builds the card (app.bsky.embed.external) from the page's
 * Open Graph tags, with the page's image uploaded as the thumbnail (under the lexicon's 1,000,000
 * bytes). Fetched through the safe fetch: a post cannot make us read our own network. A page that
 * cannot be read gives no card: the post still goes, with its link.
 */
export async function buildLinkCard(
  uri: string,
  fetchLinked: FetchLinked,
  upload: (bytes: Uint8Array, mimeType: string) => Promise<Record<string, unknown>>,
): Promise<LinkCard | null> {
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
  const card: LinkCard = { $type: 'app.bsky.embed.external', external: { uri, title, description } };
  const image = meta(html, 'og:image');
  if (!image) return card;
  try {
    const picture = await fetchLinked(new URL(image, page.url).toString());
    if (picture.status >= 300 || !picture.contentType.startsWith('image/')) return card;
    const fitted = await fitImage(picture.body, picture.contentType, blueskyThumbMaxBytes);
    if (fitted) card.external.thumb = await upload(fitted.bytes, fitted.mimeType);
  } catch {
    // The card without its picture: still better than none.
  }
  return card;
}
