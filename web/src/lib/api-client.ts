import { messages, type ErrorReply } from '@kairos/core';
import { type z } from 'zod';
import { ApiError } from './api-error';
import { clearToken, getToken } from './stored-session';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions<S extends z.ZodType> {
  body?: unknown;
  /** Parses the reply, so a drift from the contract fails loudly here rather than deep in a component. */
  schema?: S;
  /** No schema: the reply is read as the caller's type (getTyped). */
  typed?: boolean;
  signal?: AbortSignal;
}

let onSessionRejected: () => void = () => window.location.assign('/login');

/** The app replaces the default full reload with a router navigation. */
export function setSessionRejectedHandler(handler: () => void): void {
  onSessionRejected = handler;
}

// Spec: "HTTP 401 or 409 on any call (unless already on /login): stored token cleared, user sent to /login."
function rejectSession(status: number): void {
  if (status !== 401 && status !== 409) return;
  if (window.location.pathname === '/login') return;
  clearToken();
  onSessionRejected();
}

/**
 * The one error body, checked by its shape rather than parsed with core's schema: this module is on
 * the first page, and the schema would bring zod with it (decision 0061). The parts a dialog needs
 * (similarity, conflicts) are parsed by that dialog's own schema.
 */
function readErrorReply(body: unknown): ErrorReply | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, requestId } = body as { error?: unknown; requestId?: unknown };
  if (typeof error !== 'object' || error === null || typeof requestId !== 'string') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return body as ErrorReply;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const reply = readErrorReply(body);
  if (reply === null) {
    return new ApiError({ status: response.status, code: 'INTERNAL', message: messages.errors.internal });
  }
  const { error, requestId } = reply;
  return new ApiError({
    status: response.status,
    ...error,
    requestId,
    body: error,
  });
}

async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  // A file goes as its bytes (an import); anything else as JSON.
  const file = options.body instanceof Blob ? options.body : null;
  if (options.body !== undefined)
    headers['Content-Type'] = file ? file.type || 'application/octet-stream' : 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: file ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      signal: options.signal ?? null,
    });
  } catch (error) {
    // Aborted requests are dropped silently by the caller (TanStack Query); let them through as they are.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: messages.errors.network });
  }

  if (!response.ok) {
    rejectSession(response.status);
    throw await toApiError(response);
  }
  if (response.status === 204) return undefined as z.output<S>;
  if (options.schema !== undefined) return options.schema.parse(await response.json());
  return (options.typed === true ? await response.json() : undefined) as z.output<S>;
}

export const apiClient = {
  get: <S extends z.ZodType>(path: string, options?: Omit<RequestOptions<S>, 'body'>) =>
    request('GET', path, options),
  /**
   * A GET whose reply is typed but not parsed: only for the shell's startup reads (the user, the
   * calendars, the limits, maintenance, notifications), which would otherwise bring zod onto the
   * first page (decision 0061). The server's tests pin those replies with core's schemas.
   */
  getTyped: <T>(path: string, options?: { signal?: AbortSignal }) =>
    request('GET', path, { ...options, typed: true }) as Promise<T>,
  post: <S extends z.ZodType>(path: string, body: unknown, options?: Omit<RequestOptions<S>, 'body'>) =>
    request('POST', path, { ...options, body }),
  put: <S extends z.ZodType>(path: string, body: unknown, options?: Omit<RequestOptions<S>, 'body'>) =>
    request('PUT', path, { ...options, body }),
  delete: <S extends z.ZodType>(path: string, options?: Omit<RequestOptions<S>, 'body'>) =>
    request('DELETE', path, options),
};
