import { messages } from '@kairos/core';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../errors/app-error';
import { findTeamByCustomer, isEventRecorded, recordEventOnce, updateTeam } from './billing-repository';
import { requireStripe, type BillingContext } from './billing-context';
import { recordSubscription, type RecordedSubscription } from './record-subscription';
import { callStripe, toAppError } from './stripe-failure';
import { snapshotOf } from './subscription-snapshot';

export type WebhookOutcome = 'recorded' | 'duplicate' | 'ignored' | 'unknown customer';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** Since API version 2025-03-31 an invoice names its subscription under parent.subscription_details. */
const subscriptionOfInvoice = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription);

/**
 * One signed delivery of Stripe's. The signature is checked on the raw body (a tampered or unsigned
 * body, or one older than five minutes, is refused); each event id is processed once; the team is
 * found by its customer. What the event says is turned into a change first (fetching the
 * subscription when the event does not carry it: a failure there answers 503 and Stripe delivers
 * again), then the change and the event id are written in one transaction.
 */
export async function receiveWebhook(
  context: BillingContext,
  rawBody: string,
  signature: string | undefined,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): Promise<WebhookOutcome> {
  const stripe = requireStripe(context);
  const secret = context.config.billing.webhookSecret;
  if (!secret) throw new AppError('RULE_VIOLATION', messages.billing.off);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook signature is missing or does not match');
  }
  if (await isEventRecorded(context.db, event.id)) return 'duplicate';
  const change = await changeOf(stripe, event);
  if (change === null) {
    await recordEventOnce(context.db, event.id, event.type);
    return 'ignored';
  }
  return context.db.transaction(async (tx) => {
    if (!(await recordEventOnce(tx, event.id, event.type))) return 'duplicate';
    const team = await findTeamByCustomer(tx, change.customerId);
    if (!team) {
      logger.warn({ eventId: event.id, customer: change.customerId }, 'Stripe event for an unknown customer');
      return 'unknown customer';
    }
    const { change: update, cancel } = change.apply(team);
    if (cancel !== null) await cancelSecond(stripe, cancel, event.id, logger);
    if (update === null) return 'ignored';
    await updateTeam(tx, team.id, update);
    return 'recorded';
  });
}

interface PendingChange {
  customerId: string;
  apply(team: Parameters<typeof recordSubscription>[0]): RecordedSubscription;
}

async function changeOf(stripe: Stripe, event: Stripe.Event): Promise<PendingChange | null> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const snapshot = snapshotOf(event.data.object);
      return {
        customerId: snapshot.customerId,
        apply: (team) => recordSubscription(team, snapshot, event.created),
      };
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || subscriptionId === null) return null;
      const snapshot = snapshotOf(await callStripe(() => stripe.subscriptions.retrieve(subscriptionId)));
      return {
        customerId: snapshot.customerId,
        apply: (team) => recordSubscription(team, snapshot, event.created),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const customerId = idOf(invoice.customer);
      const subscriptionId = subscriptionOfInvoice(invoice);
      if (customerId === null || subscriptionId === null) return null;
      const failed = event.type === 'invoice.payment_failed';
      return {
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
      };
    }
    default:
      return null;
  }
}

/**
 * Decision 0102: the team's second live subscription is cancelled (prorated) before the event is
 * recorded: if Stripe cannot be reached, nothing is recorded and Stripe delivers the event again. One
 * already cancelled (a redelivery) is refused by Stripe as an invalid request, which is no fault here.
 */
async function cancelSecond(
  stripe: Stripe,
  subscriptionId: string,
  eventId: string,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  logger.warn({ eventId, subscriptionId }, 'A second live subscription of one team: cancelling it');
  try {
    await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
    throw toAppError(error);
  }
}
