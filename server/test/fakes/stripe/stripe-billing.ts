import type Stripe from 'stripe';
import { invoiceObject, type FakePrice, type FakeSubscription } from './stripe-objects';

/** The end of a period that starts at `start`: a calendar month or year later, as Stripe counts. */
export function periodEnd(start: number, interval: 'month' | 'year'): number {
  const date = new Date(start * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

export interface Proration {
  amount: number;
  lines: { amount: number; description: string }[];
  /** A change of interval starts a new period now (Stripe resets the billing cycle anchor). */
  resetsPeriod: boolean;
}

/**
 * Stripe's proration of a price change at `at`: the unused time of the old price comes back as a
 * credit, the rest of the period on the new price is charged; across intervals the new period starts
 * at once and is charged whole.
 */
export function prorate(subscription: FakeSubscription, price: FakePrice, at: number): Proration {
  const item = subscription.items.data[0]!;
  const old = item.price;
  const length = item.current_period_end - item.current_period_start;
  const remaining = Math.min(1, Math.max(0, (item.current_period_end - at) / length));
  const credit = subscription.status === 'trialing' ? 0 : Math.round(old.unit_amount * remaining);
  const resetsPeriod = old.recurring.interval !== price.recurring.interval;
  const charge = resetsPeriod ? price.unit_amount : Math.round(price.unit_amount * remaining);
  const lines = [
    { amount: -credit, description: `Unused time on ${old.lookup_key ?? old.id}` },
    { amount: charge, description: `Remaining time on ${price.lookup_key ?? price.id}` },
  ];
  return { amount: subscription.status === 'trialing' ? 0 : charge - credit, lines, resetsPeriod };
}

export function invoiceFor(
  subscription: FakeSubscription,
  amount: number,
  paid: boolean,
  reason: Stripe.Invoice.BillingReason,
  at: number,
  lines: { amount: number; description: string }[],
  discount: { id: string; amount: number } | null = null,
) {
  const item = subscription.items.data[0]!;
  const due = Math.max(0, amount);
  return invoiceObject({
    customer: subscription.customer,
    subscription: subscription.id,
    amount_due: due,
    amount_paid: paid ? due : 0,
    status: paid ? 'paid' : 'open',
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    created: at,
    billing_reason: reason,
    lines,
    discount,
  });
}

/** A coupon's effect on an amount in cents. */
export function discounted(
  amount: number,
  coupon: { percent_off: number | null; amount_off: number | null } | null,
) {
  if (coupon === null) return amount;
  if (coupon.percent_off !== null)
    return Math.max(0, amount - Math.round((amount * coupon.percent_off) / 100));
  return Math.max(0, amount - (coupon.amount_off ?? 0));
}
