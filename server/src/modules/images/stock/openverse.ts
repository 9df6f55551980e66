import { z } from 'zod';
import { getJson, type StockSource } from './stock-provider';

/** The fields of GET /v1/images/ we read (Openverse API reference, "Search images"). */
const searchReply = z.object({
  page_count: z.number(),
  results: z.array(
    z.object({
      title: z.string().nullish(),
      url: z.string(),
      thumbnail: z.string().nullish(),
      width: z.number().int().nullish(),
      height: z.number().int().nullish(),
      creator: z.string().nullish(),
      creator_url: z.string().nullish(),
      foreign_landing_url: z.string().nullish(),
      license: z.string(),
      license_version: z.string().nullish(),
    }),
  ),
});

/** 'by-sa' 4.0 as people read it: CC BY-SA 4.0 (cc0 and pdm say what they are). */
function licenseName(license: string, version: string): string {
  if (license === 'pdm') return 'Public Domain Mark';
  const name = license.startsWith('cc') ? license.toUpperCase() : `CC ${license.toUpperCase()}`;
  return `${name} ${version}`.trim();
}

/** Openverse: openly licensed images, no key (anonymous requests take at most 20 a page). */
export function openverseSource(config: { baseUrl: string }): StockSource {
  return {
    name: 'openverse',
    async search(query, page, perPage, signal) {
      const url = new URL(`${config.baseUrl}/v1/images/`);
      url.search = new URLSearchParams({
        q: query,
        page: String(page),
        page_size: String(Math.min(perPage, 20)),
      }).toString();
      const reply = searchReply.parse(await getJson('openverse', url, {}, signal));
      return {
        hasMore: page < reply.page_count,
        images: reply.results.map((image) => ({
          url: image.url,
          thumbnailUrl: image.thumbnail ?? image.url,
          width: image.width ?? null,
          height: image.height ?? null,
          description: image.title ?? '',
          media: null,
          attribution: {
            provider: 'openverse',
            author: image.creator ?? '',
            authorUrl: image.creator_url ?? null,
            sourceUrl: image.foreign_landing_url ?? null,
            license: licenseName(image.license, image.license_version ?? ''),
          },
        })),
      };
    },
  };
}
