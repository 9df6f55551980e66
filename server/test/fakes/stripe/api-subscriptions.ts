import type Stripe from 'stripe';
import { customerOf } from './api-catalogue';
import type { FormObject } from './form-body';
import { invoiceFor, periodEnd, prorate } from './stripe-billing';
import { applyToSession, discountOn, lastsBeyondFirstInvoice, redeem } from './stripe-discounts';
import { checkoutSessionObject, newId, subscriptionObject, type FakeSubscription } from './stripe-objects';
import {
  StripeFault,
  flag,
  integer,
  invalid,
  list,
  metadata,
  missing,
  object,
  onlyParams,
  required,
  text,
} from './stripe-errors';
import type { StripeStore } from './stripe-store';

export const subscriptionParams = {
  checkoutCreate: [
    'mode',
    'customer',
    'client_reference_id',
    'line_items',
    'success_url',
    'cancel_url',
    'subscription_data',
    'metadata',
    'discounts',
    'allow_promotion_codes',
  ] satisfies (keyof Stripe.Checkout.SessionCreateParams)[],
  subscriptionUpdate: [
    'cancel_at_period_end',
    'items',
    'proration_behavior',
    'proration_date',
    'payment_behavior',
    'metadata',
  ] satisfies (keyof Stripe.SubscriptionUpdateParams)[],
  subscriptionCancel: [
    'prorate',
    'invoice_now',
    'cancellation_details',
  ] satisfies (keyof Stripe.SubscriptionCancelParams)[],
  invoicePreview: [
    'customer',
    'subscription',
    'subscription_details',
  ] satisfies (keyof Stripe.InvoiceCreatePreviewParams)[],
};

const checkoutTrialMinimum = 48 * 3600;

export function createCheckoutSession(store: StripeStore, body: FormObject, origin: string) {
  onlyParams(body, subscriptionParams.checkoutCreate);
  if (required(body, 'mode') !== 'subscription') throw invalid('Only subscription mode is faked', 'mode');
  const customer = customerOf(store, required(body, 'customer'));
  const items = list(body.line_items).map(object);
  const priceId = text(items[0]?.price);
  const price = priceId ? store.prices.get(priceId) : undefined;
  if (items.length !== 1 || !price) throw missing('price', priceId ?? '', 'line_items[0][price]');
  if (!price.active)
    throw invalid(
      'The price specified is inactive. This field only accepts active prices.',
      'line_items[0][price]',
    );
  const discounts = list(body.discounts).map(object);
  if (discounts.length > 0 && flag(body.allow_promotion_codes) !== undefined)
    throw invalid(
      'You may only specify one of these parameters: allow_promotion_codes, discounts.',
      'discounts',
    );
  const promotion = text(discounts[0]?.promotion_code) ?? null;
  if (promotion !== null && ![...store.promotionCodes.values()].some((code) => code.id === promotion))
    throw missing('promotion code', promotion, 'discounts[0][promotion_code]');
  const subscriptionData = object(body.subscription_data);
  const now = store.now();
  const days = integer(subscriptionData, 'trial_period_days');
  const trialEnd = integer(subscriptionData, 'trial_end');
  if (trialEnd !== undefined && trialEnd < now + checkoutTrialMinimum)
    throw invalid(
      'subscription_data[trial_end] must be at least 48 hours in the future.',
      'subscription_data[trial_end]',
    );
  const id = newId('cs_test');
  const session = checkoutSessionObject({
    id,
    url: `${origin}/checkout/pay/${id}`,
    customer: customer.id,
    success_url: required(body, 'success_url'),
    cancel_url: required(body, 'cancel_url'),
    client_reference_id: text(body.client_reference_id) ?? null,
    metadata: metadata(body.metadata),
    created: now,
    amount_subtotal: price.unit_amount,
  });
  const trial = days !== undefined ? now + days * 24 * 3600 : (trialEnd ?? null);
  const stored = {
    ...session,
    line_price: price.id,
    trial,
    promotion,
    allow_promotion_codes: flag(body.allow_promotion_codes) === true,
    subscription_metadata: metadata(subscriptionData.metadata),
  };
  applyToSession(store, stored);
  store.sessions.set(id, stored);
  return publicSession(store, id);
}

export function publicSession(store: StripeStore, id: string) {
  const session = store.sessions.get(id);
  if (!session) throw missing('checkout.session', id);
  const {
    line_price: _price,
    trial: _trial,
    promotion: _promotion,
    allow_promotion_codes: _allow,
    subscription_metadata: _metadata,
    ...visible
  } = session;
  return visible;
}

/** The hosted page's Pay: the subscription starts, the session completes, the events go out. */
export function completeCheckout(store: StripeStore, id: string): FakeSubscription {
  const session = store.sessions.get(id);
  if (!session || session.status !== 'open') throw invalid('This Checkout Session is no longer active.');
  const price = store.prices.get(session.line_price)!;
  const now = store.now();
  const end = session.trial ?? periodEnd(now, price.recurring.interval);
  const subscription = subscriptionObject({
    id: newId('sub'),
    customer: session.customer,
    price,
    start: now,
    periodEnd: end,
    trialEnd: session.trial,
    metadata: session.subscription_metadata,
  });
  store.subscriptions.set(subscription.id, subscription);
  const discount = session.promotion ? redeem(store, session.promotion, subscription.id, now) : null;
  // A trial's first invoice is free: the discount waits on the subscription for the first paid one.
  if (discount && (session.trial !== null || lastsBeyondFirstInvoice(discount.coupon.duration)))
    subscription.discounts = [discount.id];
  const subtotal = session.trial === null ? price.unit_amount : 0;
  const off = discount ? discountOn(store, [discount.id], subtotal, now) : null;
  const amount = subtotal - (off?.amount ?? 0);
  Object.assign(session, {
    status: 'complete',
    payment_status: session.trial === null ? 'paid' : 'no_payment_required',
    subscription: subscription.id,
    url: null,
  });
  store.emit('customer.subscription.created', subscription);
  store.emit(
    'invoice.paid',
    invoiceFor(
      subscription,
      amount,
      true,
      'subscription_create',
      now,
      [{ amount: subtotal, description: price.lookup_key ?? price.id }],
      off,
    ),
  );
  store.emit('checkout.session.completed', publicSession(store, id));
  return subscription;
}

export function subscriptionOf(store: StripeStore, id: string): FakeSubscription {
  const subscription = store.subscriptions.get(id);
  if (!subscription) throw missing('subscription', id);
  return subscription;
}

/** The one item moved to a new price (with its proration), or the cancel flag set or cleared. */
export function updateSubscription(store: StripeStore, id: string, body: FormObject) {
  onlyParams(body, subscriptionParams.subscriptionUpdate);
  const subscription = subscriptionOf(store, id);
  if (subscription.status === 'canceled')
    throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
  const now = store.now();
  const cancel = flag(body.cancel_at_period_end);
  if (cancel !== undefined) {
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? subscription.items.data[0]!.current_period_end : null;
    subscription.canceled_at = cancel ? now : null;
  }
  const items = list(body.items).map(object);
  if (items.length > 0) {
    const item = subscription.items.data[0]!;
    if (text(items[0]!.id) !== item.id)
      throw missing('subscription item', text(items[0]!.id) ?? '', 'items[0][id]');
    const price = store.prices.get(text(items[0]!.price) ?? '');
    if (!price) throw missing('price', text(items[0]!.price) ?? '', 'items[0][price]');
    const at = integer(body, 'proration_date') ?? now;
    const proration = prorate(subscription, price, at);
    const customer = store.customers.get(subscription.customer);
    if (proration.amount > 0 && customer?.declines && text(body.payment_behavior) === 'error_if_incomplete')
      throw new StripeFault(402, 'card_error', 'Your card was declined.', 'card_declined');
    item.price = price;
    if (proration.resetsPeriod && subscription.status !== 'trialing') {
      item.current_period_start = now;
      item.current_period_end = periodEnd(now, price.recurring.interval);
    }
    if (text(body.proration_behavior) === 'always_invoice' && proration.amount > 0)
      store.emit(
        'invoice.paid',
        invoiceFor(subscription, proration.amount, true, 'subscription_update', now, proration.lines),
      );
  }
  store.emit('customer.subscription.updated', subscription);
  return subscription;
}

/**
 * DELETE /v1/subscriptions/{id} (subscriptions.cancel): ends it at once; `customer.subscription.deleted`
 * goes out. A subscription already canceled cannot be canceled again.
 */
export function cancelSubscription(store: StripeStore, id: string, body: FormObject) {
  onlyParams(body, subscriptionParams.subscriptionCancel);
  const subscription = subscriptionOf(store, id);
  if (subscription.status === 'canceled')
    throw invalid(`No such subscription: '${id}'; it has been canceled already.`);
  const now = store.now();
  Object.assign(subscription, { status: 'canceled', ended_at: now, canceled_at: now });
  store.emit('customer.subscription.deleted', subscription);
  return subscription;
}

/** invoices.createPreview: the invoice a subscription change would make, nothing changed. */
export function previewInvoice(store: StripeStore, body: FormObject) {
  onlyParams(body, subscriptionParams.invoicePreview);
  const subscription = subscriptionOf(store, required(body, 'subscription'));
  const details = object(body.subscription_details);
  const item = object(list(details.items)[0]);
  const price = store.prices.get(text(item.price) ?? '');
  if (!price) throw missing('price', text(item.price) ?? '', 'subscription_details[items][0][price]');
  const at = integer(details, 'proration_date') ?? store.now();
  const proration = prorate(subscription, price, at);
  const { id: _id, ...invoice } = invoiceFor(
    subscription,
    proration.amount,
    false,
    'subscription_update',
    store.now(),
    proration.lines,
  );
  return { ...invoice, id: null as string | null, status: 'draft' as const };
}

/**
 * The fake's own control: the period ends; the renewal is paid, declined, or ends a cancelled one.
 * Only the subscription moves: the fake's clock stays with the server's.
 */
export function renewSubscription(store: StripeStore, id: string, outcome: 'paid' | 'declined') {
  const subscription = subscriptionOf(store, id);
  const item = subscription.items.data[0]!;
  const end = item.current_period_end;
  if (subscription.cancel_at_period_end) {
    Object.assign(subscription, { status: 'canceled', ended_at: end });
    store.emit('customer.subscription.deleted', subscription);
    return subscription;
  }
  item.current_period_start = end;
  item.current_period_end = periodEnd(end, item.price.recurring.interval);
  subscription.status = outcome === 'paid' ? 'active' : 'past_due';
  // A coupon that lasts (repeating, forever) takes its part off each renewal while it runs.
  const off = discountOn(store, subscription.discounts, item.price.unit_amount, end);
  const used = off ? store.discounts.get(off.id) : undefined;
  if (used && !lastsBeyondFirstInvoice(used.coupon.duration)) subscription.discounts = [];
  const invoice = invoiceFor(
    subscription,
    item.price.unit_amount - (off?.amount ?? 0),
    outcome === 'paid',
    'subscription_cycle',
    store.now(),
    [{ amount: item.price.unit_amount, description: item.price.lookup_key ?? item.price.id }],
    off,
  );
  store.emit('customer.subscription.updated', subscription);
  store.emit(outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  return subscription;
}
