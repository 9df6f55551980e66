/** Facts about attached media that several rules share. */

/** "4K means width over 1920." */
export const fourKMinWidth = 1920;

export function is4kVideo(video: { videoWidth: number }): boolean {
  return video.videoWidth > fourKMinWidth;
}

export function isPortrait(media: { videoWidth: number; videoHeight: number }): boolean {
  return media.videoHeight > media.videoWidth;
}

export function aspectRatio(media: { videoWidth: number; videoHeight: number }): number {
  return media.videoWidth / media.videoHeight;
}

/** A GIF by its type, or by its name when the type is unknown. */
export function isGif(image: { url: string; mimeType?: string | undefined }): boolean {
  if (image.mimeType !== undefined && image.mimeType !== '') return image.mimeType === 'image/gif';
  return /\.gif($|[?#])/i.test(image.url);
}

export const megabytes = (count: number): number => count * 1024 * 1024;
export const kilobytes = (count: number): number => count * 1024;
