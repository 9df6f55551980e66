import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  server = await startTestServer({ queue: true });
  token = (await registerOwner(server, 'Fuzzer')).token;
  const document = (await server.api('GET', '/api/docs/json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => {
  await server.close();
});

const hostileBodies: Array<[string, string]> = [
  ['null', 'null'],
  ['an array', '[1,2,3]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  [
    'wrong types',
    JSON.stringify({
      name: 42,
      email: ['a'],
      password: {},
      role: 7,
      calendars: 'x',
      timezone: null,
      token: 1,
    }),
  ],
  ['a huge string', JSON.stringify({ name: 'x'.repeat(200_000), email: 'y'.repeat(5_000) })],
  ['deep nesting', '{"a":'.repeat(500) + '1' + '}'.repeat(500)],
  ['prototype pollution', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ['broken JSON', '{"name": "unterminated'],
];

const hostileIds = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  "1' or '1'='1",
  '%00',
  'x'.repeat(300),
];

describe('bad input never produces a 500', () => {
  it('covers the documented routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(14);
  });

  it.each(hostileBodies)(
    'answers %s sent to every route with a 4xx in the error model',
    async (_name, body) => {
      for (const route of routes) {
        const path = route.path.replace('{id}', '00000000-0000-0000-0000-000000000000');
        for (const auth of [token, undefined]) {
          const reply = await server.api(route.method, path, {
            token: auth,
            body: ['GET', 'HEAD'].includes(route.method) ? undefined : body,
            headers: { 'content-type': 'application/json' },
          });
          expect(reply.status, `${route.method} ${path} -> ${JSON.stringify(reply.body)}`).toBeLessThan(500);
          if (reply.status >= 400)
            expect(reply.body.error?.code, `${route.method} ${path}`).toEqual(expect.any(String));
        }
      }
    },
  );

  it.each(hostileIds)('answers the id %j with a 4xx', async (id) => {
    for (const route of routes.filter((entry) => entry.path.includes('{id}'))) {
      const reply = await server.api(route.method, route.path.replace('{id}', encodeURIComponent(id)), {
        token,
        body: ['GET', 'DELETE'].includes(route.method) ? undefined : {},
      });
      expect(reply.status, `${route.method} ${route.path} ${id}`).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
  });

  it('accepts a DELETE with a JSON content type and no body', async () => {
    const owner = await registerOwner(server, 'Deleter');
    const created = await server.api('POST', '/api/calendars', {
      token: owner.token,
      body: { name: 'Short-lived' },
    });
    const reply = await server.api('DELETE', `/api/calendars/${created.body._id}`, {
      token: owner.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(204);
  });

  it('answers an unsupported content type with 4xx', async () => {
    const reply = await server.api('POST', '/api/session/login', {
      body: 'email=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
  });
});
