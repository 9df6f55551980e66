import { megabytes } from './media-facts';
import { messages } from '../messages';

/** "Accepted image types: png, jpg, jpeg, gif, heic generally; png, jpg, jpeg in a narrower list." */
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/heic'] as const;
export const narrowImageTypes = ['image/png', 'image/jpeg'] as const;
export const allowedVideoTypes = ['video/mp4', 'video/quicktime', 'video/x-m4v', 'video/webm'] as const;
export const allowedAudioTypes = [
  'audio/mpeg',
  'audio/mp3',
  'audio/wav',
  'audio/x-wav',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
] as const;
export const pdfType = 'application/pdf';

/** "Sizes: image 5 MB (5242880 bytes) ...; audio 8 MB (8388608 bytes); PDF 10 MB; video 150 MB." */
export const mediaMaxBytes = {
  image: megabytes(5),
  gif: megabytes(5),
  audio: megabytes(8),
  pdf: megabytes(10),
  video: megabytes(150),
} as const;

export type MediaKind = keyof typeof mediaMaxBytes;

/** "HEIC with no type is treated as image/heic": browsers give HEIC photos an empty type. */
export function fileTypeOf(file: { name: string; type: string }): string {
  if (file.type === '' && /\.heic$/i.test(file.name)) return 'image/heic';
  return file.type;
}

/** What kind of media a file is, or null when the product does not take it. */
export function mediaKindOf(
  file: { name: string; type: string },
  options: { narrow?: boolean } = {},
): MediaKind | null {
  const type = fileTypeOf(file);
  const images: readonly string[] = options.narrow ? narrowImageTypes : acceptedImageTypes;
  if (images.includes(type)) return type === 'image/gif' ? 'gif' : 'image';
  if ((allowedVideoTypes as readonly string[]).includes(type)) return 'video';
  if ((allowedAudioTypes as readonly string[]).includes(type)) return 'audio';
  if (type === pdfType) return 'pdf';
  return null;
}

const tooLarge: Readonly<Record<MediaKind, string>> = {
  image: messages.media.photoTooLarge,
  gif: messages.media.photoTooLarge,
  audio: messages.media.audioTooLarge,
  pdf: messages.media.pdfTooLarge,
  video: messages.media.videoTooLarge,
};

/** The message for a file the uploader must refuse, or null: its type first, then its size. */
export function uploadFileError(
  file: { name: string; type: string; size: number },
  options: { narrow?: boolean } = {},
): string | null {
  const kind = mediaKindOf(file, options);
  if (kind === null) {
    const type = fileTypeOf(file);
    return type === '' ? messages.media.unsupportedFileFormat : messages.media.unsupportedFormat(type);
  }
  return file.size > mediaMaxBytes[kind] ? tooLarge[kind] : null;
}

/** Stock and suggested images are checked too: "Images should be less than 5Mb". */
export function pickedImageError(size: number): string | null {
  return size > mediaMaxBytes.image ? messages.media.imagesUnder5Mb : null;
}
