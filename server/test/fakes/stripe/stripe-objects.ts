import type Stripe from 'stripe';

/**
 * The objects the fake Stripe answers with, in the shape of API version 2026-10-28: the fields we
 * read and the ones that say what an object is. Each builder's type is held to the SDK's own type
 * in sdk-conformance.ts, and the contract test holds the answers to Stripe's published fixtures
 * (contracts/stripe.contract.test.ts).
 */
export interface Clock {
  seconds(): number;
}

let counter = 0;
export const newId = (prefix: string) => `${prefix}_fake${(++counter).toString(36).padStart(6, '0')}`;

export function customerObject(
  id: string,
  params: { email?: string; name?: string; metadata?: Record<string, string> },
  created: number,
) {
  return {
    id,
    object: 'customer' as const,
    created,
    email: params.email ?? null,
    name: params.name ?? null,
    metadata: params.metadata ?? {},
    livemode: false,
    delinquent: false,
  };
}

export function productObject(
  id: string,
  params: { name: string; metadata?: Record<string, string> },
  created: number,
) {
  return {
    id,
    object: 'product' as const,
    active: true,
    created,
    updated: created,
    name: params.name,
    metadata: params.metadata ?? {},
    livemode: false,
    type: 'service' as const,
  };
}

export function priceObject(
  id: string,
  params: {
    product: string;
    currency: string;
    unit_amount: number;
    interval: 'month' | 'year';
    lookup_key: string | null;
    metadata?: Record<string, string>;
  },
  created: number,
) {
  return {
    id,
    object: 'price' as const,
    active: true,
    created,
    currency: params.currency,
    unit_amount: params.unit_amount,
    product: params.product,
    lookup_key: params.lookup_key,
    recurring: { interval: params.interval, interval_count: 1, usage_type: 'licensed' as const, meter: null },
    type: 'recurring' as const,
    billing_scheme: 'per_unit' as const,
    metadata: params.metadata ?? {},
    livemode: false,
  };
}
export type FakePrice = ReturnType<typeof priceObject>;

export function subscriptionObject(input: {
  id: string;
  customer: string;
  price: FakePrice;
  start: number;
  periodEnd: number;
  trialEnd: number | null;
  metadata: Record<string, string>;
}) {
  return {
    id: input.id,
    object: 'subscription' as const,
    customer: input.customer,
    status: (input.trialEnd === null ? 'active' : 'trialing') as Stripe.Subscription.Status,
    created: input.start,
    start_date: input.start,
    cancel_at_period_end: false,
    cancel_at: null as number | null,
    canceled_at: null as number | null,
    ended_at: null as number | null,
    trial_start: input.trialEnd === null ? null : input.start,
    trial_end: input.trialEnd,
    metadata: input.metadata,
    livemode: false,
    /** The ids of the discounts that apply to its next invoices (unexpanded, as Stripe sends them). */
    discounts: [] as string[],
    items: {
      object: 'list' as const,
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
      data: [
        {
          id: newId('si'),
          object: 'subscription_item' as const,
          created: input.start,
          subscription: input.id,
          quantity: 1,
          price: input.price,
          metadata: {},
          current_period_start: input.start,
          current_period_end: input.periodEnd,
        },
      ],
    },
  };
}
export type FakeSubscription = ReturnType<typeof subscriptionObject>;

export function checkoutSessionObject(input: {
  id: string;
  url: string;
  customer: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  created: number;
  amount_subtotal: number;
}) {
  return {
    id: input.id,
    object: 'checkout.session' as const,
    currency: 'usd',
    amount_subtotal: input.amount_subtotal as number | null,
    amount_total: input.amount_subtotal as number | null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 } as Pick<
      Stripe.Checkout.Session.TotalDetails,
      'amount_discount' | 'amount_shipping' | 'amount_tax'
    > | null,
    /** The promotion code applied (and its coupon), when there is one: Stripe's shape, ids unexpanded. */
    discounts: null as { coupon: string | null; promotion_code: string | null }[] | null,
    mode: 'subscription' as const,
    status: 'open' as Stripe.Checkout.Session.Status,
    payment_status: 'unpaid' as Stripe.Checkout.Session.PaymentStatus,
    url: input.url as string | null,
    customer: input.customer,
    subscription: null as string | null,
    success_url: input.success_url,
    cancel_url: input.cancel_url,
    client_reference_id: input.client_reference_id,
    metadata: input.metadata,
    created: input.created,
    expires_at: input.created + 24 * 3600,
    livemode: false,
  };
}
export type FakeCheckoutSession = ReturnType<typeof checkoutSessionObject>;

export function invoiceObject(input: {
  customer: string;
  subscription: string;
  amount_due: number;
  amount_paid: number;
  status: 'draft' | 'open' | 'paid';
  period_start: number;
  period_end: number;
  created: number;
  billing_reason: Stripe.Invoice.BillingReason;
  lines: { amount: number; description: string }[];
  /** The discount that took `amount` off the subtotal (amount_due is after it). */
  discount?: { id: string; amount: number } | null;
}) {
  const id = newId('in');
  const discount = input.discount ?? null;
  return {
    id,
    object: 'invoice' as const,
    customer: input.customer,
    currency: 'usd',
    amount_due: input.amount_due,
    amount_paid: input.amount_paid,
    amount_remaining: input.amount_due - input.amount_paid,
    total: input.amount_due,
    subtotal: input.amount_due + (discount?.amount ?? 0),
    discounts: discount === null ? [] : [discount.id],
    total_discount_amounts: discount === null ? [] : [{ amount: discount.amount, discount: discount.id }],
    status: input.status as Stripe.Invoice.Status,
    billing_reason: input.billing_reason,
    period_start: input.period_start,
    period_end: input.period_end,
    created: input.created,
    livemode: false,
    parent: {
      type: 'subscription_details' as const,
      quote_details: null,
      subscription_details: { subscription: input.subscription, metadata: null },
    },
    lines: {
      object: 'list' as const,
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
      data: input.lines.map((line) => ({
        id: newId('il'),
        object: 'line_item' as const,
        amount: line.amount,
        currency: 'usd',
        description: line.description,
        livemode: false,
      })),
    },
  };
}

export function portalSessionObject(input: {
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
}) {
  return {
    id: newId('bps'),
    object: 'billing_portal.session' as const,
    customer: input.customer,
    return_url: input.return_url,
    url: input.url,
    created: input.created,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    configuration: 'bpc_fake_default',
    flow: null,
  };
}

export function eventObject(type: string, object: unknown, created: number) {
  return {
    id: newId('evt'),
    object: 'event' as const,
    api_version: '2026-10-28.endive',
    created,
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}
