import { parsePeriodPlanId, subscriptionStatuses, type BilledPeriod, type PlanName } from '@kairos/core';
import type { SubscriptionFields } from './webhook-event';

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** What we keep of a Stripe subscription. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** From the price's lookup key; null when the price is none of ours. */
  periodPlan: { plan: PlanName; period: BilledPeriod } | null;
  /** Seconds, as Stripe gives them. */
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  endedAt: number | null;
  /** The price of one period, in cents. */
  amountCents: number;
  /** When the subscription was made (seconds): of two live ones, the newer is the team's. */
  created: number;
}

/**
 * Of a subscription whose shape was checked (webhook-event.ts): since API version 2025-03-31 the
 * billing period lives on the subscription's items; ours have one item, the plan's price.
 */
export function snapshotOf(subscription: SubscriptionFields): SubscriptionSnapshot {
  const [item] = subscription.items.data;
  const lookupKey = item.price.lookup_key ?? null;
  return {
    id: subscription.id,
    customerId: subscription.customer,
    status: (subscriptionStatuses as readonly string[]).includes(subscription.status)
      ? (subscription.status as SubscriptionStatus)
      : 'incomplete',
    periodPlan: lookupKey === null ? null : parsePeriodPlanId(lookupKey),
    currentPeriodStart: item.current_period_start,
    currentPeriodEnd: item.current_period_end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: subscription.ended_at ?? null,
    amountCents: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    created: subscription.created,
  };
}

/** A subscription that gives its plan: paid or trialing ("no plan granted without" one). */
export const isLive = (status: string | null): boolean =>
  status === 'trialing' || status === 'active' || status === 'past_due';

/** Over: the team's plan ends. 'incomplete' (the first payment has not gone through) grants nothing yet. */
export const isOver = (status: SubscriptionStatus): boolean =>
  status === 'canceled' || status === 'incomplete_expired' || status === 'unpaid' || status === 'paused';
