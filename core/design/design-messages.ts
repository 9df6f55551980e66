/** The studio's own messages (the spec names none for these refusals). */
export const designMessages = {
  unknownModification: (key: string) =>
    `Unknown template modification '${key}': use texts, colours, images or fonts`,
  unknownTemplate: 'No such template',
  unknownField: (kind: string, key: string) => `The template has no ${kind} field '${key}'`,
  unknownFont: (font: string) => `The font '${font}' is not available`,
  badColour: 'Colours are written #rrggbb',
  notAnImage: 'The file is not an image',
  imageTooLarge: (megapixels: number) => `Images over ${megapixels} megapixels cannot be used`,
  renderFailed: 'The image could not be made; please try again',
  notAVideo: 'The file is not a video',
  notAnAudio: 'The file is not an audio file',
  badTrim: 'The end must come after the start, within the video',
  videoFailed: 'The video could not be processed: the file may be damaged',
  stuck: 'The job took too long and was stopped; please try again',
} as const;
