import { readLinkedImage, readLinkedPage, type FetchLinked } from '../link-preview';
import { blueskyThumbMaxBytes, fitImage } from './bluesky-images';

export { fetchLinkedSafely, type FetchLinked } from '../link-preview';

export interface LinkCard {
  $type: 'app.bsky.embed.external';
  external: { uri: string; title: string; description: string; thumb?: Record<string, unknown> };
}

/**
 * Bluesky does not unfurl links: the client builds the card (app.bsky.embed.external) from the page's
 * Open Graph tags, with the page's image uploaded as the thumbnail (under the lexicon's 1,000,000
 * bytes). A page that cannot be read gives no card: the post still goes, with its link.
 */
export async function buildLinkCard(
  uri: string,
  fetchLinked: FetchLinked,
  upload: (bytes: Uint8Array, mimeType: string) => Promise<Record<string, unknown>>,
): Promise<LinkCard | null> {
  const page = await readLinkedPage(uri, fetchLinked);
  if (!page) return null;
  const { title, description } = page;
  const card: LinkCard = { $type: 'app.bsky.embed.external', external: { uri, title, description } };
  if (!page.imageUrl) return card;
  const picture = await readLinkedImage(page.imageUrl, fetchLinked);
  if (!picture) return card;
  try {
    const fitted = await fitImage(picture.bytes, picture.mimeType, blueskyThumbMaxBytes);
    if (fitted) card.external.thumb = await upload(fitted.bytes, fitted.mimeType);
  } catch {
    // The card without its picture: still better than none.
  }
  return card;
}
