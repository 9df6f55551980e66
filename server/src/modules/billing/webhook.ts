import { messages } from '@kairos/core';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../errors/app-error';
import { findTeamByCustomer, isEventRecorded, recordEventOnce, updateTeam } from './billing-repository';
import { requireStripe, type BillingContext } from './billing-context';
import { toAppError } from './stripe-failure';
import { changeOf } from './webhook-change';
import { eventSchema, readShape } from './webhook-event';

export type WebhookOutcome =
  { outcome: 'recorded' | 'duplicate' | 'unknown customer' } | { outcome: 'ignored'; reason: string };

type Logger = Pick<FastifyBaseLogger, 'warn'>;

/**
 * One signed delivery of Stripe's. The signature is checked on the raw body (a tampered or unsigned
 * body, or one older than five minutes, is refused); each event id is processed once; the team is
 * found by its customer. An event the handler cannot use (another shape, a price none of ours, a
 * subscription gone at Stripe) is acknowledged as ignored with a logged reason: Stripe retries any
 * failed delivery for days. Only a failure to reach Stripe or our own database answers 5xx, for
 * Stripe to deliver again. The change and the event id are written in one transaction.
 */
export async function receiveWebhook(
  context: BillingContext,
  rawBody: string,
  signature: string | undefined,
  logger: Logger,
): Promise<WebhookOutcome> {
  const stripe = requireStripe(context);
  const secret = context.config.billing.webhookSecret;
  if (!secret) throw new AppError('RULE_VIOLATION', messages.billing.off);
  let delivered: unknown;
  try {
    delivered = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook signature is missing or does not match');
  }
  const read = readShape(eventSchema, delivered, 'The event');
  if ('ignored' in read) return ignore(logger, null, read.ignored);
  const event = read.value;
  if (await isEventRecorded(context.db, event.id)) return { outcome: 'duplicate' };
  const change = await changeOf(stripe, event);
  if ('ignored' in change) {
    if (!(await recordEventOnce(context.db, event.id, event.type))) return { outcome: 'duplicate' };
    return ignore(logger, event.id, change.ignored);
  }
  const { pending } = change;
  return context.db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await recordEventOnce(tx, event.id, event.type))) return { outcome: 'duplicate' };
    const team = await findTeamByCustomer(tx, pending.customerId);
    if (!team) {
      logger.warn(
        { eventId: event.id, customer: pending.customerId },
        'Stripe event for an unknown customer',
      );
      return { outcome: 'unknown customer' };
    }
    const { change: update, cancel } = pending.apply(team);
    if (cancel !== null) await cancelSecond(stripe, cancel, event.id, logger);
    if (update === null)
      return ignore(logger, event.id, 'an older state than the one recorded, or a second subscription');
    await updateTeam(tx, team.id, update);
    return { outcome: 'recorded' };
  });
}

function ignore(logger: Logger, eventId: string | null, reason: string): WebhookOutcome {
  logger.warn({ eventId, reason }, 'Stripe event ignored');
  return { outcome: 'ignored', reason };
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
  logger: Logger,
): Promise<void> {
  logger.warn({ eventId, subscriptionId }, 'A second live subscription of one team: cancelling it');
  try {
    await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
    throw toAppError(error);
  }
}
