import {
  canPurchase,
  messages,
  parsePeriodPlanId,
  type CheckoutBody,
  type CheckoutReply,
} from '@kairos/core';
import type Stripe from 'stripe';
import { AppError, notFound } from '../../errors/app-error';
import { findTeamCalendar } from '../calendars/calendar-repository';
import type { AuthContext } from '../session/auth-context';
import { findUserById } from '../users/user-repository';
import { keepCustomer, type TeamRow } from './billing-repository';
import { ownerTeam, priceOf, type BillingContext } from './billing-context';
import { findPromotionCode } from './discount-check';
import { isLive } from './subscription-snapshot';
import { callStripe } from './stripe-failure';
import { checkoutTrial } from './trial';

const hourMs = 3600 * 1000;

/**
 * A Stripe Checkout session for a plan: subscription mode, the team as the customer. Nothing is
 * recorded here: the subscription comes from the signed webhooks. A double click sends the same
 * idempotency key twice (same team, plan, code and hour), so Stripe answers both with one session.
 */
export async function createCheckout(
  context: BillingContext,
  auth: AuthContext,
  body: CheckoutBody,
): Promise<CheckoutReply> {
  const { stripe, team } = await ownerTeam(context, auth);
  const calendar = await findTeamCalendar(context.db, auth.teamId, body.calendarId);
  if (!calendar) throw notFound();
  const target = parsePeriodPlanId(body.periodPlan);
  if (target === null) throw new AppError('VALIDATION_FAILED', messages.billing.unknownPlan);
  if (!canPurchase(target.plan, team.subscriptionPlan))
    throw new AppError('RULE_VIOLATION', messages.billing.legacyPlan);
  if (team.subscriptionProviderId !== null && isLive(team.subscriptionStatus))
    throw new AppError('RULE_VIOLATION', messages.billing.alreadySubscribed);

  return callStripe(async () => {
    const now = context.now();
    const customer = await customerOf(context, stripe, team, auth.userId);
    const price = await priceOf(stripe, body.periodPlan);
    const promotion = body.discountCode
      ? await findPromotionCode(stripe, body.discountCode, now, 'body.discountCode')
      : null;
    const back = `${context.config.publicUrl}/${calendar.id}/upgrade-profile`;
    const trial = checkoutTrial(team.trialEndsAt, now);
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'subscription',
      customer,
      client_reference_id: team.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: `${back}?checkout=success`,
      cancel_url: `${back}?checkout=cancelled`,
      subscription_data: { metadata: { teamId: team.id }, ...(trial ?? {}) },
      metadata: { teamId: team.id, periodPlan: body.periodPlan },
      ...(promotion ? { discounts: [{ promotion_code: promotion.id }] } : { allow_promotion_codes: true }),
    };
    const hour = Math.floor(now.getTime() / hourMs);
    const key = `kairos-checkout-${team.id}-${body.periodPlan}-${promotion?.id ?? 'none'}-${calendar.id}-${hour}`;
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey: key });
    if (!session.url)
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', messages.billing.providerUnavailable);
    return { url: session.url };
  });
}

/** The team's Stripe customer, made once (the idempotency key makes a double click one customer). */
async function customerOf(
  context: BillingContext,
  stripe: Stripe,
  team: TeamRow,
  userId: string,
): Promise<string> {
  if (team.stripeCustomerId) return team.stripeCustomerId;
  const owner = await findUserById(context.db, userId);
  const customer = await stripe.customers.create(
    { email: owner?.email, name: team.name, metadata: { teamId: team.id } },
    { idempotencyKey: `kairos-customer-${team.id}` },
  );
  return keepCustomer(context.db, team.id, customer.id);
}
