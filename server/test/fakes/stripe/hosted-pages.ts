import type { FakeAnswer } from '../fake-http';
import { completeCheckout } from './api-subscriptions';
import { discounted } from './stripe-billing';
import { applyToSession, couponOf, redeemableCode } from './stripe-discounts';
import type { StripeStore } from './stripe-store';

/** Stripe's test cards: this one pays, the other is declined (docs.stripe.com/testing). */
export const testCards = { pays: '4242424242424242', declined: '4000000000000002' };

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): FakeAnswer {
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    text: `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:60px auto;color:#1a1f36}
label{display:block;margin:16px 0 4px}input{width:100%;padding:8px;font-size:16px}
button{margin-top:20px;width:100%;padding:12px;background:#635bff;color:#fff;border:0;border-radius:6px;font-size:16px}
.error{color:#df1b41}.total{font-size:28px;font-weight:600}</style></head><body>${body}</body></html>`,
  };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The hosted Checkout page: the plan, what is due today (after a promotion code, with the code and
 * what it takes off, as Stripe's page shows them), a promotion code field when the session allows
 * codes, a card field and Pay.
 */
export function checkoutPage(store: StripeStore, id: string, error?: string): FakeAnswer {
  const session = store.sessions.get(id);
  if (!session || session.status !== 'open')
    return page('Checkout', '<h1>This Checkout Session is no longer active.</h1>');
  const price = store.prices.get(session.line_price)!;
  const every = `per ${price.recurring.interval}`;
  const trial =
    session.trial === null ? '' : `<p>Free trial until ${new Date(session.trial * 1000).toDateString()}</p>`;
  const coupon = couponOf(store, session.promotion);
  const promotion = [...store.promotionCodes.values()].find((code) => code.id === session.promotion);
  // The first paid period's price after the code (after the trial, when there is one).
  const first = discounted(price.unit_amount, coupon);
  const total =
    coupon === null
      ? `<p class="total">${dollars(price.unit_amount)} ${every}</p>`
      : `<p class="total">${dollars(first)} ${every}</p>
<p>Subtotal ${dollars(price.unit_amount)} ${every}</p>
<p class="discount">${escape(promotion?.code ?? '')}: ${dollars(price.unit_amount - first)} off</p>`;
  const today = `<p>Total due today ${dollars(session.amount_total ?? 0)}</p>`;
  const codeField =
    session.allow_promotion_codes && coupon === null
      ? `<form method="post" action="/checkout/pay/${escape(id)}">
<label for="promotion_code">Promotion code</label><input id="promotion_code" name="promotion_code">
<button type="submit">Apply</button></form>`
      : '';
  return page(
    'Fake Stripe Checkout',
    `<h1>Subscribe to ${escape(price.lookup_key ?? price.id)}</h1>
${total}${trial}${today}
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}${codeField}
<form method="post" action="/checkout/pay/${escape(id)}">
<label for="card">Card number</label><input id="card" name="card" value="${testCards.pays}">
<button type="submit">Subscribe</button></form>
<p><a href="${escape(session.cancel_url)}">Back</a></p>`,
  );
}

/** Applies a promotion code typed on the page (when the session allows codes), as Stripe's page does. */
export function applyPromotionCode(store: StripeStore, id: string, code: string): FakeAnswer {
  const session = store.sessions.get(id);
  if (!session || session.status !== 'open' || !session.allow_promotion_codes) return checkoutPage(store, id);
  const promotion = redeemableCode(store, code, store.now());
  if (promotion === null) return checkoutPage(store, id, 'This code is invalid.');
  session.promotion = promotion.id;
  applyToSession(store, session);
  return checkoutPage(store, id);
}

/** Pay: a declined card stays on the page; a good one completes and returns to success_url. */
export function payCheckout(store: StripeStore, id: string, card: string): FakeAnswer {
  const session = store.sessions.get(id);
  if (!session || session.status !== 'open') return checkoutPage(store, id);
  if (card.replace(/\s/g, '') === testCards.declined)
    return checkoutPage(store, id, 'Your card was declined.');
  completeCheckout(store, id);
  return { status: 303, headers: { location: session.success_url }, text: '' };
}

/** The customer portal, as far as we use it: a page that leads back. */
export function portalPage(returnUrl: string): FakeAnswer {
  return page(
    'Fake Stripe customer portal',
    `<h1>Billing information</h1><p>Card ending in 4242</p><p><a href="${escape(returnUrl)}">Return to Kairos</a></p>`,
  );
}
