import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fileTypeOf, pickedImageError, uploadFileError } from './file-types';
import {
  imagesFromUrlInputError,
  imagesFromUrlResultError,
  imagesFromUrlSelectionError,
} from './images-from-url';
import { is4kVideo } from './media-facts';
import { mediaSelectionError } from './media-selection';
import { thumbnailError } from './thumbnail';
import { uploadKindError } from './upload-for-accounts';

const m = messages.media;

// Spec section 5, "Media": "Up to 10 images, or 1 video, or 1 GIF; no mixing video with images; a GIF
// cannot be combined with other images"; 30 for bulk or journal; 1 featured image; image editor 10.
describe('mediaSelectionError', () => {
  it.each([
    ['10 images in a post', { images: 10, gifs: 0, videos: 0 }, 'post', null],
    ['11 images in a post', { images: 11, gifs: 0, videos: 0 }, 'post', m.tooManyFiles],
    ['1 video', { images: 0, gifs: 0, videos: 1 }, 'post', null],
    ['2 videos', { images: 0, gifs: 0, videos: 2 }, 'post', m.tooManyFiles],
    ['a video with an image', { images: 1, gifs: 0, videos: 1 }, 'post', m.tooManyFiles],
    ['a GIF with an image', { images: 1, gifs: 1, videos: 0 }, 'post', m.tooManyFiles],
    ['2 GIFs', { images: 0, gifs: 2, videos: 0 }, 'post', m.tooManyFiles],
    ['30 files in bulk', { images: 25, gifs: 0, videos: 5 }, 'bulk', null],
    ['31 files in bulk', { images: 26, gifs: 0, videos: 5 }, 'bulk', m.maxBulk],
    ['31 images in a journal post', { images: 31, gifs: 0, videos: 0 }, 'journal', m.maxBulk],
    ['2 featured images', { images: 2, gifs: 0, videos: 0 }, 'featured', m.oneFeaturedImage],
    ['11 images in the editor', { images: 11, gifs: 0, videos: 0 }, 'imageEditor', m.imageEditorMax],
  ] as const)('%s', (_case, selection, context, error) => {
    expect(mediaSelectionError(selection, context)).toBe(error);
  });
});

// "Sizes: image 5 MB (5242880 bytes); audio 8 MB (8388608 bytes); PDF 10 MB; video 150 MB."
describe('uploadFileError', () => {
  it.each([
    ['a 5 MB png', { name: 'a.png', type: 'image/png', size: 5242880 }, null],
    ['a png over 5 MB', { name: 'a.png', type: 'image/png', size: 5242881 }, m.photoTooLarge],
    ['a heic with no type', { name: 'IMG_1.HEIC', type: '', size: 1000 }, null],
    ['an 8 MB mp3', { name: 'a.mp3', type: 'audio/mpeg', size: 8388608 }, null],
    ['an mp3 over 8 MB', { name: 'a.mp3', type: 'audio/mpeg', size: 8388609 }, m.audioTooLarge],
    [
      'a pdf over 10 MB',
      { name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 },
      m.pdfTooLarge,
    ],
    [
      'a video over 150 MB',
      { name: 'a.mp4', type: 'video/mp4', size: 150 * 1024 * 1024 + 1 },
      m.videoTooLarge,
    ],
    ['a bmp', { name: 'a.bmp', type: 'image/bmp', size: 10 }, m.unsupportedFormat('image/bmp')],
    ['a file with no type', { name: 'a.xyz', type: '', size: 10 }, m.unsupportedFileFormat],
  ])('%s', (_case, file, error) => {
    expect(uploadFileError(file)).toBe(error);
  });

  it('takes only png, jpg and jpeg in the narrower list', () => {
    expect(uploadFileError({ name: 'a.gif', type: 'image/gif', size: 10 }, { narrow: true })).toBe(
      m.unsupportedFormat('image/gif'),
    );
    expect(uploadFileError({ name: 'a.jpg', type: 'image/jpeg', size: 10 }, { narrow: true })).toBeNull();
  });

  it('treats HEIC with no type as image/heic', () => {
    expect(fileTypeOf({ name: 'photo.heic', type: '' })).toBe('image/heic');
  });

  it.each([
    [5242880, null],
    [5242881, m.imagesUnder5Mb],
  ])('a picked image of %i bytes', (size, error) => {
    expect(pickedImageError(size)).toBe(error);
  });
});

describe('4K', () => {
  it.each([
    [1920, false],
    [1921, true],
    [3840, true],
  ])('a video %i wide is 4K: %s', (videoWidth, fourK) => {
    expect(is4kVideo({ videoWidth })).toBe(fourK);
  });
});

describe('uploadKindError', () => {
  it.each([
    ['audio', ['facebook'], messages.composer.audioUploadNeedsAlexa],
    ['audio', ['alexaDevice'], null],
    ['pdf', ['linkedin'], messages.composer.pdfUploadNeedsWhatsApp],
    ['pdf', ['whatsapp', 'linkedin'], null],
  ] as const)('%s with %j', (kind, selected, error) => {
    expect(uploadKindError(kind, selected)).toBe(error);
  });
});

// "Thumbnail upload: jpg, jpeg, png; one image; size limit set by caller; aspect ratio must match".
describe('thumbnailError', () => {
  const video = { videoWidth: 1920, videoHeight: 1080 };
  const good = { type: 'image/jpeg', size: 100_000, width: 1280, height: 720 };
  it.each([
    ['a matching jpeg', [good], null],
    ['two images', [good, good], messages.thumbnail.onlyOne],
    ['a gif', [{ ...good, type: 'image/gif' }], messages.thumbnail.typeNotSupported],
    ['a file over the limit', [{ ...good, size: 2_000_001 }], messages.thumbnail.sizeExceeded],
    ['a square image', [{ ...good, width: 720 }], messages.thumbnail.resolutionMismatch],
  ])('%s', (_case, files, error) => {
    expect(thumbnailError(files, video, 2_000_000)).toBe(error);
  });
});

describe('get images from URL', () => {
  it.each([
    ['', messages.imagesFromUrl.urlRequired],
    ['not a url', messages.imagesFromUrl.urlInvalid],
    ['https://example.com/photo.JPG', messages.imagesFromUrl.htmlPageRequired],
    ['https://example.com/blog/post', null],
  ])('%j', (url, error) => {
    expect(imagesFromUrlInputError(url)).toBe(error);
  });

  it('says when a page has no images', () => {
    expect(imagesFromUrlResultError(0)).toBe(messages.imagesFromUrl.noImages);
    expect(imagesFromUrlResultError(3)).toBeNull();
  });

  it.each([
    [10, undefined, null],
    [11, undefined, 'No. of images selected exceeds maximum of 10'],
    [5, 4, 'No. of images selected exceeds maximum of 4'],
  ])('%i selected of at most %s', (selected, max, error) => {
    expect(imagesFromUrlSelectionError(selected, max)).toBe(error);
  });
});
