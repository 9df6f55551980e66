import { describe, expect, it } from 'vitest';
import { annualSavings, planCatalogue, planNames, tierAtLeast } from './catalogue';
import { parsePeriodPlanId, periodPlanId, toPaymentPeriod } from './period-plan';
import { comparePlans, isUpgrade, nextPlan, upgradePath } from './upgrade-path';

// Section 9: "Plan prices (monthly / annual)" and "Annual savings listed (e.g. basicnew 19.8,
// advancednew 69, businessnew 189)".
describe('plan catalogue', () => {
  it.each([
    ['basicnew', 9.9, 99, 19.8],
    ['advancednew', 39, 399, 69],
    ['businessnew', 99, 999, 189],
    ['basic', 9.9, 99, 19.8],
    ['single', 5, 49, 11],
    ['essentials', 14.9, 149, 29.8],
    ['pro', 7, 69, 15],
    ['advanced', 24.9, 249, 49.8],
    ['smb', 11, 99, 33],
    ['business', 69.9, 699, 139.8],
    ['agency', 19, 149, 79],
    ['agencyplus', 49, 399, 189],
    ['enterprisenew', 199.9, 1999, 399.8],
    ['enterprise', 149, 1299, 489],
  ] as const)('%s costs %s a month, %s a year, saving %s', (plan, monthly, annual, savings) => {
    expect(planCatalogue[plan]).toMatchObject({ monthlyPrice: monthly, annualPrice: annual });
    expect(annualSavings(plan)).toBe(savings);
  });

  it('prices every plan name of the spec', () => {
    expect(Object.keys(planCatalogue).sort()).toEqual([...planNames].sort());
  });

  // Section 6 hints: "LinkedIn video needs Basic or higher", "need Essentials", "need Advanced".
  it.each([
    ['basicnew', 'basic', true],
    ['basicnew', 'essentials', false],
    ['smb', 'essentials', true],
    ['advancednew', 'advanced', true],
    ['agency', 'business', false],
    ['enterprisenew', 'business', true],
    [null, 'basic', false],
  ] as const)('%s is at least %s: %s', (plan, tier, atLeast) => {
    expect(tierAtLeast(plan, tier)).toBe(atLeast);
  });
});

// "a plan is identified as period_plan, e.g. monthly_basicnew".
describe('period_plan ids', () => {
  it('builds and reads monthly_basicnew', () => {
    expect(periodPlanId('monthly', 'basicnew')).toBe('monthly_basicnew');
    expect(parsePeriodPlanId('annual_businessnew')).toEqual({ period: 'annual', plan: 'businessnew' });
  });

  it.each(['monthly_gold', 'weekly_basicnew', 'basicnew', 'trial_basicnew'])('refuses %s', (id) => {
    expect(parsePeriodPlanId(id)).toBeNull();
  });

  it.each([
    ['6months', 'six_month'],
    ['six_month', 'six_month'],
    ['trial', 'trial'],
    ['weekly', null],
  ])('reads the period %s as %s', (value, period) => {
    expect(toPaymentPeriod(value)).toBe(period);
  });
});

describe('upgrade path', () => {
  it.each([
    ['single', 'basic'],
    ['pro', 'essentials'],
    ['smb', 'advanced'],
    ['agency', 'business'],
    ['agencyplus', 'business'],
    ['enterprise', 'enterprisenew'],
    ['basic', 'essentials'],
    ['essentials', 'advanced'],
    ['advanced', 'business'],
    ['business', 'enterprisenew'],
    ['enterprisenew', 'businessnew'],
    ['basicnew', 'advancednew'],
    ['advancednew', 'businessnew'],
    ['businessnew', null],
  ] as const)('%s → %s', (plan, next) => {
    expect(upgradePath[plan]).toBe(next);
    expect(nextPlan(plan)).toBe(next);
  });

  it('offers basicnew to a user with no plan', () => {
    expect(nextPlan(null)).toBe('basicnew');
  });

  // "Plan order for comparison: basicnew 1, advancednew 2, businessnew 3."
  it.each([
    ['basicnew', 'advancednew', true],
    ['advancednew', 'businessnew', true],
    ['businessnew', 'basicnew', false],
    ['basicnew', 'basicnew', false],
    ['basic', 'advancednew', false],
  ] as const)('%s to %s is an upgrade: %s', (from, to, upgrade) => {
    expect(isUpgrade(from, to)).toBe(upgrade);
  });

  it('compares only ordered plans', () => {
    expect(comparePlans('basicnew', 'businessnew')).toBe(-2);
    expect(comparePlans('basic', 'businessnew')).toBeNull();
  });
});
