import { z } from 'zod';
import { getJson, type StockSource } from './stock-provider';

/** The fields of GET /v1/search we read (Pexels API documentation, "Search for Photos"). */
const searchReply = z.object({
  photos: z.array(
    z.object({
      width: z.number().int().nullish(),
      height: z.number().int().nullish(),
      url: z.string(),
      photographer: z.string(),
      photographer_url: z.string().nullish(),
      alt: z.string().nullish(),
      src: z.object({ large: z.string(), medium: z.string() }),
    }),
  ),
  next_page: z.string().nullish(),
});

/** Pexels: the API key itself is the Authorization header. */
export function pexelsSource(config: { apiKey: string; baseUrl: string }): StockSource {
  return {
    name: 'pexels',
    async search(query, page, perPage, signal) {
      const url = new URL(`${config.baseUrl}/v1/search`);
      url.search = new URLSearchParams({ query, page: String(page), per_page: String(perPage) }).toString();
      const reply = searchReply.parse(await getJson('pexels', url, { authorization: config.apiKey }, signal));
      return {
        hasMore: typeof reply.next_page === 'string' && reply.next_page !== '',
        images: reply.photos.map((photo) => ({
          url: photo.src.large,
          thumbnailUrl: photo.src.medium,
          width: photo.width ?? null,
          height: photo.height ?? null,
          description: photo.alt ?? '',
          media: null,
          attribution: {
            provider: 'pexels',
            author: photo.photographer,
            authorUrl: photo.photographer_url ?? null,
            sourceUrl: photo.url,
            license: 'Pexels License',
          },
        })),
      };
    },
  };
}
