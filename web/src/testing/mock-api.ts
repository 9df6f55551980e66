import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

interface Reply {
  status?: number;
  body?: unknown;
}
/** A reply, or a promise of one for a test that looks at what shows while the server thinks. */
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * Replaces fetch with a table of `'METHOD /path'` handlers and records every call; a call with no
 * handler fails the test loudly instead of hanging.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = input instanceof Request ? input.url : String(input);
    const method = init.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    if (handler === undefined) throw new Error(`Unexpected call in test: ${method} ${path}`);
    const { status = 200, body } = await handler(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function errorBody(code: string, message: string, extra: Record<string, unknown> = {}) {
  return { error: { code, message, ...extra }, requestId: 'req-test' };
}
