import { type User } from '@kairos/core';
import { describe, expect, it } from 'vitest';
import { shouldOfferDeal } from './subscription';

const paid: User['subscription'] = {
  plan: 'basicnew',
  paymentPeriod: 'monthly',
  expirationDate: null,
  paymentAmount: 9.9,
  paymentProviderData: { subscriptionId: 'sub_1' },
};

describe('shouldOfferDeal', () => {
  it('offers the deal to users with no subscription, no plan, or a trial', () => {
    expect(shouldOfferDeal({ teamId: null, subscription: null })).toBe(true);
    expect(shouldOfferDeal({ teamId: null, subscription: { ...paid, plan: null } })).toBe(true);
    expect(shouldOfferDeal({ teamId: null, subscription: { ...paid, paymentPeriod: 'trial' } })).toBe(true);
  });

  it('does not offer it to paying users or to team members', () => {
    expect(shouldOfferDeal({ teamId: null, subscription: paid })).toBe(false);
    expect(shouldOfferDeal({ teamId: 'team-1', subscription: null })).toBe(false);
  });
});
