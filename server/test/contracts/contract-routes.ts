import { expect } from 'vitest';
import type { z } from 'zod';
import type { FakeExchange, FakeHttpRequest } from '../fakes/fake-http';

/** How a request's body is sent. */
export type BodyKind = 'json' | 'form' | 'multipart' | 'bytes' | 'none';

/**
 * One operation as a source we did not write describes it: the network's reference page, its
 * OpenAPI document, or an official package's types. Request schemas are strict where the source
 * lists every field, so a field the network does not know fails the check.
 */
export interface ContractRoute {
  /** 'POST /api/v1/statuses'; `:name` stands for one path segment. */
  route: string;
  /** Where the shape comes from: the page's URL, or the package and its type. */
  source: string;
  query?: z.ZodType;
  /** Headers the request must carry (lower-case names) and the pattern of their value. */
  headers?: Record<string, RegExp>;
  body?: { kind: BodyKind; schema?: z.ZodType };
  /** The answers the source documents, by status: the schema of a JSON answer, or null. */
  answers: Record<number, z.ZodType | null>;
}

/** A request as the comparisons read it: what it asks, without what varies by client. */
export interface RequestView {
  method: string;
  path: string;
  query: Record<string, string>;
  kind: BodyKind;
  body: unknown;
}

function kindOf(request: FakeHttpRequest): BodyKind {
  const type = request.header('content-type') ?? '';
  if (request.bytes.length === 0) return 'none';
  if (type.includes('json')) return 'json';
  if (type.includes('x-www-form-urlencoded')) return 'form';
  if (type.includes('multipart/form-data')) return 'multipart';
  return 'bytes';
}

/** The body as data: JSON parsed, forms as fields, a multipart file as its type and size. */
export async function viewOf(request: FakeHttpRequest): Promise<RequestView> {
  const kind = kindOf(request);
  let body: unknown = null;
  if (kind === 'json') body = JSON.parse(request.text);
  if (kind === 'form') body = Object.fromEntries(new URLSearchParams(request.text));
  if (kind === 'multipart') {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of await request.form())
      fields[name] = typeof value === 'string' ? value : { type: value.type, size: value.size };
    body = fields;
  }
  if (kind === 'bytes') body = { type: request.header('content-type'), size: request.bytes.length };
  return { method: request.method, path: request.path, query: Object.fromEntries(request.query), kind, body };
}

const matches = (route: string, request: FakeHttpRequest) => {
  const [method, path = ''] = route.split(' ');
  const pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+').replace(/\./g, '\\.')}/?$`);
  return method === request.method && pattern.test(request.path);
};

const issues = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  JSON.stringify(result.error?.issues ?? []);

/**
 * Checks every exchange a fake recorded against the source's routes: the route is one the source
 * describes, the query, the headers and the body have its shape, and the fake's answer is one the
 * source documents, in its shape. Answers the routes used, so a test can say all were exercised.
 */
export async function checkExchanges(
  exchanges: readonly FakeExchange[],
  routes: readonly ContractRoute[],
): Promise<Set<string>> {
  const used = new Set<string>();
  for (const { request, answer } of exchanges) {
    const route = routes.find((candidate) => matches(candidate.route, request));
    expect(route, `${request.route} is not an operation the sources describe`).toBeDefined();
    if (!route) continue;
    used.add(route.route);
    const where = `${request.route} (${route.source})`;
    const view = await viewOf(request);
    if (route.query) {
      const result = route.query.safeParse(view.query);
      expect(result.success, `${where}: query ${issues(result)}`).toBe(true);
    }
    for (const [name, pattern] of Object.entries(route.headers ?? {}))
      expect(request.header(name) ?? '', `${where}: header ${name}`).toMatch(pattern);
    if (route.body) {
      expect(view.kind, `${where}: body sent as`).toBe(route.body.kind);
      const result = route.body.schema?.safeParse(view.body);
      if (result) expect(result.success, `${where}: body ${issues(result)}`).toBe(true);
    }
    expect(Object.keys(route.answers), `${where}: answered ${answer.status}`).toContain(
      String(answer.status),
    );
    const schema = route.answers[answer.status];
    if (schema) {
      const body: unknown = answer.json === undefined ? JSON.parse(answer.text || 'null') : answer.json;
      const result = schema.safeParse(body);
      expect(result.success, `${where}: answer ${answer.status} ${issues(result)}`).toBe(true);
    }
  }
  return used;
}
