import { firstLink, readLinkedImage, readLinkedPage, type FetchLinked } from '../link-preview';
import { uploadLinkedInBytes } from './linkedin-media';
import type { LinkedInRest } from './linkedin-rest';

/**
 * Posts API "Article" content (learn.microsoft.com/linkedin/marketing/community-management/shares/
 * posts-api, Article): `source` (the URL), `title` (required), `description`, and `thumbnail`, an image
 * URN uploaded through the Images API first. LinkedIn does not read the page itself for a post made
 * through the API, so we do.
 */
export interface LinkedInArticle {
  article: { source: string; title: string; description?: string; thumbnail?: string };
}

/** The Images API takes JPG, GIF and PNG: a page image of another kind goes without. */
const linkedInImageTypes = ['image/jpeg', 'image/png', 'image/gif'];

/**
 * The article share for the post's first link, or null when the text has no link or its page cannot be
 * read: then the post goes as plain text with its link, never fails for the page. A thumbnail that
 * cannot be read or uploaded is left out the same way (its upload may be repeated safely).
 */
export async function linkedInArticle(
  rest: LinkedInRest,
  author: string,
  message: string,
  fetchLinked: FetchLinked,
): Promise<LinkedInArticle | null> {
  const source = firstLink(message);
  if (!source) return null;
  const page = await readLinkedPage(source, fetchLinked);
  if (!page) return null;
  const title = page.title || new URL(source).hostname;
  const article: LinkedInArticle['article'] = {
    source,
    title,
    ...(page.description ? { description: page.description } : {}),
  };
  const picture = page.imageUrl ? await readLinkedImage(page.imageUrl, fetchLinked) : null;
  if (picture && linkedInImageTypes.includes(picture.mimeType)) {
    try {
      article.thumbnail = await uploadLinkedInBytes(rest, 'images', author, picture);
    } catch {
      // The article without its picture: LinkedIn shows the link's title and address.
    }
  }
  return { article };
}
