import { pageOf, startFakeStock, type StockPhoto } from './fake-stock';

/**
 * Openverse's API as its reference describes it: `GET /v1/images/?q&page&page_size`, anonymous,
 * answers `{result_count, page_count, page_size, page, results: [Image]}`.
 */
export function startFakeOpenverse(photos: readonly StockPhoto[]) {
  return startFakeStock(photos, (request, _origin, cdn) => {
    if (request.route !== 'GET /v1/images/') return null;
    const { found, page, perPage, items } = pageOf(photos, request, 'q', 'page_size');
    return {
      status: 200,
      json: {
        result_count: found.length,
        page_count: Math.ceil(found.length / perPage),
        page_size: perPage,
        page,
        results: items.map((photo) => ({
          id: `ov-${photo.id}`,
          title: photo.words,
          indexed_on: '2026-01-02T10:00:00Z',
          foreign_landing_url: `https://www.flickr.com/photos/${photo.id}`,
          url: `${cdn}/photos/${photo.id}.jpg`,
          creator: 'Lin Commons',
          creator_url: 'https://www.flickr.com/photos/lin',
          license: 'by-sa',
          license_version: '4.0',
          license_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
          provider: 'flickr',
          source: 'flickr',
          category: 'photograph',
          filesize: null,
          filetype: 'jpg',
          tags: photo.words.split(' ').map((name) => ({ name, accuracy: null })),
          attribution: `"${photo.words}" by Lin Commons is licensed under CC BY-SA 4.0.`,
          mature: false,
          height: photo.height,
          width: photo.width,
          thumbnail: `${cdn}/photos/${photo.id}.jpg?thumb`,
        })),
      },
    };
  });
}
