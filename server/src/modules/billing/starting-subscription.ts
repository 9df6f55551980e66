import { readDefaultPlan, trialPlan } from '@kairos/core';
import type { BillingConfig } from '../../config';
import type { teams } from '../../db/schema';

const dayMs = 24 * 3600 * 1000;

/** Stripe is configured: billing is on. */
export const billingEnabled = (config: BillingConfig): boolean => config.stripeSecretKey !== undefined;

/**
 * What a new team starts with. With billing on, the 14-day trial of basicnew (decision 0004), which
 * is the team's one trial. With billing off (a self-hosted install), DEFAULT_PLAN with no end and
 * nothing to pay (decision 0100); DEFAULT_PLAN=trial keeps the trial there too.
 */
export function startingSubscription(config: BillingConfig, now: Date): Partial<typeof teams.$inferInsert> {
  const fallback = readDefaultPlan(config.defaultPlan);
  if (billingEnabled(config) || fallback.kind === 'trial') {
    const ends = new Date(now.getTime() + trialPlan.days * dayMs);
    return {
      subscriptionPlan: trialPlan.plan,
      subscriptionPeriod: trialPlan.paymentPeriod,
      subscriptionExpiresAt: ends,
      trialEndsAt: ends,
    };
  }
  return {
    subscriptionPlan: fallback.plan,
    subscriptionPeriod: fallback.period,
    subscriptionExpiresAt: null,
  };
}
