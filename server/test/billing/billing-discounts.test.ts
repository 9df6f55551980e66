import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewSubscription } from '../fakes/stripe/api-subscriptions';
import { addPromotionCode } from '../fakes/stripe/control-routes';
import {
  billingState,
  payOnCheckoutPage,
  registerOwner,
  startBillingWorld,
  subscriptionIdOf,
  type BillingWorld,
  type Owner,
} from './billing-world';

/**
 * Issue 31: the fake Stripe dropped the promotion code (the hosted page showed the full price, the
 * subscription had no discount), so a discounted checkout was never tested end to end. Stripe's
 * behaviour followed here: the Checkout Session's `discounts`, `amount_total` and
 * `total_details.amount_discount`; the subscription's `discounts` (ids) while the coupon lasts; the
 * invoice's `discounts`, `total_discount_amounts` and a `subtotal` before them (the `stripe` SDK's
 * types, held by sdk-conformance.ts, and the published fixtures in stripe.contract.test.ts).
 */
let world: BillingWorld;
beforeAll(async () => {
  world = await startBillingWorld();
  addPromotionCode(world.fake.store, { code: 'LOYAL20', percentOff: 20, duration: 'forever' });
  addPromotionCode(world.fake.store, { code: 'WELCOME5', amountOff: 500, duration: 'once' });
});
afterAll(async () => world.close());

const checkout = async (owner: Owner, discountCode?: string) => {
  const reply = await world.server.api('POST', '/api/billing/checkout', {
    token: owner.token,
    body: { periodPlan: 'monthly_businessnew', calendarId: owner.calendarId, discountCode },
  });
  expect(reply.status).toBe(200);
  return reply.body.url as string;
};
const pageText = async (url: string, form?: Record<string, string>) =>
  (
    await fetch(url, {
      method: form ? 'POST' : 'GET',
      ...(form
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(form).toString(),
          }
        : {}),
    })
  ).text();
const invoicesOf = (subscriptionId: string) =>
  world.fake.store.events
    .map((stored) => stored.event)
    .filter((event) => event.type === 'invoice.paid')
    .map((event) => event.data.object as Record<string, any>)
    .filter((invoice) => invoice.parent.subscription_details.subscription === subscriptionId);

// A new team is in its sign-up trial: the checkout carries the rest of it over (decision 0100), so
// nothing is due today and the code takes its part off the first paid invoice, at the trial's end.
describe('a discounted checkout, end to end', () => {
  it('shows the discounted price, and the subscription and its paid invoices carry the discount', async () => {
    const owner = await registerOwner(world.server);
    const url = await checkout(owner, 'LOYAL20');
    const page = await pageText(url);
    // monthly_businessnew is $99.00: 20% off is $19.80, $79.20 a month.
    expect(page).toContain('$79.20 per month');
    expect(page).toContain('LOYAL20: $19.80 off');
    expect(page).toContain('Total due today $0.00');
    const session = [...world.fake.store.sessions.values()].at(-1)!;
    expect(session).toMatchObject({
      amount_subtotal: 9900,
      amount_total: 0,
      discounts: [{ promotion_code: expect.stringMatching(/^promo_/), coupon: expect.any(String) }],
    });
    await payOnCheckoutPage(world, url);

    const subscriptionId = await subscriptionIdOf(world, owner);
    const subscription = world.fake.store.subscriptions.get(subscriptionId)!;
    expect(subscription.discounts).toHaveLength(1);
    const discount = world.fake.store.discounts.get(subscription.discounts[0]!)!;
    expect(discount.promotion_code).toBe(session.promotion);
    expect((await billingState(world, owner)).status).toBe('trialing');
    // The trial ends: the first paid invoice is the discounted price; a `forever` coupon stays.
    for (let renewal = 0; renewal < 2; renewal += 1) {
      renewSubscription(world.fake.store, subscriptionId, 'paid');
      await world.fake.store.settled();
      expect(invoicesOf(subscriptionId).at(-1)).toMatchObject({
        subtotal: 9900,
        total: 7920,
        amount_paid: 7920,
        discounts: [discount.id],
        total_discount_amounts: [{ amount: 1980, discount: discount.id }],
      });
    }
    expect((await billingState(world, owner)).status).toBe('active');
  });

  it('takes a code typed on the hosted page, and refuses one that does not exist', async () => {
    const owner = await registerOwner(world.server);
    const url = await checkout(owner);
    const page = await pageText(url);
    expect(page).toContain('$99.00 per month');
    expect(page).toContain('Promotion code');
    expect(await pageText(url, { promotion_code: 'NOSUCHCODE' })).toContain('This code is invalid.');
    // Codes are case-insensitive for customers.
    const applied = await pageText(url, { promotion_code: 'welcome5' });
    expect(applied).toContain('$94.00 per month');
    expect(applied).toContain('WELCOME5: $5.00 off');
    expect(applied).not.toContain('Promotion code');
    await payOnCheckoutPage(world, url);

    const subscriptionId = await subscriptionIdOf(world, owner);
    renewSubscription(world.fake.store, subscriptionId, 'paid');
    await world.fake.store.settled();
    const first = invoicesOf(subscriptionId).at(-1)!;
    expect(first).toMatchObject({ subtotal: 9900, amount_paid: 9400 });
    expect(first.total_discount_amounts).toEqual([{ amount: 500, discount: expect.stringMatching(/^di_/) }]);
    // A `once` coupon is spent on the first paid invoice: the next one is at the full price.
    expect(world.fake.store.subscriptions.get(subscriptionId)!.discounts).toEqual([]);
    renewSubscription(world.fake.store, subscriptionId, 'paid');
    await world.fake.store.settled();
    expect(invoicesOf(subscriptionId).at(-1)).toMatchObject({ amount_paid: 9900, discounts: [] });
  });
});
