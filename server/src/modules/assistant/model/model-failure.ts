import { messages } from '@kairos/core';
import { APICallError } from 'ai';

/**
 * Every way a model call fails, sorted into what the user is told (the `notice` beside the built-in
 * answer): busy (429, with its Retry-After), not answering (5xx, refused, unknown model or key),
 * too slow (our timeout), or an answer we cannot use (empty, not the JSON asked for, cut short).
 */
export class UnreadableAnswer extends Error {
  constructor(reason: string) {
    super(`the model's answer could not be used: ${reason}`);
    this.name = 'UnreadableAnswer';
  }
}

export interface ModelFailure {
  kind: 'rateLimited' | 'unavailable' | 'timeout' | 'unreadable';
  notice: string;
  /** For a 429: how long to leave the model alone. */
  retryAfterSeconds?: number;
}

const defaultRetryAfterSeconds = 30;
const maxRetryAfterSeconds = 3_600;

/** Retry-After is seconds or an HTTP date. */
export function retryAfterSeconds(header: string | undefined, now: Date): number {
  if (!header) return defaultRetryAfterSeconds;
  const seconds = Number(header);
  const wait = Number.isFinite(seconds) ? seconds : (Date.parse(header) - now.getTime()) / 1000;
  if (!Number.isFinite(wait)) return defaultRetryAfterSeconds;
  return Math.min(maxRetryAfterSeconds, Math.max(1, Math.ceil(wait)));
}

const unreadableNames = new Set([
  'UnreadableAnswer',
  'AI_NoContentGeneratedError',
  'AI_JSONParseError',
  'AI_TypeValidationError',
  'AI_InvalidResponseDataError',
  'AI_EmptyResponseBodyError',
  'AI_NoOutputGeneratedError',
]);

export function sortModelFailure(error: unknown, now: Date): ModelFailure {
  const notices = messages.assistant.model;
  if (APICallError.isInstance(error) && error.statusCode === 429) {
    const wait = retryAfterSeconds(error.responseHeaders?.['retry-after'], now);
    return { kind: 'rateLimited', notice: notices.rateLimited(wait), retryAfterSeconds: wait };
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout', notice: notices.timeout };
  // The SDK wraps a failed answer's parsing in an APICallError whose cause says so.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : '';
  if (unreadableNames.has(name) || unreadableNames.has(cause))
    return { kind: 'unreadable', notice: notices.unreadable };
  return { kind: 'unavailable', notice: notices.unavailable };
}
