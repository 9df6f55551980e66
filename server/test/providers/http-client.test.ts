import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/providers/http-client';
import { preconnect } from '../../src/providers/http-connections';
import { PublishError } from '../../src/providers/publish-error';

const now = new Date('2026-03-01T12:00:00Z');
const client = createHttpClient({ now: () => now, timeoutMs: 2000 });
let server: Server;
let base: string;

/**
 * /answer?status&body&h.<name>=<value>: that answer; /echo: what was received; /drop: the
 * connection closes after the request arrived; /hang: no answer; /cut: the body stops half way.
 */
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    let received = '';
    request.on('data', (chunk: Buffer) => (received += chunk.toString()));
    request.on('end', () => {
      if (url.pathname === '/drop') return request.socket.destroy();
      if (url.pathname === '/hang') return;
      if (url.pathname === '/cut') {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        response.write('{"id":');
        return setTimeout(() => request.socket.destroy(), 20);
      }
      if (url.pathname === '/huge') {
        // 5 MiB in chunks, with no content-length: the cap must count what arrives.
        response.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < 80; i += 1) response.write(Buffer.alloc(64 * 1024, 32));
        return response.end('{}');
      }
      if (url.pathname === '/echo') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({ method: request.method, headers: request.headers, url: request.url, received }),
        );
      }
      const headers: Record<string, string> = {};
      for (const [key, value] of url.searchParams) if (key.startsWith('h.')) headers[key.slice(2)] = value;
      response.writeHead(Number(url.searchParams.get('status') ?? 200), headers);
      response.end(url.searchParams.get('body') ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function answer(status: number, body: unknown = '', headers: Record<string, string> = {}) {
  const query = new URLSearchParams({
    status: String(status),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  for (const [key, value] of Object.entries(headers)) query.set(`h.${key}`, value);
  return `${base}/answer?${query.toString()}`;
}

async function failure(promise: Promise<unknown>): Promise<PublishError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('http client: requests', () => {
  it('sends JSON with a bearer token and reads the JSON answer', async () => {
    const reply = await client.request<{ method: string; headers: Record<string, string>; received: string }>(
      {
        method: 'POST',
        url: `${base}/echo`,
        bearer: 'secret-token',
        json: { text: 'hello' },
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.method).toBe('POST');
    expect(reply.body.headers.authorization).toBe('Bearer secret-token');
    expect(reply.body.headers['content-type']).toBe('application/json');
    expect(JSON.parse(reply.body.received)).toEqual({ text: 'hello' });
  });

  it('form-encodes a body and leaves out empty values, and builds the query string', async () => {
    const reply = await client.request<{ url: string; received: string; headers: Record<string, string> }>({
      method: 'POST',
      url: `${base}/echo`,
      query: { a: 'one two', skipped: undefined, n: 3 },
      form: { grant_type: 'refresh_token', refresh_token: 'r/1+', empty: null },
    });
    expect(reply.body.url).toBe('/echo?a=one+two&n=3');
    expect(reply.body.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(reply.body.received).toBe('grant_type=refresh_token&refresh_token=r%2F1%2B');
  });

  it('follows a redirect and reads the headers of the answer it ends at', async () => {
    const target = answer(200, { id: 'moved' }, { 'x-restli-id': 'urn:li:share:1' });
    const reply = await client.request({ url: answer(302, '', { location: target }) });
    expect(reply).toMatchObject({ status: 200, body: { id: 'moved' } });
    expect(reply.headers.get('x-restli-id')).toBe('urn:li:share:1');
  });

  it('keeps its connections open between requests', async () => {
    await client.request({ url: `${base}/echo` });
    const sockets = new Set<unknown>();
    const seen = (request: { socket: unknown }) => sockets.add(request.socket);
    server.on('request', seen);
    try {
      for (let index = 0; index < 6; index += 1) await client.request({ url: `${base}/echo` });
    } finally {
      server.off('request', seen);
    }
    // A new connection per request would be 6; the pool may open a second while the first is handed back.
    expect(sockets.size).toBeLessThanOrEqual(2);
  });

  it('does not follow a redirect for a POST: the 3xx is the answer', async () => {
    const target = answer(200, { id: 'moved' });
    const error = await failure(
      client.request({ method: 'POST', url: answer(307, '', { location: target }), json: { text: 'once' } }),
    );
    expect(error.kind).toBe('bad_content');
  });

  it('reads UTF-8 text without its byte order mark, and raw bytes as they came', async () => {
    const text = await client.request({
      url: `${answer(200, '\uFEFF{"name":"Zoë"}')}&h.content-type=application/json`,
    });
    expect(text.body).toEqual({ name: 'Zoë' });
    const raw = await client.request<Uint8Array>({ url: answer(200, 'abc'), raw: true });
    expect(raw.body).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(raw.body).toString()).toBe('abc');
  });

  it('ends a request when its caller aborts', async () => {
    const controller = new AbortController();
    const pending = client.request({
      method: 'POST',
      url: `${base}/hang`,
      json: {},
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(pending)).kind).toBe('unconfirmed');
    const aborted = AbortSignal.abort();
    expect((await failure(client.request({ url: `${base}/echo`, signal: aborted }))).kind).toBe('transient');
  });

  it('opens connections ahead of a burst and the burst uses them', async () => {
    // A server of its own, so that no connection of the other tests counts.
    const accepted: net.Socket[] = [];
    const own = createServer((request, response) => {
      request.resume();
      request.on('end', () => setTimeout(() => response.end('{"ok":true}'), 30));
    });
    own.on('connection', (socket: net.Socket) => accepted.push(socket));
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(own.address() as net.AddressInfo).port}`;
    try {
      expect(await preconnect(url, 8)).toBe(8);
      await vi.waitFor(() => expect(accepted).toHaveLength(8));
      // Asked again, it opens only what is missing.
      expect(await preconnect(url, 10)).toBe(2);
      await vi.waitFor(() => expect(accepted).toHaveLength(10));
      const used = new Set<unknown>();
      own.on('request', (request: { socket: unknown }) => used.add(request.socket));
      await Promise.all(
        Array.from({ length: 10 }, () => client.request({ method: 'POST', url: `${url}/posts`, json: {} })),
      );
      // The ten requests at once went out on the ten connections opened ahead, and no other.
      expect(accepted).toHaveLength(10);
      expect(used.size).toBe(10);
      expect(await preconnect(url, 10)).toBe(0);
    } finally {
      own.closeAllConnections();
      await new Promise((resolve) => own.close(resolve));
    }
  });

  it('returns an accepted non-2xx status instead of throwing', async () => {
    const reply = await client.request({ url: answer(404, { error: 'gone' }), acceptStatuses: [404] });
    expect(reply).toMatchObject({ status: 404, body: { error: 'gone' } });
  });
});

describe('http client: failures before anything was sent are transient', () => {
  it('sorts a refused connection as transient, even for a POST', async () => {
    const error = await failure(
      client.request({ method: 'POST', url: `http://127.0.0.1:${await closedPort()}/x` }),
    );
    expect(error).toMatchObject({ kind: 'transient', networkCode: 'ECONNREFUSED' });
  });

  it('sorts a name that does not resolve as transient', async () => {
    const error = await failure(
      client.request({ method: 'POST', url: 'http://kairos-no-such-host.invalid/x' }),
    );
    expect(error.kind).toBe('transient');
    expect(error.networkCode).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });
});

describe('http client: answers lost after the request was sent', () => {
  it('sorts a POST whose connection closed after it arrived as unconfirmed', async () => {
    const error = await failure(client.request({ method: 'POST', url: `${base}/drop`, json: {} }));
    expect(error).toMatchObject({ kind: 'unconfirmed', networkCode: 'UND_ERR_SOCKET' });
  });

  it('sorts a POST that timed out as unconfirmed', async () => {
    const error = await failure(
      client.request({ method: 'POST', url: `${base}/hang`, json: {}, timeoutMs: 150 }),
    );
    expect(error).toMatchObject({ kind: 'unconfirmed', networkCode: 'timeout' });
  });

  it('sorts an answer cut off in the middle of its body as unconfirmed', async () => {
    const error = await failure(client.request({ method: 'POST', url: `${base}/cut`, json: {} }));
    expect(error.kind).toBe('unconfirmed');
  });

  it('sorts the same losses as transient for an idempotent request', async () => {
    expect((await failure(client.request({ url: `${base}/drop` }))).kind).toBe('transient');
    expect((await failure(client.request({ url: `${base}/hang`, timeoutMs: 150 }))).kind).toBe('transient');
    const keyed = client.request({ method: 'POST', url: `${base}/drop`, idempotent: true });
    expect((await failure(keyed)).kind).toBe('transient');
  });
});

describe('http client: rate limits', () => {
  it.each([
    ['Retry-After in seconds', { 'retry-after': '120' }, new Date(now.getTime() + 120_000)],
    [
      'Retry-After as an HTTP date',
      { 'retry-after': 'Sun, 01 Mar 2026 12:05:00 GMT' },
      new Date('2026-03-01T12:05:00Z'),
    ],
    [
      'x-rate-limit-reset in epoch seconds',
      { 'x-rate-limit-reset': '1772366700' },
      new Date(1772366700 * 1000),
    ],
    [
      'x-ratelimit-reset in epoch seconds',
      { 'x-ratelimit-reset': '1772366400' },
      new Date(1772366400 * 1000),
    ],
    [
      'x-ratelimit-reset in seconds from now',
      { 'x-ratelimit-reset': '30' },
      new Date(now.getTime() + 30_000),
    ],
  ])('sorts a 429 with %s as rate_limited until then', async (_name, headers, retryAt) => {
    const error = await failure(client.request({ method: 'POST', url: answer(429, '', headers) }));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt).toEqual(retryAt);
  });

  it('sorts a 429 without reset headers as rate_limited with no retryAt', async () => {
    const error = await failure(client.request({ url: answer(429, { error: { message: 'Slow down' } }) }));
    expect(error).toMatchObject({ kind: 'rate_limited', message: 'Slow down', retryAt: undefined });
  });
});

describe('http client: network answers', () => {
  it('sorts 5xx as transient and honours Retry-After', async () => {
    expect((await failure(client.request({ method: 'POST', url: answer(500) }))).kind).toBe('transient');
    const unavailable = await failure(
      client.request({ method: 'POST', url: answer(503, '', { 'retry-after': '7' }) }),
    );
    expect(unavailable).toMatchObject({ kind: 'transient', retryAt: new Date(now.getTime() + 7000) });
  });

  it('sorts a gateway timeout to a POST as unconfirmed (the backend may have it), to a GET as transient', async () => {
    expect((await failure(client.request({ method: 'POST', url: answer(504) }))).kind).toBe('unconfirmed');
    expect((await failure(client.request({ url: answer(504) }))).kind).toBe('transient');
  });

  it('sorts 401, a 403 about the token and an OAuth invalid_grant as auth', async () => {
    const unauthorized = await failure(
      client.request({ url: answer(401, { error: { code: 'invalid_token', message: 'Token expired' } }) }),
    );
    expect(unauthorized).toMatchObject({
      kind: 'auth',
      message: 'Token expired',
      networkCode: 'invalid_token',
    });
    const challenge = { 'www-authenticate': 'Bearer error="invalid_token"' };
    expect((await failure(client.request({ url: answer(403, '', challenge) }))).kind).toBe('auth');
    const grant = answer(400, { error: 'invalid_grant', error_description: 'Refresh token revoked' });
    expect(await failure(client.request({ method: 'POST', url: grant }))).toMatchObject({
      kind: 'auth',
      message: 'Refresh token revoked',
    });
  });

  it('sorts a plain 403 and other 4xx as bad content with the network reason', async () => {
    const forbidden = answer(403, { error: { code: 'duplicate', message: 'Status is a duplicate.' } });
    expect(await failure(client.request({ method: 'POST', url: forbidden }))).toMatchObject({
      kind: 'bad_content',
      message: 'Status is a duplicate.',
      networkCode: 'duplicate',
    });
    const long = answer(400, {
      error: { code: 'text_too_long', message: 'Text must be at most 1000 characters' },
    });
    expect((await failure(client.request({ method: 'POST', url: long }))).message).toBe(
      'Text must be at most 1000 characters',
    );
    const listed = answer(422, { errors: [{ code: 'E1', message: 'Image too small' }] });
    expect(await failure(client.request({ url: listed }))).toMatchObject({
      kind: 'bad_content',
      message: 'Image too small',
    });
    expect((await failure(client.request({ url: answer(400, 'Bad text') }))).message).toBe('Bad text');
    expect((await failure(client.request({ url: answer(404) }))).message).toBe('HTTP 404');
  });

  it("lets a provider re-sort its network's quirks", async () => {
    // Facebook answers an expired token with 400 and code 190.
    const quirky = createHttpClient({
      now: () => now,
      classify: (failureSeen, standard) =>
        (failureSeen.body as { error?: { code?: number } })?.error?.code === 190
          ? new PublishError('auth', standard.message)
          : standard,
    });
    const expired = answer(400, { error: { code: 190, message: 'Session has expired' } });
    expect(await failure(quirky.request({ url: expired }))).toMatchObject({
      kind: 'auth',
      message: 'Session has expired',
    });
    expect((await failure(quirky.request({ url: answer(400, { error: { code: 100 } }) }))).kind).toBe(
      'bad_content',
    );
  });
});

describe('answer size', () => {
  it('cuts off an answer over the cap: a lookup retries, a post is unconfirmed', async () => {
    const lookup = await failure(client.request({ url: `${base}/huge` }));
    expect(lookup).toMatchObject({ kind: 'transient', networkCode: 'answer_too_large' });
    const post = await failure(client.request({ method: 'POST', url: `${base}/huge`, json: {} }));
    expect(post).toMatchObject({ kind: 'unconfirmed', networkCode: 'answer_too_large' });
  });

  it("refuses an answer over a client's smaller cap", async () => {
    const small = createHttpClient({ now: () => now, maxAnswerBytes: 10 });
    const error = await failure(small.request({ url: answer(200, 'x'.repeat(100)) }));
    expect(error).toMatchObject({ kind: 'transient', networkCode: 'answer_too_large' });
  });

  it('reads an answer within the cap, and media downloads name their own cap', async () => {
    const reply = await client.request({ url: `${base}/huge`, raw: true, maxAnswerBytes: 6 * 1024 * 1024 });
    expect((reply.body as Uint8Array).length).toBe(80 * 64 * 1024 + 2);
  });
});
