import { pageOf, startFakeStock, type StockPhoto } from './fake-stock';

/**
 * Pexels' API as its documentation describes it: `GET /v1/search?query&page&per_page` with the key
 * as the `Authorization` header answers `{total_results, page, per_page, photos: [Photo], next_page}`
 * (next_page only when there is one); a wrong key gets 401 `{error}`.
 */
export function startFakePexels(photos: readonly StockPhoto[], key: string) {
  return startFakeStock(photos, (request, origin, cdn) => {
    if (request.header('authorization') !== key) return { status: 401, json: { error: 'Unauthorized' } };
    if (request.route !== 'GET /v1/search') return null;
    const { found, page, perPage, items } = pageOf(photos, request, 'query', 'per_page');
    const query = encodeURIComponent(request.query.get('query') ?? '');
    return {
      status: 200,
      headers: { 'x-ratelimit-limit': '20000', 'x-ratelimit-remaining': '19999' },
      json: {
        total_results: found.length,
        page,
        per_page: perPage,
        photos: items.map((photo, index) => ({
          id: 1000 + index,
          width: photo.width,
          height: photo.height,
          url: `https://www.pexels.com/photo/${photo.id}/`,
          photographer: 'Grace Lens',
          photographer_url: 'https://www.pexels.com/@grace',
          photographer_id: 77,
          avg_color: '#C08040',
          src: {
            original: `${cdn}/photos/${photo.id}.jpg`,
            large2x: `${cdn}/photos/${photo.id}.jpg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
            large: `${cdn}/photos/${photo.id}.jpg?auto=compress&cs=tinysrgb&h=650&w=940`,
            medium: `${cdn}/photos/${photo.id}.jpg?auto=compress&cs=tinysrgb&h=350`,
            small: `${cdn}/photos/${photo.id}.jpg?auto=compress&cs=tinysrgb&h=130`,
            portrait: `${cdn}/photos/${photo.id}.jpg?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
            landscape: `${cdn}/photos/${photo.id}.jpg?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
            tiny: `${cdn}/photos/${photo.id}.jpg?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
          },
          liked: false,
          alt: photo.words,
        })),
        ...(page * perPage < found.length
          ? { next_page: `${origin}/v1/search/?page=${page + 1}&per_page=${perPage}&query=${query}` }
          : {}),
      },
    };
  });
}
