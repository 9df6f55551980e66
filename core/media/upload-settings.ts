import { allowedVideoTypes, acceptedImageTypes, mediaMaxBytes } from './file-types';
import { mediaCountLimits } from './media-selection';

/**
 * Spec "Upload settings: acceptedFormats, videoMaxSize, maxFilesCount, imageMaxSize,
 * allowedVideoFormats, pdfMaxSize, twitterUrlLength", for the uploader of the composer.
 */
export const uploadSettings = {
  acceptedFormats: acceptedImageTypes,
  videoMaxSize: mediaMaxBytes.video,
  maxFilesCount: mediaCountLimits.images,
  imageMaxSize: mediaMaxBytes.image,
  allowedVideoFormats: allowedVideoTypes,
  pdfMaxSize: mediaMaxBytes.pdf,
  // X counts every link as 23 characters.
  twitterUrlLength: 23,
} as const;
