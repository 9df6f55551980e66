import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch, SafeFetchError } from '../../src/net/safe-fetch';

// A local server stands in for the web; only 127.0.0.1 is let through, and only where a test says so.
let server: http.Server;
let base: string;
const onlyTestServer = { allowAddress: (address: string) => address === '127.0.0.1' };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const port = (server.address() as AddressInfo).port;
    const routes: Record<string, () => void> = {
      '/page': () => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>'),
      '/to-loopback': () => response.writeHead(302, { location: `http://127.0.0.2:${port}/page` }).end(),
      '/to-ipv6-loopback': () => response.writeHead(302, { location: `http://[::1]:${port}/page` }).end(),
      '/to-metadata': () => response.writeHead(302, { location: 'http://169.254.169.254/latest' }).end(),
      '/huge': () => response.writeHead(200).end(Buffer.alloc(3 * 1024 * 1024)),
      '/silent': () => undefined,
    };
    const loop = /^\/loop\/(\d+)$/.exec(request.url ?? '');
    if (loop) return response.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` }).end();
    (routes[request.url ?? ''] ?? (() => response.writeHead(404).end()))();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return (error as SafeFetchError).reason;
}

describe('safe fetch', () => {
  it.each([
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.8/',
    'http://192.168.1.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://0.0.0.0/',
  ])('refuses %s', async (url) => {
    expect(await failure(safeFetch(url))).toBe('address');
  });

  it('refuses a name that resolves to loopback, checking the resolved address', async () => {
    const resolve = async () => ['8.8.8.8', '127.0.0.1'];
    expect(await failure(safeFetch('http://rebind.example/', { resolve }))).toBe('address');
    expect(await failure(safeFetch('http://localhost/'))).toBe('address');
  });

  it('refuses schemes other than http and https', async () => {
    expect(await failure(safeFetch('file:///etc/passwd'))).toBe('scheme');
    expect(await failure(safeFetch('ftp://example.com/'))).toBe('scheme');
  });

  it('fetches an allowed page and refuses redirects to loopback or link-local', async () => {
    const page = await safeFetch(`${base}/page`, onlyTestServer);
    expect(page.body.toString()).toBe('<p>hello</p>');
    for (const path of ['/to-loopback', '/to-ipv6-loopback', '/to-metadata']) {
      expect(await failure(safeFetch(`${base}${path}`, onlyTestServer))).toBe('address');
    }
  });

  it('follows at most 3 redirects', async () => {
    expect(await failure(safeFetch(`${base}/loop/0`, onlyTestServer))).toBe('redirects');
  });

  it('caps the body and the time', async () => {
    expect(await failure(safeFetch(`${base}/huge`, onlyTestServer))).toBe('too_large');
    expect(await failure(safeFetch(`${base}/silent`, { ...onlyTestServer, timeoutMs: 300 }))).toBe('timeout');
    // A name server that never answers is held to the same deadline.
    const stalled = {
      ...onlyTestServer,
      timeoutMs: 300,
      resolve: () => new Promise<string[]>(() => undefined),
    };
    expect(await failure(safeFetch('http://stalled.example/', stalled))).toBe('timeout');
  });
});
