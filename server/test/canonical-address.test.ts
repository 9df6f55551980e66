import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const webDist = mkdtempSync(path.join(tmpdir(), 'kairos-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kairos</title>');
let server: TestServer;
beforeAll(async () => {
  // No PUBLIC_URL: the address is derived, http://localhost:3000.
  server = await startTestServer({ env: { PUBLIC_URL: '', PORT: '3000', WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A GET with the Host header a browser would send for that address (fetch does not let us set it). */
function get(pathname: string, host: string): Promise<{ status: number; location: string | undefined }> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (incoming) => {
      incoming.resume();
      resolve({ status: incoming.statusCode ?? 0, location: incoming.headers.location });
    });
    outgoing.on('error', reject).end();
  });
}

describe('the public address without PUBLIC_URL', () => {
  it('sends a page opened at 127.0.0.1 to localhost before sign-in, path and query kept', async () => {
    expect(await get('/login?next=%2Fcal-1', '127.0.0.1:3000')).toEqual({
      status: 302,
      location: 'http://localhost:3000/login?next=%2Fcal-1',
    });
    expect((await get('/', '[::1]:3000')).location).toBe('http://localhost:3000/');
  });

  it('serves the page at the canonical address, and leaves the API and other names alone', async () => {
    expect(await get('/login', 'localhost:3000')).toEqual({ status: 200, location: undefined });
    // (503 here: this test server runs no queue; what matters is that it answers, not redirects.)
    expect((await get('/api/health', '127.0.0.1:3000')).location).toBeUndefined();
    // A LAN name needs PUBLIC_URL; its own localhost would be another machine.
    expect((await get('/login', '192.168.1.5:3000')).status).toBe(200);
  });

  it('never redirects when PUBLIC_URL is set', async () => {
    const configured = await startTestServer({
      env: { PUBLIC_URL: 'http://kairos.test', WEB_DIST_DIR: webDist },
    });
    try {
      const { port } = new URL(configured.baseUrl);
      const reply = await fetch(`http://127.0.0.1:${port}/login`, { redirect: 'manual' });
      expect(reply.status).toBe(200);
    } finally {
      await configured.close();
    }
  });
});
