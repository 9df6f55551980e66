import {
  type ImportImagesBody,
  type MediaView,
  imageSuggestionsReplySchema,
  imageTextReplySchema,
  imagesByUrlReplySchema,
  importImagesReplySchema,
} from '@kairos/core';
import { apiClient } from '../../lib/api-client';

/** The image studio's calls (server/src/http/routes/image-tools.ts and media.ts). */
export async function readImageText(mediaId: string, signal?: AbortSignal): Promise<string> {
  const reply = await apiClient.post(`/api/media/${mediaId}/text`, undefined, {
    schema: imageTextReplySchema,
    ...(signal ? { signal } : {}),
  });
  return reply.text;
}

export async function imagesOfPage(url: string, signal?: AbortSignal): Promise<string[]> {
  const reply = await apiClient.get(`/api/get-images-by-url?url=${encodeURIComponent(url)}`, {
    schema: imagesByUrlReplySchema,
    ...(signal ? { signal } : {}),
  });
  return reply.images;
}

export async function importImages(body: ImportImagesBody): Promise<MediaView[]> {
  return (await apiClient.post('/api/media/import', body, { schema: importImagesReplySchema })).media;
}

export function searchSuggestedImages(
  body: { calendarId: string; query: string; page: number },
  signal: AbortSignal,
) {
  return apiClient.post('/api/image-suggestions', body, { schema: imageSuggestionsReplySchema, signal });
}
