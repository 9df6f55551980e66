import { describe, expect, it } from 'vitest';
import { planLimits } from './limits';

const now = new Date('2026-11-21T12:00:00Z');

describe('planLimits', () => {
  it.each([
    ['no subscription', null, 1],
    ['no plan', { plan: null, expirationDate: null }, 1],
    ['a trial of basicnew', { plan: 'basicnew', expirationDate: '2026-12-01T00:00:00Z' }, 3],
    ['an expired basicnew', { plan: 'basicnew', expirationDate: '2026-11-01T00:00:00Z' }, 1],
    ['businessnew without expiry', { plan: 'businessnew', expirationDate: null }, 50],
    ['an unknown plan', { plan: 'mystery', expirationDate: null }, 1],
  ])('%s allows %s calendars', (_case, subscription, calendars) => {
    expect(planLimits(subscription, now).calendars).toBe(calendars);
  });
});
