import { z } from 'zod';
import { messages } from '../messages';
import { parsePeriodPlanId } from '../plans/period-plan';
import { emailSchema, personNameSchema } from '../session/schemas';

/** "a plan is identified as period_plan, e.g. monthly_basicnew": only the catalogue's ids pass. */
export const periodPlanIdSchema = z
  .string({ error: messages.billing.unknownPlan })
  .max(40, messages.billing.unknownPlan)
  .refine((id) => parsePeriodPlanId(id) !== null, messages.billing.unknownPlan);

/** A Stripe promotion code as a customer types it. */
export const discountCodeSchema = z
  .string({ error: messages.billing.invalidDiscount })
  .trim()
  .min(1, messages.billing.invalidDiscount)
  .max(64, messages.billing.invalidDiscount)
  .regex(/^[\w-]+$/, messages.billing.invalidDiscount);

/** POST /api/billing/checkout: the plan, the calendar to come back to, an optional discount code. */
export const checkoutBodySchema = z.strictObject({
  periodPlan: periodPlanIdSchema,
  calendarId: z.uuid(),
  discountCode: discountCodeSchema.optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutReplySchema = z.object({ url: z.string() });
export type CheckoutReply = z.infer<typeof checkoutReplySchema>;

/** POST /api/billing/change-preview. */
export const planChangeBodySchema = z.strictObject({ periodPlan: periodPlanIdSchema });
export type PlanChangeBody = z.infer<typeof planChangeBodySchema>;

/** What changing plan costs now: Stripe's preview of the prorated invoice. */
export const planChangePreviewSchema = z.object({
  periodPlan: z.string(),
  /** In dollars: what is charged at once (negative: a credit for the next invoices). */
  amountDue: z.number(),
  currency: z.string(),
  /** The moment the proration is computed for; the confirmation sends it back unchanged. */
  prorationDate: z.number().int(),
  /** What the new plan costs each period after this. */
  nextAmount: z.number(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** POST /api/billing/change: the plan and the preview's moment, so the charge is the one shown. */
export const planChangeConfirmBodySchema = z.strictObject({
  periodPlan: periodPlanIdSchema,
  prorationDate: z.number().int().positive().max(4_102_444_800),
});
export type PlanChangeConfirmBody = z.infer<typeof planChangeConfirmBodySchema>;

export const subscriptionStatuses = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

/** GET /api/billing: what the upgrade page needs beyond the user's subscription record. */
export const billingStateSchema = z.object({
  /** False on a self-hosted install without Stripe. */
  enabled: z.boolean(),
  /** The plan the subscription is on, e.g. annual_advancednew; null without a subscription. */
  periodPlan: z.string().nullable(),
  status: z.enum(subscriptionStatuses).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  /** Set after a declined renewal: the team keeps its plan until currentPeriodEnd. */
  paymentFailed: z.boolean(),
  /** Days of trial a checkout would give now (0: none left). */
  trialDays: z.number().int(),
  /** Who to write to past the top plan; null when the server has no support address. */
  supportEmail: z.string().nullable(),
  /** A change or a checkout was sent to Stripe and its webhook has not arrived yet. */
  pending: z.boolean(),
});
export type BillingState = z.infer<typeof billingStateSchema>;

export const discountCheckQuerySchema = z.object({ code: discountCodeSchema });

/** A promotion code's coupon: a percentage or an amount off. */
export const discountSchema = z.object({
  code: z.string(),
  percentOff: z.number().nullable(),
  /** In dollars. */
  amountOff: z.number().nullable(),
  duration: z.enum(['forever', 'once', 'repeating']),
  durationInMonths: z.number().nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

export const billingLinkSchema = z.object({ link: z.string() });

/** POST /api/user/send-referral-email. */
export const referralBodySchema = z.strictObject({
  email: emailSchema,
  friendName: personNameSchema.optional(),
});
export type ReferralBody = z.infer<typeof referralBodySchema>;

export const referralReplySchema = z.object({ message: z.string(), remainingToday: z.number().int() });
