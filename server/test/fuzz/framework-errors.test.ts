import { errorReplySchema } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startTestServer, type TestServer } from '../harness';

/**
 * Issue 14, finding 6: the answers Fastify and Node give before a route runs are in the one error
 * model too. The fuzz sends these at random; here each is sent once, so none is left to chance.
 * The over-long path (414), query (431) and a malformed path are in hostile-values.test.ts.
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await registerOwner(server, 'Framework')).token;
});
afterAll(async () => {
  await server.close();
});

interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const cases: Array<[string, number, (token: string) => RawRequest]> = [
  [
    'a header over the header size',
    431,
    () => ({ method: 'GET', path: '/api/user', headers: { 'x-padding': 'x'.repeat(20_000) } }),
  ],
  [
    'a body over 1 MiB',
    413,
    (auth) => ({
      method: 'POST',
      path: '/api/posts',
      headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    }),
  ],
  ['no such route', 404, () => ({ method: 'GET', path: '/api/no-such-thing' })],
  ['no such method on a route', 404, () => ({ method: 'PATCH', path: '/api/user' })],
  [
    'broken JSON',
    422,
    () => ({
      method: 'POST',
      path: '/api/session/login',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    }),
  ],
  [
    'a content type no route takes',
    422,
    () => ({
      method: 'POST',
      path: '/api/session/login',
      headers: { 'content-type': 'application/xml' },
      body: '<login/>',
    }),
  ],
];

describe("the framework's own answers", () => {
  it.each(cases)('answers %s with %i in the one error model', async (_name, status, build) => {
    const request = build(token);
    const response = await fetch(server.baseUrl + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBe(status);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the check below says so
    }
    expect(errorReplySchema.safeParse(body).success, text.slice(0, 300)).toBe(true);
  });
});
