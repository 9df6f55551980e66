/** A request as the fake's handlers read it: the body is read whole before any handler runs. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What a handler answers; the server decides whether it is sent, delayed, dropped or held. */
export interface FakeAnswer {
  status: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): FakeAnswer => ({
  status,
  json: body,
  ...(headers ? { headers } : {}),
});

/** The REST API's error body: `{ error: { code, message } }`. */
export const apiError = (status: number, code: string, message: string, headers?: Record<string, string>) =>
  json(status, { error: { code, message } }, headers);

/** OAuth's error body (RFC 6749, 5.2): `{ error, error_description }`. */
export const oauthError = (status: number, error: string, description: string) =>
  json(status, { error, error_description: description }, { 'cache-control': 'no-store' });

export function header(request: FakeRequest, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export function bearer(request: FakeRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1] ?? null;
}

export function parseJsonBody(request: FakeRequest): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(request.body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
