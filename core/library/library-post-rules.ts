import { messages } from '../messages';
import { callToActionError } from '../posts/call-to-action-rules';
import { type LibraryPostBody } from './library-post-schema';

/**
 * "In the Add to Library modal categories are required unless draft ...; content is required in the
 * message or any variation."
 */
export function libraryPostErrors(post: LibraryPostBody): string[] {
  const errors: string[] = [];
  const hasContent =
    post.message.trim() !== '' || post.variations.some((variation) => variation.message.trim() !== '');
  if (!hasContent) errors.push(messages.composer.messageRequired);
  if (!post.draft && post.categories.length === 0) errors.push(messages.library.categoriesRequired);
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
    // "draft (draft true, pending false, rejected false) via Save Draft".
    pending: false,
    rejected: false,
  };
}

/** "Category selection is single-choice (selecting again clears it)." */
export function toggleLibraryCategory(selected: readonly string[], categoryId: string): string[] {
  return selected.includes(categoryId) ? [] : [categoryId];
}
