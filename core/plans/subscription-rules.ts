import { addDays, zonedDate } from '../time/zoned-time';
import { isPlanName } from './catalogue';
import { parsePeriodPlanId, toPaymentPeriod } from './period-plan';

/** The part of a user's subscription these rules read (spec section 3, User.subscription). */
export interface SubscriptionFacts {
  plan: string | null;
  paymentPeriod: string | null;
  expirationDate: string | null;
  paymentAmount: number;
  paymentProviderData?: { subscriptionId: string | null };
}

/** "Cancelled means no provider subscription id." */
export function isCancelled(subscription: SubscriptionFacts): boolean {
  return !subscription.paymentProviderData?.subscriptionId;
}

/**
 * "Valid when the period is six_month, or the period is trial and not expired, or the period_plan
 * combination is a known plan."
 */
export function isValidSubscription(subscription: SubscriptionFacts, now: Date): boolean {
  const period = toPaymentPeriod(subscription.paymentPeriod);
  if (period === 'six_month') return true;
  if (period === 'trial') {
    return subscription.expirationDate !== null && new Date(subscription.expirationDate) > now;
  }
  return parsePeriodPlanId(`${subscription.paymentPeriod}_${subscription.plan}`) !== null;
}

/**
 * "Active user: expiration date (in the user's timezone) in the future and, unless extension use is
 * allowed, plan not 'extension'." The day counts in the user's zone: a plan that ends on 10 June is
 * still active all of 10 June where the user lives.
 */
export function isActiveUser(
  subscription: SubscriptionFacts | null,
  now: Date,
  timeZone: string,
  options: { allowExtension?: boolean } = {},
): boolean {
  if (subscription === null || subscription.expirationDate === null) return false;
  if (!options.allowExtension && subscription.plan === 'extension') return false;
  const expires = new Date(subscription.expirationDate);
  return expires > now || zonedDate(expires, timeZone) >= zonedDate(now, timeZone);
}

/**
 * "With no expiration date, the user counts as paying unless paymentAmount is 0." With one, the
 * subscription must also still be active (a trial is active but pays 0).
 */
export function isPayingUser(subscription: SubscriptionFacts | null, now: Date, timeZone: string): boolean {
  if (subscription === null || subscription.paymentAmount === 0) return false;
  return subscription.expirationDate === null || isActiveUser(subscription, now, timeZone);
}

/**
 * "A user with a subscription record but no plan, not on settings or upgrade-profile, is redirected to
 * /settings." `path` is the route after the calendar id (e.g. '/library').
 */
export function mustRedirectToSettings(subscription: SubscriptionFacts | null, path: string): boolean {
  if (subscription === null || isPlanName(subscription.plan)) return false;
  const page = path.replace(/^\/+/, '').split(/[/?#]/)[0];
  return page !== 'settings' && page !== 'upgrade-profile';
}

/** "Free-user reminder window 30 days." */
export const freeUserReminderDays = 30;

/**
 * "Free-user reminder: shown only if the user has a subscription record with no plan, no team, it has
 * not been shown today, and today is not after 30 days past startRemovingFreeUsersDate. Shown once per
 * day (local flag)." `lastShownDate` is that flag: the day ('YYYY-MM-DD') it was last shown.
 */
export function shouldShowFreeUserReminder(input: {
  subscription: SubscriptionFacts | null;
  teamId: string | null;
  lastShownDate: string | null;
  startRemovingFreeUsersDate: string | null;
  now: Date;
  timeZone: string;
}): boolean {
  const { subscription, now, timeZone } = input;
  if (subscription === null || isPlanName(subscription.plan) || input.teamId !== null) return false;
  const today = zonedDate(now, timeZone);
  if (input.lastShownDate === today) return false;
  if (input.startRemovingFreeUsersDate === null) return true;
  const lastDay = addDays(
    zonedDate(new Date(input.startRemovingFreeUsersDate), timeZone),
    freeUserReminderDays,
  );
  return today <= lastDay;
}

/**
 * "A highlighted 'Grab your limited time deal' button to upgrade-profile shows for users with no
 * subscription and no team."
 */
export function showsDealButton(user: {
  subscription: SubscriptionFacts | null;
  teamId: string | null;
}): boolean {
  return user.teamId === null && (user.subscription === null || !isPlanName(user.subscription.plan));
}
