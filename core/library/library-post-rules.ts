import { mediaSelectionError } from '../media/media-selection';
import { messages } from '../messages';
import { callToActionError } from '../posts/call-to-action-rules';
import { type LibraryPostBody } from './library-post-schema';

/** A library post names its pictures by link only: a GIF is told by its name unless the caller knows better. */
const gifByName = (url: string) => /\.gif($|\?)/i.test(url);

/**
 * "In the Add to Library modal categories are required unless draft ...; content is required in the
 * message or any variation." Its media follow the uploader's rule: "Up to 10 images, or 1 video, or
 * 1 GIF; no mixing video with images". `isGif` tells a GIF behind a link (the server knows its uploads'
 * types).
 */
export function libraryPostErrors(
  post: LibraryPostBody,
  isGif: (url: string) => boolean = gifByName,
): string[] {
  const errors: string[] = [];
  const hasContent =
    post.message.trim() !== '' || post.variations.some((variation) => variation.message.trim() !== '');
  if (!hasContent) errors.push(messages.composer.messageRequired);
  if (!post.draft && post.categories.length === 0) errors.push(messages.library.categoriesRequired);
  const images = post.images.filter((image): image is string => Boolean(image));
  const gifs = images.filter((url) => isGif(url)).length;
  const media = mediaSelectionError(
    { images: images.length - gifs, gifs, videos: post.video === null ? 0 : 1 },
    'post',
  );
  if (media !== null) errors.push(media);
  const callToAction = callToActionError(post.callToAction);
  if (callToAction !== null) errors.push(callToAction);
  return errors;
}

/** What is stored: "Empty variations and falsy images are dropped on save." */
export function normalizeLibraryPost(post: LibraryPostBody) {
  return {
    ...post,
    variations: post.variations.filter((variation) => variation.message.trim() !== ''),
    images: post.images.filter((image): image is string => Boolean(image)),
    // An alt text is kept while its picture is, and only when it says something.
    imageAlts: post.imageAlts.filter((entry) => entry.alt.trim() !== '' && post.images.includes(entry.url)),
    // "draft (draft true, pending false, rejected false) via Save Draft".
    pending: false,
    rejected: false,
  };
}

/** "Category selection is single-choice (selecting again clears it)." */
export function toggleLibraryCategory(selected: readonly string[], categoryId: string): string[] {
  return selected.includes(categoryId) ? [] : [categoryId];
}

/** What a campaign posts to an account of `socialMedia`: its variation when it has one. */
export function libraryMessageFor(
  post: { message: string; variations: readonly { socialMedia: string; message: string }[] },
  socialMedia: string,
): string {
  // Instagram Business accounts take the Instagram variation.
  const network = socialMedia === 'instagram-business' ? 'instagram' : socialMedia;
  const variation = post.variations.find(
    (candidate) => candidate.socialMedia === network && candidate.message.trim() !== '',
  );
  return variation?.message ?? post.message;
}

/** Campaigns use library posts that are neither drafts nor waiting nor rejected, until they expire. */
export function isLibraryPostUsable(
  post: { draft: boolean; pending: boolean; rejected: boolean; expirationDate: Date | null },
  at: Date,
): boolean {
  if (post.draft || post.pending || post.rejected) return false;
  return post.expirationDate === null || post.expirationDate.getTime() > at.getTime();
}
