import type { FakeAnswer } from '../fake-http';
import { graphFailure, usageHeaders, type FakeMeta } from './fake-graph';

/** One requested field: `reactions.summary(total_count).limit(0)` is `reactions` and its modifiers. */
export interface FieldRequest {
  name: string;
  modifiers: Map<string, string>;
}

/**
 * Graph's `fields` parameter (Graph API, "Field Expansion"): comma-separated at the top level;
 * `{...}` names an edge's own fields and `.summary(...)`, `.limit(n)` modify an edge.
 */
export function parseFields(fields: string): FieldRequest[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of fields) {
    if (char === '(' || char === '{') depth += 1;
    if (char === ')' || char === '}') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts.map((part) => ({
    name: /^\w+/.exec(part)?.[0] ?? part,
    modifiers: new Map([...part.matchAll(/\.(\w+)\(([^)]*)\)/g)].map((match) => [match[1]!, match[2]!])),
  }));
}

/** A node's readable fields: each answers its value, or undefined where Graph leaves it out. */
export type FieldReaders = Record<string, (field: FieldRequest) => unknown>;

/**
 * The answer to GET /{id}?fields=...: the id and each field asked for; a field the node type does
 * not have fails the whole call, as Graph does ("Tried accessing nonexisting field").
 */
export function selectFields(
  nodeType: string,
  id: string,
  readers: FieldReaders,
  fields: string,
  headers: Record<string, string> = {},
): FakeAnswer {
  const json: Record<string, unknown> = { id };
  for (const field of parseFields(fields)) {
    const read = readers[field.name];
    if (!read && field.name !== 'id')
      return graphFailure(
        400,
        100,
        `(#100) Tried accessing nonexisting field (${field.name}) on node type (${nodeType})`,
      );
    const value = read?.(field);
    if (value !== undefined) json[field.name] = value;
  }
  return { status: 200, json, headers };
}

/**
 * An edge read through field expansion (Object Reactions, Object Comments): up to `limit(n)` items
 * (25 by default) and, with `summary(...)`, the edge's `total_count`.
 */
export function countedEdge(
  field: FieldRequest,
  total: number,
  item: (index: number) => Record<string, unknown>,
): Record<string, unknown> {
  const limit = Number(field.modifiers.get('limit') ?? 25);
  const summary = field.modifiers.get('summary');
  return {
    data: Array.from({ length: Math.min(total, limit) }, (_, index) => item(index)),
    ...(summary && summary !== 'false' ? { summary: { total_count: total } } : {}),
  };
}

const throttleMessages: Record<number, string> = {
  4: '(#4) Application request limit reached',
  17: '(#17) User request limit reached',
  32: 'There have been too many calls to this Page account. Wait a bit and try again.',
  80001: 'There have been too many calls to this Page account. Wait a bit and try again.',
  80002: 'There have been too many calls to this Instagram account. Wait a bit and try again.',
};

/** While the fake throttles: Graph's rate-limit error for this page or Instagram account, with usage headers. */
export function throttledRead(fake: FakeMeta, owner: { id: string; type: 'pages' | 'instagram' }) {
  if (!fake.throttle) return null;
  const code = owner.type === 'instagram' ? 80002 : fake.throttle.code;
  return {
    ...graphFailure(400, code, throttleMessages[code] ?? `(#${code}) Rate limit reached`),
    headers: usageHeaders(fake, owner),
  };
}
