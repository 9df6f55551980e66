/**
 * The image studio's messages (text from image, images from a page or a stock search, the image
 * editor), part of `messages` (core/messages.ts). The spec shows the dialogs' titles and buttons but
 * not these, so all are "ours".
 */
export const imageToolsMessages = {
  imageTools: {
    textFromImageTitle: 'Text from image',
    noTextFound: 'No text was found in this image.',
    notAnImage: 'Please choose an image (PNG, JPG or GIF).',
    tooManyPixels: (megapixels: number) =>
      `This image is too large to read: at most ${megapixels} megapixels, please try a smaller one.`,
    busy: 'We are reading many images right now. Please try again in a minute.',
    imageUnreachable: 'We could not fetch this image. Please try another one.',
    notAnImageLink: 'This link does not lead to an image. Please try another one.',
    suggestedTitle: 'Select Suggested Images',
    fromUrlTitle: 'Get Images From URL',
    editorTitle: 'Image editor',
  },
} as const;
