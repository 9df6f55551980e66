import { z } from 'zod';

/**
 * What the webhook reads of Stripe's events, checked before anything uses it. A validly signed event
 * of another shape (a null customer, a subscription without items, a timestamp that is no date, an
 * invoice where a subscription belongs) is one the handler cannot use: it is acknowledged as ignored
 * with the reason, never answered with a 5xx, which Stripe would retry for days (issue 31). Field
 * names and types are the `stripe` SDK's (Stripe.Event, Stripe.Subscription, Stripe.Checkout.Session,
 * Stripe.Invoice); fields we do not read are let through unchecked.
 */
const id = z.string().min(1).max(255);
/** Unix seconds that make a date PostgreSQL keeps (up to the year 9999). */
const seconds = z.number().int().min(0).max(253_402_300_799);
/** An id, or the expanded object (a customer, deleted or not, is still named by its id). */
const reference = z
  .union([id, z.object({ id })])
  .transform((value) => (typeof value === 'string' ? value : value.id));

export const eventSchema = z.object({
  id,
  type: z.string().min(1).max(255),
  created: seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const subscriptionItemSchema = z.object({
  price: z.object({
    lookup_key: z.string().max(255).nullish(),
    unit_amount: z.number().int().min(0).nullish(),
  }),
  quantity: z.number().int().min(0).nullish(),
  current_period_start: seconds,
  current_period_end: seconds,
});

export const subscriptionSchema = z.object({
  object: z.literal('subscription'),
  id,
  customer: reference,
  status: z.string().max(64),
  // Since API version 2025-03-31 the billing period lives on the items; ours have one, the plan's price.
  items: z.object({ data: z.tuple([subscriptionItemSchema], subscriptionItemSchema) }),
  cancel_at_period_end: z.boolean(),
  ended_at: seconds.nullish(),
  created: seconds,
});

export const checkoutSessionSchema = z.object({
  object: z.literal('checkout.session'),
  id,
  mode: z.string().max(64),
  subscription: reference.nullish(),
});

export const invoiceSchema = z.object({
  object: z.literal('invoice'),
  id,
  customer: reference.nullish(),
  // Since API version 2025-03-31 an invoice names its subscription under parent.subscription_details.
  parent: z
    .object({ subscription_details: z.object({ subscription: reference.nullish() }).nullish() })
    .nullish(),
});

export type WebhookEvent = z.infer<typeof eventSchema>;
export type SubscriptionFields = z.infer<typeof subscriptionSchema>;

/** Why a value is not of the shape asked, in one line for the log and the answer. */
export function shapeProblem(what: string, error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'itself';
  return `${what} is not of the shape the handler reads (${where}: ${issue?.message ?? 'invalid'})`;
}

/** The value, or the reason it cannot be used. */
export function readShape<T>(
  schema: z.ZodType<T>,
  value: unknown,
  what: string,
): { value: T } | { ignored: string } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { value: parsed.data } : { ignored: shapeProblem(what, parsed.error) };
}
