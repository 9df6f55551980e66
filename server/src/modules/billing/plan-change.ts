import {
  canPurchase,
  messages,
  parsePeriodPlanId,
  type PlanChangeConfirmBody,
  type PlanChangePreview,
} from '@kairos/core';
import type Stripe from 'stripe';
import { AppError } from '../../errors/app-error';
import type { AuthContext } from '../session/auth-context';
import { updateTeam, type TeamRow } from './billing-repository';
import { ownerTeam, priceOf, type BillingContext } from './billing-context';
import { callStripe } from './stripe-failure';
import { isLive } from './subscription-snapshot';

/** A preview is good for an hour: after that the prices shown may no longer be the charge. */
const previewSeconds = 3600;

/** The team's live subscription and the one item (the plan's price) it has. */
async function liveSubscription(context: BillingContext, auth: AuthContext) {
  const { stripe, team } = await ownerTeam(context, auth);
  if (team.subscriptionProviderId === null || !isLive(team.subscriptionStatus))
    throw new AppError('RULE_VIOLATION', messages.billing.noSubscription);
  const subscription = await callStripe(() => stripe.subscriptions.retrieve(team.subscriptionProviderId!));
  const item = subscription.items.data[0];
  if (!item) throw new AppError('RULE_VIOLATION', messages.billing.noSubscription);
  return { stripe, team, subscription, item };
}

function assertTarget(team: TeamRow, periodPlan: string): void {
  const target = parsePeriodPlanId(periodPlan);
  if (target === null) throw new AppError('VALIDATION_FAILED', messages.billing.unknownPlan);
  if (`${team.subscriptionPeriod}_${team.subscriptionPlan}` === periodPlan)
    throw new AppError('RULE_VIOLATION', messages.billing.samePlan);
  if (!canPurchase(target.plan, team.subscriptionPlan))
    throw new AppError('RULE_VIOLATION', messages.billing.legacyPlan);
}

/** The new plan's items: the one item moves to the new price, prorated and invoiced at once. */
const changeOf = (item: Stripe.SubscriptionItem, price: Stripe.Price, prorationDate: number) => ({
  items: [{ id: item.id, price: price.id }],
  proration_behavior: 'always_invoice' as const,
  proration_date: prorationDate,
});

/** What changing plan costs now: Stripe's preview of the invoice the change would make. */
export async function previewPlanChange(
  context: BillingContext,
  auth: AuthContext,
  periodPlan: string,
): Promise<PlanChangePreview> {
  const { stripe, team, subscription, item } = await liveSubscription(context, auth);
  assertTarget(team, periodPlan);
  const prorationDate = Math.floor(context.now().getTime() / 1000);
  return callStripe(async () => {
    const price = await priceOf(stripe, periodPlan);
    const invoice = await stripe.invoices.createPreview({
      customer: team.stripeCustomerId ?? undefined,
      subscription: subscription.id,
      subscription_details: changeOf(item, price, prorationDate),
    });
    return {
      periodPlan,
      amountDue: invoice.amount_due / 100,
      currency: invoice.currency,
      prorationDate,
      nextAmount: (price.unit_amount ?? 0) / 100,
    };
  });
}

/**
 * The change itself, with the preview's proration moment so the charge is the one shown. A declined
 * card leaves the subscription as it was (payment_behavior error_if_incomplete). The new plan is
 * recorded when Stripe's webhook says so.
 */
export async function changePlan(context: BillingContext, auth: AuthContext, body: PlanChangeConfirmBody) {
  const { stripe, team, subscription, item } = await liveSubscription(context, auth);
  assertTarget(team, body.periodPlan);
  const now = Math.floor(context.now().getTime() / 1000);
  if (body.prorationDate > now + 60 || body.prorationDate < now - previewSeconds)
    throw new AppError('RULE_VIOLATION', messages.billing.previewExpired);
  await callStripe(async () => {
    const price = await priceOf(stripe, body.periodPlan);
    await stripe.subscriptions.update(
      subscription.id,
      { ...changeOf(item, price, body.prorationDate), payment_behavior: 'error_if_incomplete' },
      { idempotencyKey: `kairos-change-${subscription.id}-${body.periodPlan}-${body.prorationDate}` },
    );
  });
  await updateTeam(context.db, team.id, { billingPendingSince: context.now() });
}

/** "cancel (at period end ...)" and "reactivate": the flag Stripe keeps; recorded from the webhook. */
export async function setCancelAtPeriodEnd(context: BillingContext, auth: AuthContext, cancel: boolean) {
  const { stripe, team, subscription } = await liveSubscription(context, auth);
  if (subscription.cancel_at_period_end === cancel) return;
  await callStripe(() => stripe.subscriptions.update(subscription.id, { cancel_at_period_end: cancel }));
  await updateTeam(context.db, team.id, { billingPendingSince: context.now() });
}
