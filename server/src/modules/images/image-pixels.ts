import { imageMaxMegapixels, imageMaxPixels, messages } from '@kairos/core';
import sharp from 'sharp';
import { validationFailed } from '../../errors/app-error';

/**
 * Refuses an image whose header names more pixels than the server decodes, before any pixel is
 * decoded (sharp reads the header only for metadata): a small PNG can unpack to gigabytes.
 */
export async function assertDecodable(
  bytes: Buffer,
  path = 'file',
): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height)
    throw validationFailed(path, messages.media.unsupportedFileFormat);
  if (metadata.width * metadata.height > imageMaxPixels) {
    throw validationFailed(path, messages.imageTools.tooManyPixels(imageMaxMegapixels));
  }
  return { width: metadata.width, height: metadata.height };
}
