import { describe, expect, it } from 'vitest';
import { money, planOffers } from './plan-offers';

describe('planOffers', () => {
  it('shows the current line side by side with the spec prices and savings', () => {
    const offers = planOffers({ currentPlan: null, period: 'annual', discount: null });
    expect(offers.map((offer) => [offer.plan, offer.price, offer.savings])).toEqual([
      ['basicnew', 99, 19.8],
      ['advancednew', 399, 69],
      ['businessnew', 999, 189],
    ]);
  });

  it('marks the current plan and highlights the next one of the upgrade path', () => {
    const offers = planOffers({ currentPlan: 'basicnew', period: 'monthly', discount: null });
    expect(offers.map((offer) => [offer.plan, offer.isCurrent, offer.isNext])).toEqual([
      ['basicnew', true, false],
      ['advancednew', false, true],
      ['businessnew', false, false],
    ]);
    expect(
      planOffers({ currentPlan: 'businessnew', period: 'monthly', discount: null }).some((o) => o.isNext),
    ).toBe(false);
  });

  it('says what each plan unlocks, from core’s limits', () => {
    const [basic, advanced] = planOffers({ currentPlan: null, period: 'monthly', discount: null });
    expect(basic!.counts[0]).toEqual({ label: 'calendars', value: 3 });
    expect(advanced!.counts[0]).toEqual({ label: 'calendars', value: 10 });
    expect(basic!.features.find((f) => f.label === 'LinkedIn video')!.included).toBe(true);
    expect(basic!.features.find((f) => f.label === 'Advanced article summarizer')!.included).toBe(false);
    expect(advanced!.features.find((f) => f.label === 'Advanced article summarizer')!.included).toBe(true);
  });

  it('gives the price after a discount', () => {
    const discount = {
      code: 'SPRING25',
      percentOff: 25,
      amountOff: null,
      duration: 'once' as const,
      durationInMonths: null,
    };
    const [basic] = planOffers({ currentPlan: null, period: 'monthly', discount });
    expect(basic!.discountedPrice).toBe(7.42);
    expect(money(7.42)).toBe('$7.42');
  });
});
