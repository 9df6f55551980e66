import { imagesFromUrlInputError, imagesFromUrlResultError, messages } from '@kairos/core';
import { AppError } from '../../errors/app-error';
import { safeFetch, type SafeFetchOptions } from '../../net/safe-fetch';
import { pageImages } from './page-images';

const refuse = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path: 'url', message }] });

/**
 * 'Get Images From URL': the images of the page at a user's URL, with the spec's messages. A URL
 * the server may not or cannot reach reads as 'Please paste valid url', so the answer never tells
 * which private addresses exist.
 */
export async function imagesByUrl(input: string, fetchOptions: SafeFetchOptions = {}): Promise<string[]> {
  const inputError = imagesFromUrlInputError(input);
  if (inputError) throw refuse(inputError);
  const page = await safeFetch(input.trim(), fetchOptions).catch(() => {
    throw refuse(messages.imagesFromUrl.urlInvalid);
  });
  if (page.status >= 400) throw refuse(messages.imagesFromUrl.urlInvalid);
  // A link straight to an image (or anything but a page) is not what this dialog takes.
  if (!/^(text\/html|application\/xhtml\+xml)/.test(page.contentType)) {
    throw refuse(messages.imagesFromUrl.htmlPageRequired);
  }
  const images = pageImages(page.body.toString('utf8'), page.url);
  const resultError = imagesFromUrlResultError(images.length);
  if (resultError) throw refuse(resultError);
  return images;
}
