import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerOwner>>;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      RATE_LIMIT_SIGNUPS_PER_HOUR: '2',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '3',
      RATE_LIMIT_FETCHES_PER_MINUTE: '1',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '0',
    },
  });
  owner = await registerOwner(server); // the first of this address's two sign-ups
});
afterAll(async () => {
  await server.close();
});

const signUp = (index: number) =>
  server.api('POST', '/api/session/register', {
    body: { name: `Limited ${index}`, email: `limited-${index}@example.com`, password: 'long enough 1' },
  });
const imagesOf = (token: string) =>
  server.api('GET', `/api/get-images-by-url?url=${encodeURIComponent('https://example.invalid/')}`, {
    token,
  });

describe('general API rate limits', () => {
  it('answers 429 with Retry-After in the one error body once an address signed up too often', async () => {
    expect((await signUp(1)).status).toBe(202);
    const third = await signUp(2);
    expect(third.status).toBe(429);
    expect(third.body.error).toEqual({ code: 'RATE_LIMITED', message: messages.errors.tooManyRequests });
    expect(typeof third.body.requestId).toBe('string');
    // An hour's window: the client is told how long to wait.
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('limits the public endpoints per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1)
      statuses.push((await server.api('GET', '/maintenance')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts the fetches of a URL per signed-in user', async () => {
    expect((await imagesOf(owner.token)).status).not.toBe(429);
    expect((await imagesOf(owner.token)).status).toBe(429);
  });

  it('limits a public route that is in no list, and counts its HEAD with its GET', async () => {
    const preview = '/api/design/templates/quote-instagram/preview.png';
    const statuses = [
      (await server.api('GET', preview)).status,
      (await server.api('HEAD', preview)).status,
      (await server.api('GET', preview)).status,
      (await server.api('HEAD', preview)).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits the HEAD requests of a listed GET route', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1)
      statuses.push((await server.api('HEAD', '/api/accounts/connect/callback')).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('leaves a limit set to 0 off', async () => {
    for (let index = 0; index < 3; index += 1) {
      const grant = await server.api('POST', '/api/media/uploads', { token: owner.token, body: {} });
      expect(grant.status).not.toBe(429);
    }
  });
});

describe('the documented public limit on template previews', () => {
  let previews: TestServer;
  // The server's own default, the figure decision 0043 documents: 120 per address per minute.
  const documented = loadConfig({}).rateLimits.public;
  beforeAll(async () => {
    previews = await startTestServer({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: String(documented) } });
  });
  afterAll(async () => {
    await previews.close();
  });

  it('answers the 121st preview in a minute from one address with 429 and Retry-After', async () => {
    expect(documented).toBe(120);
    const preview = '/api/design/templates/sale-instagram/preview.png';
    const statuses = new Map<number, number>();
    for (let index = 0; index < documented; index += 1) {
      const { status } = await previews.api('GET', preview);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: documented });
    const over = await previews.api('GET', preview);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});
