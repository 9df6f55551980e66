import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { priceAfterDiscount } from './discount';
import { canPurchase } from './purchasable';
import { checkoutBodySchema, discountCodeSchema, periodPlanIdSchema, referralBodySchema } from './schemas';
import { readDefaultPlan } from './starting-plan';

describe('what a team may buy', () => {
  it.each([
    ['basicnew', null, true],
    ['businessnew', 'basicnew', true],
    // "legacy plans stay purchasable only for teams already on them"
    ['agency', 'agency', true],
    ['agency', 'basicnew', false],
    ['essentials', null, false],
  ] as const)('%s for a team on %s: %s', (plan, current, allowed) => {
    expect(canPurchase(plan, current)).toBe(allowed);
  });
});

describe('prices after a discount', () => {
  it.each([
    [99, { percentOff: 25, amountOff: null }, 74.25],
    [9.9, { percentOff: 10, amountOff: null }, 8.91],
    [39, { percentOff: null, amountOff: 5 }, 34],
    [9.9, { percentOff: null, amountOff: 20 }, 0],
  ])('%s with %o is %s', (price, discount, after) => {
    expect(priceAfterDiscount(price, discount)).toBe(after);
  });
});

describe('DEFAULT_PLAN', () => {
  it('is the top current plan, annual, when unset', () => {
    expect(readDefaultPlan(undefined)).toEqual({ kind: 'plan', period: 'annual', plan: 'businessnew' });
  });
  it('takes a period_plan or trial', () => {
    expect(readDefaultPlan('monthly_basicnew')).toEqual({
      kind: 'plan',
      period: 'monthly',
      plan: 'basicnew',
    });
    expect(readDefaultPlan(' trial ')).toEqual({ kind: 'trial' });
  });
  it('refuses anything else', () => {
    expect(() => readDefaultPlan('weekly_gold')).toThrow(/DEFAULT_PLAN/);
  });
});

describe('billing request schemas', () => {
  it('accepts only the catalogue’s period_plan ids', () => {
    expect(periodPlanIdSchema.safeParse('annual_advancednew').success).toBe(true);
    const refused = periodPlanIdSchema.safeParse('trial_basicnew');
    expect(refused.error?.issues[0]?.message).toBe(messages.billing.unknownPlan);
  });
  it('refuses a discount code with spaces or symbols', () => {
    expect(discountCodeSchema.safeParse('SPRING-25').success).toBe(true);
    expect(discountCodeSchema.safeParse('spring 25').error?.issues[0]?.message).toBe(
      messages.billing.invalidDiscount,
    );
  });
  it('refuses unknown fields in the bodies', () => {
    const body = { periodPlan: 'monthly_basicnew', calendarId: '00000000-0000-4000-8000-000000000000' };
    expect(checkoutBodySchema.safeParse(body).success).toBe(true);
    expect(checkoutBodySchema.safeParse({ ...body, price: 1 }).success).toBe(false);
    expect(referralBodySchema.safeParse({ email: 'a@example.com', cc: 'b@example.com' }).success).toBe(false);
  });
});
