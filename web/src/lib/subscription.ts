import { type User } from '@kairos/core';

/** A trial counts as no subscription: the deal is meant for people who have not paid yet. */
export function hasNoSubscription(user: Pick<User, 'subscription'>): boolean {
  const { subscription } = user;
  return subscription === null || subscription.plan === null || subscription.paymentPeriod === 'trial';
}

/** Spec: "Team members (users with a teamId) do not see the upgrade-profile route or the deal button." */
export function canSeeUpgradeProfile(user: Pick<User, 'teamId'>): boolean {
  return user.teamId === null;
}

/** Spec: the deal button "shows for users with no subscription and no team". */
export function shouldOfferDeal(user: Pick<User, 'subscription' | 'teamId'>): boolean {
  return canSeeUpgradeProfile(user) && hasNoSubscription(user);
}

/**
 * Whether the team has a plan in force (a trial included): the plan's limits apply, not the free
 * ones. "UTM (no subscription gives upgrade modal with no_subscription)" reads this.
 */
export function hasPlanInForce(user: Pick<User, 'subscription'>, now: Date): boolean {
  const { subscription } = user;
  if (subscription === null || subscription.plan === null) return false;
  return subscription.expirationDate === null || new Date(subscription.expirationDate) > now;
}
