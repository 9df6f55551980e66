import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';

/** A photo in a fake stock library: what the search finds it by, and its bytes' size. */
export interface StockPhoto {
  id: string;
  words: string;
  width: number;
  height: number;
}

export interface FakeStock {
  url: string;
  script: FakeScript;
  /** The requests' Authorization headers, in order. */
  authorizations: string[];
  /** Unsplash: download_location hits, by photo id. */
  downloads: string[];
  close(): Promise<void>;
}

export const photoBytes = (photo: StockPhoto) =>
  sharp({ create: { width: photo.width, height: photo.height, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();

/** The photos matching a search, one page of them. */
export function pageOf(photos: readonly StockPhoto[], request: FakeHttpRequest, query: string, size: string) {
  const words = (request.query.get(query) ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found = photos.filter((photo) => words.every((word) => photo.words.includes(word)));
  const perPage = Number(request.query.get(size) ?? 10);
  const page = Number(request.query.get('page') ?? 1);
  return { found, page, perPage, items: found.slice((page - 1) * perPage, page * perPage) };
}

/**
 * A stock API's server: `search` answers its search route (on the API's origin); the photos are
 * served as JPEG from a second origin, as the providers' CDNs (images.unsplash.com, images.pexels.com).
 */
export async function startFakeStock(
  photos: readonly StockPhoto[],
  search: (request: FakeHttpRequest, origin: string, cdn: string, fake: FakeStock) => FakeAnswer | null,
): Promise<FakeStock> {
  const script = new FakeScript();
  const cdn = createServer((request, response) => {
    const id = /^\/photos\/([\w-]+)\.jpg/.exec(request.url ?? '')?.[1];
    const photo = photos.find((candidate) => candidate.id === id);
    if (!photo) return void response.writeHead(404).end();
    void photoBytes(photo).then((bytes) =>
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length }).end(bytes),
    );
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  const cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  const fake: FakeStock = {
    url: '',
    script,
    authorizations: [],
    downloads: [],
    close: async () => undefined,
  };
  const http = await startFakeHttp(script, (request, origin) => {
    fake.authorizations.push(request.header('authorization') ?? '');
    return search(request, origin, cdnUrl, fake) ?? { status: 404, json: { errors: ['Not found'] } };
  });
  fake.url = http.url;
  fake.close = async () => {
    await http.close();
    cdn.closeAllConnections();
    await new Promise((resolve) => cdn.close(resolve));
  };
  return fake;
}
