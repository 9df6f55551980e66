import { describe, expect, it } from 'vitest';
import {
  isActiveUser,
  isCancelled,
  isPayingUser,
  isValidSubscription,
  mustRedirectToSettings,
  shouldShowFreeUserReminder,
  showsDealButton,
  type SubscriptionFacts,
} from './subscription-rules';

const now = new Date('2026-06-10T12:00:00Z');
const sub = (facts: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  plan: 'basicnew',
  paymentPeriod: 'monthly',
  expirationDate: '2026-07-10T00:00:00Z',
  paymentAmount: 9.9,
  paymentProviderData: { subscriptionId: 'sub_1' },
  ...facts,
});

// "Valid when the period is six_month, or the period is trial and not expired, or the period_plan
// combination is a known plan."
describe('isValidSubscription', () => {
  it.each([
    ['monthly_basicnew', sub({}), true],
    ['annual_enterprise', sub({ paymentPeriod: 'annual', plan: 'enterprise' }), true],
    ['six_month of anything', sub({ paymentPeriod: 'six_month', plan: 'premium' }), true],
    ['6months', sub({ paymentPeriod: '6months', plan: 'premium' }), true],
    ['a running trial', sub({ paymentPeriod: 'trial' }), true],
    ['an expired trial', sub({ paymentPeriod: 'trial', expirationDate: '2026-06-10T11:59:00Z' }), false],
    ['an unknown plan', sub({ plan: 'premium' }), false],
    ['an unknown period', sub({ paymentPeriod: 'weekly' }), false],
  ])('%s: %s', (_case, subscription, valid) => {
    expect(isValidSubscription(subscription, now)).toBe(valid);
  });
});

describe('isCancelled', () => {
  it('is cancelled without a provider subscription id', () => {
    expect(isCancelled(sub({ paymentProviderData: { subscriptionId: null } }))).toBe(true);
    expect(isCancelled(sub({}))).toBe(false);
  });
});

// "Active user: expiration date (in the user's timezone) in the future and, unless extension use is
// allowed, plan not 'extension'."
describe('isActiveUser', () => {
  it.each([
    ['expiring next month', sub({}), 'UTC', {}, true],
    ['expired yesterday', sub({ expirationDate: '2026-06-09T12:00:00Z' }), 'UTC', {}, false],
    [
      'expiring earlier today, still today for the user',
      sub({ expirationDate: '2026-06-10T08:00:00Z' }),
      'UTC',
      {},
      true,
    ],
    [
      'expired on the 9th in Los Angeles',
      sub({ expirationDate: '2026-06-10T06:00:00Z' }),
      'America/Los_Angeles',
      {},
      false,
    ],
    ['on the 10th in Tokyo', sub({ expirationDate: '2026-06-10T06:00:00Z' }), 'Asia/Tokyo', {}, true],
    ['no expiration date', sub({ expirationDate: null }), 'UTC', {}, false],
    ['the extension plan', sub({ plan: 'extension' }), 'UTC', {}, false],
    [
      'the extension plan where extension use is allowed',
      sub({ plan: 'extension' }),
      'UTC',
      { allowExtension: true },
      true,
    ],
  ])('%s: %s', (_case, subscription, zone, options, active) => {
    expect(isActiveUser(subscription, now, zone, options)).toBe(active);
  });

  it('is not active without a subscription', () => {
    expect(isActiveUser(null, now, 'UTC')).toBe(false);
  });
});

// "With no expiration date, the user counts as paying unless paymentAmount is 0."
describe('isPayingUser', () => {
  it.each([
    ['no expiration, paying', sub({ expirationDate: null }), true],
    ['no expiration, 0 paid', sub({ expirationDate: null, paymentAmount: 0 }), false],
    ['active and paying', sub({}), true],
    ['a trial paying 0', sub({ paymentPeriod: 'trial', paymentAmount: 0 }), false],
    ['expired', sub({ expirationDate: '2026-01-01T00:00:00Z' }), false],
    ['no subscription', null, false],
  ])('%s: %s', (_case, subscription, paying) => {
    expect(isPayingUser(subscription, now, 'UTC')).toBe(paying);
  });
});

// "A user with a subscription record but no plan, not on settings or upgrade-profile, is redirected to
// /settings."
describe('mustRedirectToSettings', () => {
  it.each([
    ['no plan on the library', sub({ plan: null }), '/library', true],
    ['no plan on home', sub({ plan: null }), '/', true],
    ['no plan on settings', sub({ plan: null }), '/settings', false],
    ['no plan on settings with a hash', sub({ plan: null }), 'settings#addSocialModal', false],
    ['no plan on upgrade-profile', sub({ plan: null }), '/upgrade-profile', false],
    ['a plan on the library', sub({}), '/library', false],
    ['no subscription record', null, '/library', false],
  ])('%s: %s', (_case, subscription, path, redirect) => {
    expect(mustRedirectToSettings(subscription, path)).toBe(redirect);
  });
});

// "Free-user reminder: shown only if the user has a subscription record with no plan, no team, it has
// not been shown today, and today is not after 30 days past startRemovingFreeUsersDate."
describe('shouldShowFreeUserReminder', () => {
  const base = {
    subscription: sub({ plan: null }),
    teamId: null,
    lastShownDate: null,
    startRemovingFreeUsersDate: '2026-05-15T00:00:00Z',
    now,
    timeZone: 'UTC',
  };
  it.each([
    ['a free user', {}, true],
    ['a user with a plan', { subscription: sub({}) }, false],
    ['no subscription record', { subscription: null }, false],
    ['a team member', { teamId: 'team-1' }, false],
    ['already shown today', { lastShownDate: '2026-06-10' }, false],
    ['shown yesterday', { lastShownDate: '2026-06-09' }, true],
    ['on the 30th day past the start', { startRemovingFreeUsersDate: '2026-05-11T00:00:00Z' }, true],
    ['on the 31st day past the start', { startRemovingFreeUsersDate: '2026-05-10T00:00:00Z' }, false],
    ['no start date', { startRemovingFreeUsersDate: null }, true],
  ])('%s: %s', (_case, overrides, shown) => {
    expect(shouldShowFreeUserReminder({ ...base, ...overrides })).toBe(shown);
  });
});

describe('showsDealButton', () => {
  it.each([
    ['no subscription, no team', { subscription: null, teamId: null }, true],
    ['a record with no plan', { subscription: sub({ plan: null }), teamId: null }, true],
    ['a plan', { subscription: sub({}), teamId: null }, false],
    ['a team member', { subscription: null, teamId: 'team-1' }, false],
  ])('%s: %s', (_case, user, shown) => {
    expect(showsDealButton(user)).toBe(shown);
  });
});
