import type Stripe from 'stripe';
import { recordSubscription, type RecordedSubscription } from './record-subscription';
import { isMissing, toAppError } from './stripe-failure';
import { isLive, snapshotOf } from './subscription-snapshot';
import {
  checkoutSessionSchema,
  invoiceSchema,
  readShape,
  subscriptionSchema,
  type WebhookEvent,
} from './webhook-event';

type TeamRow = Parameters<typeof recordSubscription>[0];

export interface PendingChange {
  customerId: string;
  apply(team: TeamRow): RecordedSubscription;
}

/** What an event changes, or why it changes nothing (the reason is logged and answered). */
export type EventChange = { pending: PendingChange } | { ignored: string };

const ignored = (reason: string): EventChange => ({ ignored: reason });

/**
 * Turns an event whose envelope was checked into a change, reading only objects whose shape was
 * checked. A subscription that is gone at Stripe is no change; Stripe unreachable is a 503 (thrown),
 * and Stripe delivers the event again.
 */
export async function changeOf(stripe: Stripe, event: WebhookEvent): Promise<EventChange> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChange(event.data.object, event.created, 'The subscription');
    case 'checkout.session.completed': {
      const read = readShape(checkoutSessionSchema, event.data.object, 'The checkout session');
      if ('ignored' in read) return read;
      const subscriptionId = read.value.subscription;
      if (read.value.mode !== 'subscription' || !subscriptionId)
        return ignored(`a checkout in ${read.value.mode} mode starts no subscription`);
      let subscription: Stripe.Subscription;
      try {
        subscription = await stripe.subscriptions.retrieve(subscriptionId);
      } catch (error) {
        if (isMissing(error)) return ignored(`the subscription ${subscriptionId} no longer exists at Stripe`);
        throw toAppError(error);
      }
      return subscriptionChange(subscription, event.created, 'The checkout’s subscription');
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceChange(event, event.type === 'invoice.payment_failed');
    default:
      return ignored(`the event type ${event.type} is not one the handler uses`);
  }
}

function subscriptionChange(object: unknown, eventCreated: number, what: string): EventChange {
  const read = readShape(subscriptionSchema, object, what);
  if ('ignored' in read) return read;
  const snapshot = snapshotOf(read.value);
  if (isLive(snapshot.status) && snapshot.periodPlan === null) {
    const key = read.value.items.data[0].price.lookup_key ?? 'none';
    return ignored(`the subscription's price (lookup key ${key}) is none of Kairos's plans`);
  }
  return {
    pending: {
      customerId: snapshot.customerId,
      apply: (team) => recordSubscription(team, snapshot, eventCreated),
    },
  };
}

function invoiceChange(event: WebhookEvent, failed: boolean): EventChange {
  const read = readShape(invoiceSchema, event.data.object, 'The invoice');
  if ('ignored' in read) return read;
  const customerId = read.value.customer;
  const subscriptionId = read.value.parent?.subscription_details?.subscription;
  if (!customerId || !subscriptionId) return ignored('the invoice names no customer or no subscription');
  return {
    pending: {
      customerId,
      apply: (team) => {
        const none = { change: null, cancel: null };
        if (team.subscriptionProviderId !== subscriptionId) return none;
        if (team.invoiceEventAt !== null && team.invoiceEventAt > event.created) return none;
        const change = {
          invoiceEventAt: event.created,
          // "card declined → the team keeps access until the period ends and sees a notice".
          subscriptionPaymentFailedAt: failed ? new Date(event.created * 1000) : null,
        };
        return { change, cancel: null };
      },
    },
  };
}
