import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import type { FakePinterest } from './fake-server';

/**
 * GET /v5/pins/{pin_id}/analytics as Pinterest's OpenAPI document (5.23.0, operation pins/analytics)
 * describes it: start_date no more than 90 days back from today, end_date no more than 90 days past
 * it, metric_types from the Pin metric types, comma-separated; the answer's figures grouped under
 * "all" (not split), daily and summed over the period, comments and reactions for the pin's lifetime.
 */
export const pinMetricTypes = [
  'IMPRESSION',
  'OUTBOUND_CLICK',
  'PIN_CLICK',
  'SAVE',
  'SAVE_RATE',
  'TOTAL_COMMENTS',
  'TOTAL_REACTIONS',
  'USER_FOLLOW',
  'PROFILE_VISIT',
  'VIDEO_MRC_VIEW',
  'VIDEO_10S_VIEW',
  'QUARTILE_95_PERCENT_VIEW',
  'VIDEO_V50_WATCH_TIME',
  'VIDEO_START',
  'VIDEO_AVG_WATCH_TIME',
] as const;
export type PinMetricType = (typeof pinMetricTypes)[number];
const lifetimeTypes = new Set<string>(['TOTAL_COMMENTS', 'TOTAL_REACTIONS']);

const dayMs = 86_400_000;
const day = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const invalid = (): FakeAnswer => ({
  status: 400,
  json: { code: 400, message: 'Invalid pins analytics parameters.' },
});

/** The pin's analytics over the period asked for; the figures a test set all fell on its first day. */
export function pinAnalytics(
  fake: FakePinterest,
  pinId: string,
  request: FakeHttpRequest,
  today: string,
): FakeAnswer {
  const limit = fake.analyticsRateLimit;
  const headers = {
    'x-ratelimit-limit': String(limit.limit),
    'x-ratelimit-remaining': String(Math.max(limit.remaining - 1, 0)),
    'x-ratelimit-reset': String(limit.resetSeconds),
  };
  if (limit.remaining <= 0)
    return {
      status: 429,
      json: { code: 8, message: 'You have exceeded your rate limit. Try again later.' },
      headers,
    };
  limit.remaining -= 1;
  const pin = fake.pins.find((candidate) => candidate.id === pinId && !candidate.deleted);
  if (!pin) return { status: 404, json: { code: 404, message: 'Pin not found.' } };
  const start = request.query.get('start_date') ?? '';
  const end = request.query.get('end_date') ?? '';
  const types = (request.query.get('metric_types') ?? '').split(',').filter(Boolean);
  if (!day.test(start) || !day.test(end)) return invalid();
  const [from, to, now] = [dayNumber(start), dayNumber(end), dayNumber(today)];
  if (from < now - 90 || to < from || to - from > 90) return invalid();
  if (types.length === 0 || types.some((type) => !(pinMetricTypes as readonly string[]).includes(type)))
    return invalid();
  const created = dayNumber(pin.createdOn);
  const figure = (type: string) => pin.analytics?.[type as PinMetricType] ?? 0;
  const periodic = types.filter((type) => !lifetimeTypes.has(type));
  const inPeriod = created >= from && created <= to;
  const daily = [];
  for (let number = from; number <= to; number += 1)
    daily.push({
      date: new Date(number * dayMs).toISOString().slice(0, 10),
      data_status: number < created ? 'BEFORE_PIN_CREATED' : 'READY',
      metrics:
        number < created
          ? {}
          : Object.fromEntries(periodic.map((type) => [type, number === created ? figure(type) : 0])),
    });
  return {
    status: 200,
    headers,
    json: {
      all: {
        daily_metrics: daily,
        summary_metrics: Object.fromEntries(periodic.map((type) => [type, inPeriod ? figure(type) : 0])),
        lifetime_metrics: Object.fromEntries(
          types.filter((type) => lifetimeTypes.has(type)).map((type) => [type, figure(type)]),
        ),
      },
    },
  };
}
