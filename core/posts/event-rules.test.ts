import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { type PostBodyInput } from './post-schema';
import { account, errorsOf, now, post, validate } from './test-support/post-fixtures';

const rules = messages.networkRules;
const gmb = account('googleMB', 'page');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000).toISOString();
const event = (overrides: Partial<NonNullable<PostBodyInput['event']>> = {}) => ({
  title: 'Summer fair',
  startsAt: hours(24),
  endsAt: hours(30),
  ...overrides,
});
// 'now' in the fixtures is 2026-06-10T12:00Z, 14:00 in Paris: tomorrow at 14:00 Paris is hours(24).
const tomorrowAt = (time: string) => ({ mode: 'schedule' as const, date: '2026-06-11', time });

// Decision 24: a post carrying `event` becomes a Google Business Profile EVENT.
describe('Google My Business events', () => {
  it.each([
    ['takes a complete event', post({ event: event() }), []],
    ['takes an event already running', post({ event: event({ startsAt: hours(-2) }) }), []],
    ['needs a title', post({ event: event({ title: '  ' }) }), [rules.gmbEventTitleRequired]],
    ['takes a title of 58', post({ event: event({ title: 'x'.repeat(58) }) }), []],
    [
      'refuses a title over 58',
      post({ event: event({ title: 'x'.repeat(59) }) }),
      [rules.gmbPostTitleTooLong('event', 58)],
    ],
    ['needs a start', post({ event: event({ startsAt: null }) }), [rules.gmbEventTimesRequired]],
    ['needs an end', post({ event: event({ endsAt: null }) }), [rules.gmbEventTimesRequired]],
    [
      'must end after it starts',
      post({ event: event({ startsAt: hours(30), endsAt: hours(24) }) }),
      [rules.gmbEventEndsBeforeStart],
    ],
    [
      'cannot end when it starts',
      post({ event: event({ endsAt: hours(24) }) }),
      [rules.gmbEventEndsBeforeStart],
    ],
    [
      'must end in the future',
      post({ event: event({ startsAt: hours(-5), endsAt: hours(-1) }) }),
      [rules.gmbEventOver],
    ],
    [
      'must end after a scheduled post goes out',
      post({ timing: tomorrowAt('20:00'), event: event() }),
      [rules.gmbEventOver],
    ],
    ['takes a scheduled post before its end', post({ timing: tomorrowAt('15:00'), event: event() }), []],
    [
      'cannot also be an offer',
      post({ postTitle: 'Sale', callToAction: { actionType: 'OFFER' }, event: event() }),
      [rules.gmbEventAndOffer],
    ],
    ['keeps its call to action', post({ callToAction: { actionType: 'CALL' }, event: event() }), []],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(validate(body, [gmb]))).toEqual(expected);
  });

  it('is left to the other networks (their providers do not read it)', () => {
    const body = post({ event: event({ title: '' }) });
    expect(errorsOf(validate(body, [account('facebook', 'page')]))).toEqual([]);
  });

  it('is not checked on a draft', () => {
    expect(errorsOf(validate(post({ draft: true, event: event({ title: '' }) }), [gmb]))).toEqual([]);
  });

  it('refuses times that are not instants', () => {
    expect(() => post({ event: event({ startsAt: 'tomorrow' }) })).toThrow();
  });
});

// "title max 70 characters in the editor (58 also listed as a network limit)": the general title keeps
// 70, the title Google receives as an offer's or event's title is held to Google's 58.
describe('Google My Business title limits', () => {
  const offer = { actionType: 'OFFER' as const };
  it.each([
    ['a standard post title of 70', post({ postTitle: 'x'.repeat(70) }), []],
    [
      'a standard post title of 71',
      post({ postTitle: 'x'.repeat(71) }),
      [rules.titleTooLong('Google My Business', 70)],
    ],
    ['an offer title of 58', post({ postTitle: 'x'.repeat(58), callToAction: offer }), []],
    [
      'an offer title of 59',
      post({ postTitle: 'x'.repeat(59), callToAction: offer }),
      [rules.gmbPostTitleTooLong('offer', 58)],
    ],
    [
      'an offer title of 71',
      post({ postTitle: 'x'.repeat(71), callToAction: offer }),
      [rules.titleTooLong('Google My Business', 70), rules.gmbPostTitleTooLong('offer', 58)],
    ],
    ['an event title of 58', post({ event: event({ title: 'x'.repeat(58) }) }), []],
    [
      'an event title of 59',
      post({ event: event({ title: 'x'.repeat(59) }) }),
      [rules.gmbPostTitleTooLong('event', 58)],
    ],
  ])('%s', (_case, body, expected) => {
    expect(errorsOf(validate(body, [gmb]))).toEqual(expected);
  });
});
