import { messages } from '../messages';
import { isWebUrl } from '../posts/web-url';

/** "over limit 'No. of images selected exceeds maximum of N' (default 10)". */
export const imagesFromUrlDefaultMax = 10;

const imageFile = /\.(png|jpe?g|gif|heic|webp|svg|bmp|avif)$/i;

/** The 'Get Images From URL' input: empty, not a URL, or a link to one image instead of a page. */
export function imagesFromUrlInputError(value: string): string | null {
  const url = value.trim();
  if (url === '') return messages.imagesFromUrl.urlRequired;
  if (!isWebUrl(url)) return messages.imagesFromUrl.urlInvalid;
  if (imageFile.test(new URL(url).pathname)) return messages.imagesFromUrl.htmlPageRequired;
  return null;
}

export function imagesFromUrlResultError(found: number): string | null {
  return found === 0 ? messages.imagesFromUrl.noImages : null;
}

export function imagesFromUrlSelectionError(selected: number, max = imagesFromUrlDefaultMax): string | null {
  return selected > max ? messages.imagesFromUrl.tooManySelected(max) : null;
}
