import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * How the feed tests fetch: the feed site on 127.0.0.1 only, and no name server asked (the items'
 * links at x.example fail at once, the same on a machine whose resolver never answers).
 */
export const feedFetchOptions = {
  allowAddress: (address: string) => address === '127.0.0.1',
  resolve: (host: string): Promise<string[]> => Promise.reject(new Error(`${host}: no names in tests`)),
  timeoutMs: 1500,
};

/** One answer of the test site: status, headers and body; `hang` never answers (a timeout). */
export interface Page {
  status?: number;
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  etag?: string;
  lastModified?: string;
  hang?: boolean;
  /** Streams this many bytes of filler without a Content-Length (a feed that never ends). */
  streamBytes?: number;
}

/**
 * A local site for the feed tests, spoken to through real HTTP: pages set per test, conditional GET
 * honoured (If-None-Match / If-Modified-Since answer 304), every request recorded with its headers.
 */
export interface FeedSite {
  origin: string;
  pages: Map<string, Page>;
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startFeedSite(): Promise<FeedSite> {
  const pages = new Map<string, Page>();
  const requests: FeedSite['requests'] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const page = pages.get(path);
    if (!page) return response.writeHead(404).end();
    if (page.hang) return void hanging.add(response);
    const headers: Record<string, string> = {
      'content-type': page.type ?? 'application/rss+xml',
      ...page.headers,
    };
    if (page.etag) headers.etag = page.etag;
    if (page.lastModified) headers['last-modified'] = page.lastModified;
    const unchanged =
      (page.etag !== undefined && request.headers['if-none-match'] === page.etag) ||
      (page.etag === undefined &&
        page.lastModified !== undefined &&
        request.headers['if-modified-since'] === page.lastModified);
    if (unchanged) return response.writeHead(304, headers).end();
    if (page.streamBytes !== undefined) {
      response.writeHead(page.status ?? 200, headers);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < (page.streamBytes ?? 0)) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => (sent = page.streamBytes ?? 0));
      return pump();
    }
    response.writeHead(page.status ?? 200, headers).end(page.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pages,
    requests,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface Item {
  guid?: string;
  title: string;
  link?: string;
  description?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function rss(title: string, items: readonly Item[]): string {
  const entries = items
    .map(
      (item) =>
        `<item><title>${escape(item.title)}</title>` +
        (item.link ? `<link>${escape(item.link)}</link>` : '') +
        (item.guid ? `<guid isPermaLink="false">${escape(item.guid)}</guid>` : '') +
        (item.description ? `<description>${escape(item.description)}</description>` : '') +
        `</item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escape(title)}</title><link>https://blog.example.com/</link>${entries}</channel></rss>`;
}

export function atom(title: string, items: readonly Item[]): string {
  const entries = items
    .map(
      (item) =>
        `<entry><id>${escape(item.guid ?? item.link ?? '')}</id><title>${escape(item.title)}</title>` +
        (item.link ? `<link rel="alternate" href="${escape(item.link)}"/>` : '') +
        `<updated>2026-01-01T00:00:00Z</updated>` +
        (item.description ? `<summary type="html">${escape(item.description)}</summary>` : '') +
        `</entry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><id>urn:test</id><title>${escape(title)}</title><updated>2026-01-01T00:00:00Z</updated>${entries}</feed>`;
}

/** An article page naming its share picture. */
export const articlePage = (image: string): Page => ({
  type: 'text/html; charset=utf-8',
  body: `<!doctype html><html><head><title>Article</title><meta property="og:image" content="${image}"></head><body><p>Text</p></body></html>`,
});

export const pngPage = async (): Promise<Page> => ({
  type: 'image/png',
  body: await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c63' } })
    .png()
    .toBuffer(),
});

/** 20 MB of zeros, gzipped to about 20 kB (over the 5 MB cap once inflated): read whole, it would take the memory it claims. */
export const gzipBomb = (): Page => ({
  type: 'application/rss+xml',
  headers: { 'content-encoding': 'gzip' },
  body: gzipSync(Buffer.alloc(20 * 1024 * 1024, 0)),
});
