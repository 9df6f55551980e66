import { describe, expect, it } from 'vitest';
import { describeWait, loginThrottle, loginWaitSeconds } from './login-throttle';

const now = new Date('2026-11-25T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('loginWaitSeconds', () => {
  it.each([
    ['no failures', 0, null, 0],
    ['four failures, under the threshold', 4, secondsAgo(0), 0],
    ['the fifth failure just now: one second', 5, secondsAgo(0), 1],
    ['the fifth failure a second ago: go ahead', 5, secondsAgo(1), 0],
    ['six failures: two seconds', 6, secondsAgo(0), 2],
    ['ten failures, 10 s ago: 32 s delay, 22 left', 10, secondsAgo(10), 22],
    ['fourteen failures: 512 seconds', 14, secondsAgo(0), 512],
    ['fifteen failures: capped at 15 minutes', 15, secondsAgo(0), 900],
    ['a hundred failures: still 15 minutes, never a hard lock', 100, secondsAgo(0), 900],
    ['a hundred failures, 15 minutes ago: go ahead', 100, secondsAgo(900), 0],
  ])('%s', (_case, count, last, expected) => {
    expect(loginWaitSeconds({ count, last }, loginThrottle.perAccount, now)).toBe(expected);
  });

  it('spaces out an address from its 30th failure', () => {
    expect(loginWaitSeconds({ count: 29, last: now }, loginThrottle.perAddress, now)).toBe(0);
    expect(loginWaitSeconds({ count: 31, last: now }, loginThrottle.perAddress, now)).toBe(2);
  });
});

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [22, '22 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('%i s is "%s"', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });
});
