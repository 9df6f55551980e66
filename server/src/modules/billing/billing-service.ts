import {
  messages,
  type BillingState,
  type CheckoutBody,
  type Discount,
  type PlanChangeConfirmBody,
} from '@kairos/core';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../errors/app-error';
import { findTeamCalendar } from '../calendars/calendar-repository';
import type { AuthContext } from '../session/auth-context';
import { findTeam } from './billing-repository';
import { assertOwner, ownerTeam, type BillingContext } from './billing-context';
import { createCheckout } from './checkout';
import { discountOf, findPromotionCode } from './discount-check';
import { changePlan, previewPlanChange, setCancelAtPeriodEnd } from './plan-change';
import { callStripe } from './stripe-failure';
import { subscriptionStatuses } from '@kairos/core';
import { trialDaysLeft } from './trial';
import { receiveWebhook } from './webhook';

/** A change waits this long for its webhook before the page stops saying so. */
const pendingMs = 2 * 60 * 1000;

export function createBillingService(context: BillingContext) {
  async function getState(auth: AuthContext): Promise<BillingState> {
    assertOwner(auth);
    const team = await findTeam(context.db, auth.teamId);
    if (!team) throw notFound();
    const now = context.now();
    const status = (subscriptionStatuses as readonly string[]).includes(team.subscriptionStatus ?? '')
      ? (team.subscriptionStatus as BillingState['status'])
      : null;
    return {
      enabled: context.stripe !== null,
      periodPlan: team.subscriptionProviderId ? `${team.subscriptionPeriod}_${team.subscriptionPlan}` : null,
      status: team.subscriptionProviderId ? status : null,
      cancelAtPeriodEnd: team.subscriptionCancelAtPeriodEnd,
      currentPeriodEnd: team.subscriptionExpiresAt?.toISOString() ?? null,
      paymentFailed: team.subscriptionPaymentFailedAt !== null,
      trialDays: context.stripe === null ? 0 : trialDaysLeft(team.trialEndsAt, now),
      supportEmail: context.config.billing.supportEmail,
      pending:
        team.billingPendingSince !== null && now.getTime() - team.billingPendingSince.getTime() < pendingMs,
    };
  }

  /** GET /api/user/billing-information-link: a customer-portal session of the team's customer. */
  async function billingInformationLink(auth: AuthContext, calendarId: string | undefined) {
    const { stripe, team } = await ownerTeam(context, auth);
    if (!team.stripeCustomerId) throw new AppError('RULE_VIOLATION', messages.billing.noBillingInformation);
    const calendar = calendarId ? await findTeamCalendar(context.db, auth.teamId, calendarId) : null;
    if (calendarId && !calendar) throw notFound();
    const back = calendar ? `/${calendar.id}/upgrade-profile` : '/';
    const session = await callStripe(() =>
      stripe.billingPortal.sessions.create({
        customer: team.stripeCustomerId!,
        return_url: `${context.config.publicUrl}${back}`,
      }),
    );
    return { link: session.url };
  }

  /** GET /api/discount/check: a promotion code's discount, or 422 on the code. */
  async function checkDiscount(auth: AuthContext, code: string): Promise<Discount> {
    const { stripe } = await ownerTeam(context, auth);
    const promotion = await callStripe(() => findPromotionCode(stripe, code, context.now()));
    return discountOf(promotion);
  }

  return {
    getState,
    checkout: (auth: AuthContext, body: CheckoutBody) => createCheckout(context, auth, body),
    previewChange: (auth: AuthContext, periodPlan: string) => previewPlanChange(context, auth, periodPlan),
    changePlan: async (auth: AuthContext, body: PlanChangeConfirmBody) => {
      await changePlan(context, auth, body);
      return getState(auth);
    },
    cancel: async (auth: AuthContext) => {
      await setCancelAtPeriodEnd(context, auth, true);
      return getState(auth);
    },
    reactivate: async (auth: AuthContext) => {
      await setCancelAtPeriodEnd(context, auth, false);
      return getState(auth);
    },
    billingInformationLink,
    checkDiscount,
    receiveWebhook: (
      rawBody: string,
      signature: string | undefined,
      logger: Pick<FastifyBaseLogger, 'warn'>,
    ) => receiveWebhook(context, rawBody, signature, logger),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
