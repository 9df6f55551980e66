import { pageOf, startFakeStock, type StockPhoto } from './fake-stock';

/**
 * Unsplash's API as its reference describes it: `GET /search/photos?query&page&per_page` with
 * `Authorization: Client-ID <key>` answers `{total, total_pages, results: [Photo]}` (401 with
 * `{errors: [...]}` for a wrong key); `GET /photos/:id/download` (a photo's links.download_location)
 * counts a download and answers `{url}`.
 */
export function startFakeUnsplash(photos: readonly StockPhoto[], key: string) {
  return startFakeStock(photos, (request, origin, cdn, fake) => {
    if (request.header('authorization') !== `Client-ID ${key}`) {
      return { status: 401, json: { errors: ['OAuth error: The access token is invalid'] } };
    }
    const download = /^\/photos\/([\w-]+)\/download$/.exec(request.path)?.[1];
    if (request.method === 'GET' && download) {
      fake.downloads.push(download);
      return { status: 200, json: { url: `${cdn}/photos/${download}.jpg` } };
    }
    if (request.route !== 'GET /search/photos') return null;
    const { found, perPage, items } = pageOf(photos, request, 'query', 'per_page');
    return {
      status: 200,
      headers: { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '49' },
      json: {
        total: found.length,
        total_pages: Math.ceil(found.length / perPage),
        results: items.map((photo) => ({
          id: photo.id,
          slug: photo.id,
          created_at: '2026-01-02T10:00:00Z',
          width: photo.width,
          height: photo.height,
          color: '#c08040',
          blur_hash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
          likes: 12,
          description: null,
          alt_description: photo.words,
          user: {
            id: `user-${photo.id}`,
            username: 'ada',
            name: 'Ada Photographer',
            links: { self: `${origin}/users/ada`, html: 'https://unsplash.com/@ada' },
          },
          urls: {
            raw: `${cdn}/photos/${photo.id}.jpg?ixid=raw`,
            full: `${cdn}/photos/${photo.id}.jpg?q=85`,
            regular: `${cdn}/photos/${photo.id}.jpg?w=1080`,
            small: `${cdn}/photos/${photo.id}.jpg?w=400`,
            thumb: `${cdn}/photos/${photo.id}.jpg?w=200`,
          },
          links: {
            self: `${origin}/photos/${photo.id}`,
            html: `https://unsplash.com/photos/${photo.id}`,
            download: `https://unsplash.com/photos/${photo.id}/download`,
            download_location: `${origin}/photos/${photo.id}/download`,
          },
        })),
      },
    };
  });
}
