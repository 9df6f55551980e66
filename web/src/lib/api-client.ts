import { errorReplySchema, messages } from '@kairos/core';
import { type z } from 'zod';
import { ApiError } from './api-error';
import { clearToken, getToken } from './stored-session';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface RequestOptions<S extends z.ZodType> {
  body?: unknown;
  /** Parses the reply, so a drift from the contract fails loudly here rather than deep in a component. */
  schema?: S;
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

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = errorReplySchema.safeParse(body);
  if (!parsed.success) {
    return new ApiError({ status: response.status, code: 'INTERNAL', message: messages.errors.internal });
  }
  const { error, requestId } = parsed.data;
  const raw = (body as { error: Record<string, unknown> }).error;
  return new ApiError({ status: response.status, ...error, requestId, body: raw });
}

async function request<S extends z.ZodType>(
  method: Method,
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
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
  if (response.status === 204 || options.schema === undefined) return undefined as z.output<S>;
  return options.schema.parse(await response.json());
}

export const apiClient = {
  get: <S extends z.ZodType>(path: string, options?: Omit<RequestOptions<S>, 'body'>) =>
    request('GET', path, options),
  post: <S extends z.ZodType>(path: string, body: unknown, options?: Omit<RequestOptions<S>, 'body'>) =>
    request('POST', path, { ...options, body }),
  put: <S extends z.ZodType>(path: string, body: unknown, options?: Omit<RequestOptions<S>, 'body'>) =>
    request('PUT', path, { ...options, body }),
  delete: <S extends z.ZodType>(path: string, options?: Omit<RequestOptions<S>, 'body'>) =>
    request('DELETE', path, options),
};
