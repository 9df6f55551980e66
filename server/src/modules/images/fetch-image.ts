import { isWebUrl, mediaKindOf, mediaMaxBytes, messages } from '@kairos/core';
import { validationFailed } from '../../errors/app-error';
import { SafeFetchError, safeFetch, type SafeFetchOptions } from '../../net/safe-fetch';
import { sniffLength, sniffMediaType } from '../media/sniff-type';
import { assertDecodable } from './image-pixels';

export interface FetchedImage {
  bytes: Buffer;
  mimeType: string;
}

/**
 * The spec's "cross-origin proxy" for picked images: the server fetches the picture (safeFetch:
 * public addresses only, redirects checked, at most 5 MB read, 10 s) and checks it is an image we
 * take, by its bytes, with a pixel count it may decode. `path` names the picked image in errors.
 */
export async function fetchImage(
  url: string,
  path: string,
  options: SafeFetchOptions = {},
): Promise<FetchedImage> {
  if (!isWebUrl(url)) throw validationFailed(path, messages.imagesFromUrl.urlInvalid);
  let answer;
  try {
    answer = await safeFetch(url, { timeoutMs: 10_000, ...options, maxBytes: mediaMaxBytes.image });
  } catch (error) {
    if (error instanceof SafeFetchError && error.reason === 'too_large') {
      throw validationFailed(path, messages.media.imagesUnder5Mb);
    }
    throw validationFailed(path, messages.imageTools.imageUnreachable);
  }
  if (answer.status >= 400) throw validationFailed(path, messages.imageTools.imageUnreachable);
  const mimeType = sniffMediaType(answer.body.subarray(0, sniffLength));
  const kind = mimeType === null ? null : mediaKindOf({ name: '', type: mimeType });
  if (mimeType === null || (kind !== 'image' && kind !== 'gif')) {
    throw validationFailed(path, messages.imageTools.notAnImageLink);
  }
  await assertDecodable(answer.body, path);
  return { bytes: answer.body, mimeType };
}
