import { Agent, interceptors, request as undiciRequest, type Dispatcher } from 'undici';
import {
  classifyFailure,
  classifyTransportError,
  type HttpFailure,
  type ResponseHeaders,
} from './http-failures';
import type { PublishError } from './publish-error';

export interface HttpRequest {
  method?: string;
  url: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer ...`. */
  bearer?: string;
  json?: unknown;
  /** Sent form-encoded (OAuth token endpoints). */
  form?: Record<string, string | null | undefined>;
  /** Raw bytes or text (media uploads); set the content type in `headers`. */
  body?: Uint8Array | string;
  timeoutMs?: number;
  /**
   * Whether sending twice is harmless. Defaults to HTTP's own rule (GET, HEAD, PUT, DELETE, OPTIONS);
   * a POST carrying an idempotency key may say so. A lost answer to a non-idempotent request is
   * 'unconfirmed', to an idempotent one 'transient'.
   */
  idempotent?: boolean;
  /** Non-2xx statuses returned as answers instead of thrown (a lookup's 404). */
  acceptStatuses?: readonly number[];
  signal?: AbortSignal;
  /** The answer's bytes as a Uint8Array instead of parsed text (downloading media). */
  raw?: boolean;
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: ResponseHeaders;
  body: T;
}

export interface HttpClientOptions {
  /** Default 30 s per request, reading the answer included. */
  timeoutMs?: number;
  userAgent?: string;
  now?: () => Date;
  /** A provider's quirks: sees every non-2xx answer and the standard sorting, returns the one to throw. */
  classify?: (failure: HttpFailure, standard: PublishError) => PublishError;
}

/** The one way providers talk to networks: every failure comes out as a PublishError of the right kind. */
export interface HttpClient {
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
}

const idempotentMethods = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

function buildUrl(url: string, query: HttpRequest['query']): string {
  if (!query) return url;
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) target.searchParams.set(key, String(value));
  }
  return target.toString();
}

function encodeBody(request: HttpRequest, headers: Record<string, string>): string | Uint8Array | undefined {
  if (request.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    return JSON.stringify(request.json);
  }
  if (request.form) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(request.form)) {
      if (value !== undefined && value !== null) form.set(key, value);
    }
    return form.toString();
  }
  return request.body;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return null;
  const looksJson = contentType?.includes('json') || /^\s*[{[]/.test(text);
  if (!looksJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Every provider's connections: kept alive between requests (a worker sending hundreds of posts a
 * second to one network reuses its sockets) and redirects followed as fetch would. undici's own
 * request rather than fetch: fetch's web streams cost the worker about four times the CPU a request
 * (bench/dispatch measured 2,300 against 10,000 answers a second on this machine).
 */
const dispatcher = new Agent({ keepAliveTimeout: 30_000 }).compose(
  interceptors.redirect({ maxRedirections: 5 }),
);

/** An answer's headers as undici gives them (names in lower case), read as fetch's Headers are. */
class AnswerHeaders implements ResponseHeaders {
  constructor(private readonly raw: Record<string, string | string[] | undefined>) {}

  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const now = options.now ?? (() => new Date());
  const defaultTimeout = options.timeoutMs ?? 30_000;

  async function request<T>(input: HttpRequest): Promise<HttpResponse<T>> {
    const method = (input.method ?? 'GET').toUpperCase();
    const idempotent = input.idempotent ?? idempotentMethods.has(method);
    const url = buildUrl(input.url, input.query);
    const headers: Record<string, string> = { accept: 'application/json', ...input.headers };
    if (options.userAgent) headers['user-agent'] ??= options.userAgent;
    if (input.bearer) headers.authorization = `Bearer ${input.bearer}`;
    const body = encodeBody(input, headers);
    const timeout = AbortSignal.timeout(input.timeoutMs ?? defaultTimeout);
    const signal = input.signal ? AbortSignal.any([timeout, input.signal]) : timeout;

    let status: number;
    let responseHeaders: ResponseHeaders;
    let bytes: Uint8Array | null = null;
    let text = '';
    try {
      const response = await undiciRequest(url, {
        method: method as Dispatcher.HttpMethod,
        headers,
        body,
        signal,
        dispatcher,
      });
      status = response.statusCode;
      responseHeaders = new AnswerHeaders(response.headers);
      // Read inside the try: an answer cut off mid-body is as lost as no answer.
      if (input.raw) bytes = new Uint8Array(await response.body.arrayBuffer());
      else text = await response.body.text();
    } catch (error) {
      throw classifyTransportError(error, { idempotent });
    }
    const ok = status >= 200 && status < 300;
    if (ok && bytes) return { status, headers: responseHeaders, body: bytes as T };
    if (bytes) text = new TextDecoder().decode(bytes);
    const parsed = parseBody(text, responseHeaders.get('content-type'));
    if (ok || input.acceptStatuses?.includes(status)) {
      return { status, headers: responseHeaders, body: parsed as T };
    }
    const failure: HttpFailure = {
      status,
      headers: responseHeaders,
      body: parsed,
      method,
      url,
      idempotent,
    };
    const standard = classifyFailure(failure, now());
    throw options.classify ? options.classify(failure, standard) : standard;
  }

  return { request };
}
