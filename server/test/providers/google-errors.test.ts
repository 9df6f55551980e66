import { describe, expect, it } from 'vitest';
import { classifyFailure, type HttpFailure } from '../../src/providers/http-failures';
import { classifyGoogleFailure, nextPacificMidnight } from '../../src/providers/google-oauth/google-errors';

describe("Google's daily quota reset", () => {
  it.each([
    ['a summer morning (PDT)', '2026-03-10T15:30:00Z', '2026-03-11T07:00:00Z'],
    ['a minute before midnight in winter (PST)', '2026-01-15T07:59:00Z', '2026-01-15T08:00:00Z'],
    ['midnight itself: the next one', '2026-01-15T08:00:00Z', '2026-01-16T08:00:00Z'],
    ['the night clocks go forward', '2026-03-08T09:00:00Z', '2026-03-09T07:00:00Z'],
    ['the day before clocks go back', '2026-10-31T12:00:00Z', '2026-11-01T07:00:00Z'],
    ['the day clocks go back', '2026-11-01T12:00:00Z', '2026-11-02T08:00:00Z'],
  ])('%s', (_name, now, reset) => {
    expect(nextPacificMidnight(new Date(now)).toISOString()).toBe(new Date(reset).toISOString());
  });
});

const now = new Date('2026-03-10T15:30:00Z');
const failure = (status: number, body: unknown, headers: Record<string, string> = {}): HttpFailure => ({
  status,
  body,
  headers: new Headers(headers),
  method: 'POST',
  url: 'https://www.googleapis.com/upload/youtube/v3/videos',
  idempotent: false,
});
const apiError = (code: number, reason: string, message = 'Refused') => ({
  error: { code, message, errors: [{ reason, domain: 'global', message }] },
});

describe("Google's error sorting", () => {
  it.each([
    ['401 authError', failure(401, apiError(401, 'authError')), 'auth', 'authError'],
    [
      '403 insufficientPermissions',
      failure(403, apiError(403, 'insufficientPermissions')),
      'auth',
      'insufficientPermissions',
    ],
    ['403 quotaExceeded', failure(403, apiError(403, 'quotaExceeded')), 'rate_limited', 'quotaExceeded'],
    [
      '403 rateLimitExceeded',
      failure(403, apiError(403, 'rateLimitExceeded')),
      'rate_limited',
      'rateLimitExceeded',
    ],
    ['403 forbidden', failure(403, apiError(403, 'forbidden')), 'bad_content', 'forbidden'],
    [
      '400 invalid_grant at the token endpoint',
      failure(400, { error: 'invalid_grant', error_description: 'Bad Request' }),
      'auth',
      'invalid_grant',
    ],
    [
      '429 RESOURCE_EXHAUSTED',
      failure(429, { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } }),
      'rate_limited',
      'RESOURCE_EXHAUSTED',
    ],
    ['503 backendError', failure(503, apiError(503, 'backendError')), 'transient', 'backendError'],
    ['504 to a post', failure(504, apiError(504, 'backendError')), 'unconfirmed', 'backendError'],
  ])('%s', (_name, input, kind, networkCode) => {
    const sorted = classifyGoogleFailure(input, classifyFailure(input, now), now);
    expect([sorted.kind, sorted.networkCode]).toEqual([kind, networkCode]);
  });

  it('waits for Pacific midnight on a spent daily quota, and for Retry-After on a rate limit', () => {
    const quota = failure(403, apiError(403, 'quotaExceeded'));
    expect(classifyGoogleFailure(quota, classifyFailure(quota, now), now).retryAt).toEqual(
      nextPacificMidnight(now),
    );
    const rate = failure(403, apiError(403, 'userRateLimitExceeded'), { 'retry-after': '30' });
    expect(classifyGoogleFailure(rate, classifyFailure(rate, now), now).retryAt).toEqual(
      new Date(now.getTime() + 30_000),
    );
  });

  it("adds the refused field's own message to Business Profile's INVALID_ARGUMENT", () => {
    const input = failure(400, {
      error: {
        code: 400,
        message: 'Request contains an invalid argument.',
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.mybusiness.v4.ValidationError',
            errorDetails: [{ code: 3, field: 'summary', message: 'The summary is too long.' }],
          },
        ],
      },
    });
    const sorted = classifyGoogleFailure(input, classifyFailure(input, now), now);
    expect([sorted.kind, sorted.networkCode, sorted.message]).toEqual([
      'bad_content',
      'INVALID_ARGUMENT',
      'Request contains an invalid argument. The summary is too long.',
    ]);
  });
});
