import { mediaKindOf, messages, uploadFileError, type MediaKind } from '@kairos/core';
import { AppError } from '../../errors/app-error';
import type { MediaStorage } from '../../storage/media-storage';
import { assertDecodable } from '../images/image-pixels';
import { audioVideoFacts } from './read-audio-video';
import { heicToJpeg, imageFacts, makeJpegRendition, makeThumbnail } from './read-image';
import { realTypeFor, sniffLength, sniffMediaType } from './sniff-type';

export interface InspectedMedia {
  kind: MediaKind;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  thumbnailKey: string | null;
  /** The JPEG rendition of an image that is not JPEG (PNG, GIF); null for JPEG and non-images. */
  jpegKey: string | null;
}

/** Video, audio and PDF get no thumbnail here and no JPEG rendition. */
const noImageFiles = { thumbnailKey: null, jpegKey: null };

const refuse = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path: 'file', message }] });

/**
 * Checks uploaded bytes against what was declared and reads their facts: the real type from magic
 * numbers, the spec's size limits on the stored size, dimensions, duration, and a thumbnail for
 * images. HEIC becomes JPEG in place; any other image that is not JPEG gets a JPEG rendition under
 * jpegKey. Throws the spec's message when the file is refused.
 */
export async function inspectUpload(
  storage: MediaStorage,
  upload: { storageKey: string; mimeType: string; size: number; thumbnailKey: string; jpegKey: string },
): Promise<InspectedMedia> {
  const { storageKey: key, size } = upload;
  const realType = realTypeFor(upload.mimeType, sniffMediaType(await storage.readRange(key, 0, sniffLength)));
  const kind = realType === null ? null : mediaKindOf({ name: '', type: realType });
  if (realType === null || kind === null) throw refuse(messages.media.unsupportedFileFormat);
  const sizeError = uploadFileError({ name: '', type: realType, size });
  if (sizeError) throw refuse(sizeError);

  if (kind === 'image' || kind === 'gif') {
    let bytes = await storage.readRange(key, 0, size);
    let mimeType = realType;
    try {
      // A decompression bomb is refused from its header, before any pixel is decoded.
      await assertDecodable(bytes);
      if (realType === 'image/heic') {
        bytes = await heicToJpeg(bytes);
        mimeType = 'image/jpeg';
        await storage.write(key, bytes, mimeType);
      }
      const { width, height } = await imageFacts(bytes);
      await storage.write(upload.thumbnailKey, await makeThumbnail(bytes), 'image/jpeg');
      const jpegKey = mimeType === 'image/jpeg' ? null : upload.jpegKey;
      if (jpegKey) await storage.write(jpegKey, await makeJpegRendition(bytes), 'image/jpeg');
      return {
        kind,
        mimeType,
        size: bytes.length,
        width,
        height,
        duration: null,
        thumbnailKey: upload.thumbnailKey,
        jpegKey,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Bytes that start like an image but do not decode are not an image we can post.
      throw refuse(messages.media.unsupportedFileFormat);
    }
  }
  if (kind === 'video' || kind === 'audio') {
    const facts = await audioVideoFacts(size, (offset, length) => storage.readRange(key, offset, length));
    const width = facts.width === null ? null : Math.round(facts.width);
    const height = facts.height === null ? null : Math.round(facts.height);
    return { kind, mimeType: realType, size, width, height, duration: facts.duration, ...noImageFiles };
  }
  return { kind, mimeType: realType, size, width: null, height: null, duration: null, ...noImageFiles };
}
