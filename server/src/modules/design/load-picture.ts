import { designMessages, messages } from '@kairos/core';
import sharp from 'sharp';
import { validationFailed } from '../../errors/app-error';
import { readAll, type MediaStorage } from '../../storage/media-storage';
import type { MediaRow } from './design-repository';

/** Decompression bombs: a picture larger than this is refused from its header, before decoding. */
export const maxPictureMegapixels = 100;
const maxPixels = maxPictureMegapixels * 1_000_000;

/**
 * Checks a picture from its header only (sharp reads the dimensions without decoding pixels):
 * not an image, or too many pixels, is refused with the studio's message.
 */
export async function checkPictureHeader(bytes: Buffer, path: string): Promise<void> {
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw validationFailed(path, designMessages.notAnImage);
  }
  if (!width || !height) throw validationFailed(path, designMessages.notAnImage);
  if (width * height > maxPixels)
    throw validationFailed(path, designMessages.imageTooLarge(maxPictureMegapixels));
}

/** A media row that must be a picture (a video, audio or PDF is refused). */
export function assertPictureRow(row: MediaRow | undefined, path: string): MediaRow {
  if (!row) throw validationFailed(path, messages.media.notInCalendar);
  if (row.kind !== 'image' && row.kind !== 'gif') throw validationFailed(path, designMessages.notAnImage);
  return row;
}

export async function readPicture(storage: MediaStorage, row: MediaRow, path: string): Promise<Buffer> {
  const bytes = await readAll(storage, row.storageKey, row.size);
  await checkPictureHeader(bytes, path);
  return bytes;
}

/** The picture cropped to fill width x height, as a PNG data URL for the renderer. */
export async function pictureDataUrl(bytes: Buffer, width: number, height: number): Promise<string> {
  const png = await sharp(bytes, { limitInputPixels: maxPixels, animated: false })
    .rotate()
    .resize(Math.round(width), Math.round(height), { fit: 'cover' })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
