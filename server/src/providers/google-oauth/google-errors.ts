import { retryAtFromHeaders, type HttpFailure } from '../http-failures';
import { PublishError } from '../publish-error';

/**
 * Google APIs answer `{error: {code, message, status, errors: [{reason, domain, message}], details}}`:
 * `errors[].reason` is the older per-API reason (YouTube's quotaExceeded), `status` the canonical code
 * (PERMISSION_DENIED, RESOURCE_EXHAUSTED), and `details` may hold an ErrorInfo reason or, for Business
 * Profile, a ValidationError naming the field that was refused.
 */
export interface GoogleErrorBody {
  code?: number;
  message?: string;
  status?: string;
  reason?: string;
  /** The first field-level message (Business Profile's ValidationError), clearer than "invalid argument". */
  detail?: string;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
const string = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.flatMap((item: unknown): Record<string, unknown>[] => {
        const found = record(item);
        return found ? [found] : [];
      })
    : [];

export function googleError(body: unknown): GoogleErrorBody {
  const error = record(record(body)?.error);
  if (!error) return {};
  const details = list(error.details);
  const errorInfo = details.find((detail) => string(detail.reason));
  const fieldMessage = details
    .flatMap((detail) => list(detail.errorDetails))
    .map((item) => string(item.message));
  return {
    code: typeof error.code === 'number' ? error.code : undefined,
    message: string(error.message),
    status: string(error.status),
    reason: string(list(error.errors)[0]?.reason) ?? string(errorInfo?.reason),
    detail: fieldMessage.find(Boolean),
  };
}

/** Google's daily quotas reset at midnight Pacific Time. */
export function nextPacificMidnight(now: Date): Date {
  const zone = 'America/Los_Angeles';
  const parts = (instant: Date) => {
    const values = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
        .formatToParts(instant)
        .map((part) => [part.type, Number(part.value)]),
    ) as Record<string, number>;
    return values;
  };
  const offsetAt = (instant: Date) => {
    const p = parts(instant);
    return Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second) - instant.getTime();
  };
  const today = parts(now);
  const midnightAsUtc = Date.UTC(today.year!, today.month! - 1, today.day! + 1);
  const guess = midnightAsUtc - offsetAt(new Date(midnightAsUtc));
  return new Date(midnightAsUtc - offsetAt(new Date(guess)));
}

const quotaReasons = new Set(['quotaExceeded', 'dailyLimitExceeded']);
const rateReasons = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'RATE_LIMIT_EXCEEDED']);
const scopeReasons = new Set(['insufficientPermissions', 'ACCESS_TOKEN_SCOPE_INSUFFICIENT']);

/**
 * Google's shared sorting on top of the standard one: a missing scope (403 insufficientPermissions)
 * needs a new consent, so reconnect; a spent daily quota (403 quotaExceeded) waits for Pacific
 * midnight; a per-minute limit (403 rateLimitExceeded, 429 RESOURCE_EXHAUSTED) waits; the rest is
 * standard (401 reconnect, 400 invalid_grant reconnect, other 4xx refusals, 5xx retries).
 */
export function classifyGoogleFailure(failure: HttpFailure, standard: PublishError, now: Date): PublishError {
  const error = googleError(failure.body);
  const networkCode = error.reason ?? error.status ?? standard.networkCode;
  const message = error.detail && error.message ? `${error.message} ${error.detail}` : standard.message;
  const reason = error.reason ?? '';
  if (failure.status === 403 && scopeReasons.has(reason))
    return new PublishError('auth', message, { networkCode });
  if (failure.status === 403 && quotaReasons.has(reason))
    return new PublishError('rate_limited', message, { networkCode, retryAt: nextPacificMidnight(now) });
  if (failure.status === 403 && rateReasons.has(reason)) {
    // The standard sorting reads Retry-After only on 429 and 5xx.
    const retryAt = retryAtFromHeaders(failure.headers, now);
    return new PublishError('rate_limited', message, { networkCode, ...(retryAt ? { retryAt } : {}) });
  }
  return new PublishError(standard.kind, message, {
    networkCode,
    ...(standard.retryAt ? { retryAt: standard.retryAt } : {}),
  });
}
