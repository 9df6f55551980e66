import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { dispatcherFor } from './http-connections';
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
  /**
   * Raw bytes or text, or a stream (media uploads); set the content type in `headers`, and the
   * content-length for a stream.
   */
  body?: Uint8Array | string | Readable;
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
  /** The most the answer may weigh (default: the client's maxAnswerBytes). */
  maxAnswerBytes?: number;
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
  /**
   * The most an answer may weigh, 4 MiB by default (no API answer we read comes near): a bigger one is
   * cut off and fails as a lost answer would, as net/safe-fetch.ts caps what it fetches.
   */
  maxAnswerBytes?: number;
  /** A provider's quirks: sees every non-2xx answer and the standard sorting, returns the one to throw. */
  classify?: (failure: HttpFailure, standard: PublishError) => PublishError;
}

/** The one way providers talk to networks: every failure comes out as a PublishError of the right kind. */
export interface HttpClient {
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
}

const utf8 = new TextDecoder();
const defaultMaxAnswerBytes = 4 * 1024 * 1024;

/** An answer over the cap: sorted as a lost answer (unconfirmed for a post, transient otherwise). */
class AnswerTooLargeError extends Error {
  readonly code = 'answer_too_large';
  constructor(maxBytes: number) {
    super(`The network's answer is larger than ${maxBytes} bytes`);
    this.name = 'AnswerTooLargeError';
  }
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

function encodeBody(request: HttpRequest, headers: Record<string, string>): HttpRequest['body'] {
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

/** An answer's headers as undici gives them (names in lower case), read as fetch's Headers are. */
class AnswerHeaders implements ResponseHeaders {
  constructor(private readonly raw: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request through undici's dispatcher, the answer's body gathered in memory. Rather than
 * undici's request(): its stream for each answer's body and its handler cost a worker sending
 * thousands of posts a second about a fifth of its CPU. Ends, whether the request was sent or not,
 * after `timeoutMs` (reading the answer included) or when `signal` aborts; undici's own errors come
 * out as they are for the failure sorting.
 */
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: HttpRequest['body'],
  timeoutMs: number,
  signal: AbortSignal | undefined,
  maxBytes: number,
): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const target = new URL(url);
    let controller: Dispatcher.DispatchController | null = null;
    let stopped: Error | null = null;
    let status = 0;
    let answerHeaders: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    let size = 0;
    // Before the request has a socket there is nothing to abort yet: it is aborted when it gets one.
    const stop = (reason: Error) => {
      stopped ??= reason;
      controller?.abort(reason);
    };
    const timer = setTimeout(
      () => stop(new DOMException('The network did not answer in time', 'TimeoutError')),
      timeoutMs,
    );
    const onAbort = () =>
      stop(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(started) {
        controller = started;
        if (stopped) started.abort(stopped);
      },
      onResponseStart(_controller, statusCode, responseHeaders) {
        status = statusCode;
        answerHeaders = responseHeaders;
        const declared = Number(responseHeaders['content-length'] ?? 0);
        if (declared > maxBytes) stop(new AnswerTooLargeError(maxBytes));
      },
      onResponseData(_controller, chunk) {
        size += chunk.length;
        if (size > maxBytes) return stop(new AnswerTooLargeError(maxBytes));
        chunks.push(chunk);
      },
      onResponseEnd() {
        settle();
        resolve({ status, headers: answerHeaders, body: Buffer.concat(chunks) });
      },
      onResponseError(_controller, error) {
        settle();
        reject(error);
      },
    };
    try {
      dispatcherFor(method).dispatch(
        {
          origin: target.origin,
          path: `${target.pathname}${target.search}`,
          method: method,
          headers,
          body,
        },
        handler,
      );
    } catch (error) {
      settle();
      reject(error);
    }
  });
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
    let answer: RawAnswer;
    try {
      const maxBytes = input.maxAnswerBytes ?? options.maxAnswerBytes ?? defaultMaxAnswerBytes;
      answer = await send(
        method,
        url,
        headers,
        body,
        input.timeoutMs ?? defaultTimeout,
        input.signal,
        maxBytes,
      );
    } catch (error) {
      throw classifyTransportError(error, { idempotent });
    }
    const { status } = answer;
    const responseHeaders = new AnswerHeaders(answer.headers);
    const ok = status >= 200 && status < 300;
    if (ok && input.raw) return { status, headers: responseHeaders, body: new Uint8Array(answer.body) as T };
    // UTF-8 with a byte order mark dropped, as fetch reads text.
    const text = utf8.decode(answer.body);
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
