import { isPlanName, type PlanName } from './catalogue';
import { toPaymentPeriod } from './period-plan';
import { isActiveUser, type SubscriptionFacts } from './subscription-rules';

/**
 * How a team holds its plan, as the upgrade page tells it:
 * - `none`: no subscription record, or no plan of the catalogue;
 * - `lapsed`: a plan whose end has passed;
 * - `trial`: the sign-up trial, running;
 * - `operator`: a plan with no end and nothing to pay. A self-hosted operator gives these
 *   (`DEFAULT_PLAN`, `npm run plan:set`, decision 0100): the plan is in force, not unpaid;
 * - `paid`: a subscription running to its end (Stripe's trial included, which pays 0 until it
 *   ends), or a plan with no end that pays ("With no expiration date, the user counts as paying
 *   unless paymentAmount is 0").
 */
export type PlanStanding =
  { kind: 'none' } | { kind: 'lapsed' | 'trial' | 'operator' | 'paid'; plan: PlanName };

export function planStanding(
  subscription: SubscriptionFacts | null,
  now: Date,
  timeZone: string,
): PlanStanding {
  if (subscription === null || !isPlanName(subscription.plan)) return { kind: 'none' };
  const { plan } = subscription;
  if (subscription.expirationDate === null) {
    return { kind: subscription.paymentAmount === 0 ? 'operator' : 'paid', plan };
  }
  // "Active user: expiration date (in the user's timezone) in the future".
  if (!isActiveUser(subscription, now, timeZone)) return { kind: 'lapsed', plan };
  return { kind: toPaymentPeriod(subscription.paymentPeriod) === 'trial' ? 'trial' : 'paid', plan };
}

/** The plan in force: the one the upgrade page marks "Current plan"; null when there is none. */
export function currentPlanOf(
  subscription: SubscriptionFacts | null,
  now: Date,
  timeZone: string,
): PlanName | null {
  const standing = planStanding(subscription, now, timeZone);
  return standing.kind === 'none' || standing.kind === 'lapsed' ? null : standing.plan;
}
