import { z } from 'zod';
import { getJson, type StockSource } from './stock-provider';

/** The fields of GET /search/photos we read (Unsplash API reference, "Search photos"). */
const searchReply = z.object({
  total_pages: z.number(),
  results: z.array(
    z.object({
      width: z.number().int().nullish(),
      height: z.number().int().nullish(),
      description: z.string().nullish(),
      alt_description: z.string().nullish(),
      urls: z.object({ regular: z.string(), small: z.string() }),
      links: z.object({ html: z.string(), download_location: z.string() }),
      user: z.object({ name: z.string(), links: z.object({ html: z.string() }) }),
    }),
  ),
});

/** Unsplash: `Authorization: Client-ID <access key>`; a used photo is reported to its download_location. */
export function unsplashSource(config: { accessKey: string; baseUrl: string }): StockSource {
  const headers = { authorization: `Client-ID ${config.accessKey}`, 'accept-version': 'v1' };
  return {
    name: 'unsplash',
    async search(query, page, perPage, signal) {
      const url = new URL(`${config.baseUrl}/search/photos`);
      url.search = new URLSearchParams({ query, page: String(page), per_page: String(perPage) }).toString();
      const reply = searchReply.parse(await getJson('unsplash', url, headers, signal));
      return {
        hasMore: page < reply.total_pages,
        images: reply.results.map((photo) => ({
          url: photo.urls.regular,
          thumbnailUrl: photo.urls.small,
          width: photo.width ?? null,
          height: photo.height ?? null,
          description: photo.alt_description ?? photo.description ?? '',
          media: null,
          attribution: {
            provider: 'unsplash',
            author: photo.user.name,
            authorUrl: photo.user.links.html,
            sourceUrl: photo.links.html,
            license: 'Unsplash License',
            downloadLocation: photo.links.download_location,
          },
        })),
      };
    },
    async used(downloadLocation) {
      // Only a location on the configured API gets the key.
      if (!downloadLocation.startsWith(`${config.baseUrl}/`)) return;
      const answer = await fetch(downloadLocation, { headers, signal: AbortSignal.timeout(5_000) });
      await answer.body?.cancel();
    },
  };
}
