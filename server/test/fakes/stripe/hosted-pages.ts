import type { FakeAnswer } from '../fake-http';
import { completeCheckout } from './api-subscriptions';
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

/** The hosted Checkout page: the plan, its price, a card field and Pay. */
export function checkoutPage(store: StripeStore, id: string, error?: string): FakeAnswer {
  const session = store.sessions.get(id);
  if (!session || session.status !== 'open')
    return page('Checkout', '<h1>This Checkout Session is no longer active.</h1>');
  const price = store.prices.get(session.line_price)!;
  const amount = (price.unit_amount / 100).toFixed(2);
  const trial =
    session.trial === null ? '' : `<p>Free trial until ${new Date(session.trial * 1000).toDateString()}</p>`;
  return page(
    'Fake Stripe Checkout',
    `<h1>Subscribe to ${escape(price.lookup_key ?? price.id)}</h1>
<p class="total">$${amount} per ${price.recurring.interval}</p>${trial}
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/checkout/pay/${escape(id)}">
<label for="card">Card number</label><input id="card" name="card" value="${testCards.pays}">
<button type="submit">Subscribe</button></form>
<p><a href="${escape(session.cancel_url)}">Back</a></p>`,
  );
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
