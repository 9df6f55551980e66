import { describe, expect, it } from 'vitest';
import { currentPlanOf, planStanding } from './plan-standing';
import { type SubscriptionFacts } from './subscription-rules';

const now = new Date('2026-06-10T12:00:00Z');
const sub = (facts: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  plan: 'advancednew',
  paymentPeriod: 'monthly',
  expirationDate: '2026-07-10T00:00:00Z',
  paymentAmount: 39,
  paymentProviderData: { subscriptionId: 'sub_1' },
  ...facts,
});
// What `npm run plan:set -- <email> annual_businessnew` and DEFAULT_PLAN write (decision 0100).
const operatorPlan = sub({
  plan: 'businessnew',
  paymentPeriod: 'annual',
  expirationDate: null,
  paymentAmount: 0,
  paymentProviderData: { subscriptionId: null },
});

describe('planStanding', () => {
  it.each([
    ['no subscription record', null, { kind: 'none' }],
    ['a record with no plan', sub({ plan: null }), { kind: 'none' }],
    ['a plan outside the catalogue', sub({ plan: 'premium' }), { kind: 'none' }],
    ["the operator's plan: no end, paymentAmount 0", operatorPlan, { kind: 'operator', plan: 'businessnew' }],
    [
      "a legacy operator's plan",
      sub({ plan: 'business', expirationDate: null, paymentAmount: 0 }),
      { kind: 'operator', plan: 'business' },
    ],
    // "With no expiration date, the user counts as paying unless paymentAmount is 0."
    ['no end and a payment', sub({ expirationDate: null }), { kind: 'paid', plan: 'advancednew' }],
    ['a paid month running', sub({}), { kind: 'paid', plan: 'advancednew' }],
    [
      "Stripe's trial (pays 0 until its end)",
      sub({ paymentAmount: 0 }),
      { kind: 'paid', plan: 'advancednew' },
    ],
    [
      'the sign-up trial',
      sub({ plan: 'basicnew', paymentPeriod: 'trial', paymentAmount: 0 }),
      { kind: 'trial', plan: 'basicnew' },
    ],
    [
      'a trial that ended yesterday',
      sub({ plan: 'basicnew', paymentPeriod: 'trial', expirationDate: '2026-06-09T10:00:00Z' }),
      { kind: 'lapsed', plan: 'basicnew' },
    ],
    [
      'a paid plan that ended',
      sub({ expirationDate: '2026-05-10T00:00:00Z' }),
      { kind: 'lapsed', plan: 'advancednew' },
    ],
    [
      'a plan ending earlier today, still today for the user',
      sub({ expirationDate: '2026-06-10T08:00:00Z' }),
      { kind: 'paid', plan: 'advancednew' },
    ],
  ])('%s', (_case, subscription, standing) => {
    expect(planStanding(subscription, now, 'UTC')).toEqual(standing);
  });
});

describe('currentPlanOf', () => {
  it("marks the operator's plan as the team's, not as unpaid", () => {
    expect(currentPlanOf(operatorPlan, now, 'UTC')).toBe('businessnew');
  });

  it.each([
    ['the sign-up trial', sub({ plan: 'basicnew', paymentPeriod: 'trial', paymentAmount: 0 }), 'basicnew'],
    ['a paid plan', sub({}), 'advancednew'],
    ['a lapsed plan', sub({ expirationDate: '2026-05-10T00:00:00Z' }), null],
    ['no plan', sub({ plan: null }), null],
    ['no record', null, null],
  ])('%s: %s', (_case, subscription, plan) => {
    expect(currentPlanOf(subscription, now, 'UTC')).toBe(plan);
  });
});
