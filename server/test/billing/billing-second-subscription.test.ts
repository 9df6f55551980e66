import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, users } from '../../src/db/schema';
import { createStripe } from '../../src/modules/billing/stripe-client';
import {
  payOnCheckoutPage,
  registerOwner,
  startBillingWorld,
  subscribe,
  subscriptionIdOf,
  type BillingWorld,
  type Owner,
} from './billing-world';

// Decision 0102: a second live subscription made outside our checkout (Stripe's dashboard, a payment
// link) for a customer that has one already: the newer is the team's, the other is cancelled at Stripe.

let world: BillingWorld;
beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(async () => world.close());

/** A subscription made straight at Stripe for the team's customer, `offsetSeconds` from now. */
async function subscribeOutside(owner: Owner, lookupKey: string, offsetSeconds: number) {
  const stripe = createStripe(world.server.config.billing)!;
  const [user] = await world.server.database.db.select().from(users).where(eq(users.email, owner.email));
  const [team] = await world.server.database.db.select().from(teams).where(eq(teams.id, user!.teamId));
  const prices = await stripe.prices.list({ lookup_keys: [lookupKey] });
  world.fake.store.offsetSeconds = offsetSeconds;
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: team!.stripeCustomerId!,
      line_items: [{ price: prices.data[0]!.id, quantity: 1 }],
      success_url: 'https://elsewhere.test/done',
      cancel_url: 'https://elsewhere.test/cancel',
    });
    await payOnCheckoutPage(world, session.url!);
    return String(world.fake.store.sessions.get(session.id)!.subscription);
  } finally {
    world.fake.store.offsetSeconds = 0;
  }
}

const stateAtStripe = (id: string) => world.fake.store.subscriptions.get(id)?.status;
const userOf = async (owner: Owner) =>
  (await world.server.api('GET', '/api/user', { token: owner.token })).body;

describe('a second subscription made outside the checkout', () => {
  it('makes the newer one the team’s and cancels the older at Stripe', async () => {
    const owner = await registerOwner(world.server);
    await subscribe(world, owner, 'monthly_basicnew');
    const first = await subscriptionIdOf(world, owner);
    await subscribeOutside(owner, 'monthly_advancednew', 60);
    await world.fake.store.settled();
    const user = await userOf(owner);
    expect(user.subscription.plan).toBe('advancednew');
    const second = user.subscription.paymentProviderData.subscriptionId;
    expect(second).not.toBe(first);
    expect(stateAtStripe(second)).toBe('active');
    expect(stateAtStripe(first)).toBe('canceled');
    // The cancelled one's own deletion event changed nothing.
    expect((await userOf(owner)).subscription.paymentProviderData.subscriptionId).toBe(second);
  });

  it('keeps the newer one when an older subscription reports late, and cancels the older', async () => {
    const owner = await registerOwner(world.server);
    await subscribe(world, owner, 'monthly_basicnew');
    const kept = await subscriptionIdOf(world, owner);
    const older = await subscribeOutside(owner, 'monthly_advancednew', -3600);
    await world.fake.store.settled();
    const user = await userOf(owner);
    expect(user.subscription).toMatchObject({
      plan: 'basicnew',
      paymentProviderData: { subscriptionId: kept },
    });
    expect(stateAtStripe(older)).toBe('canceled');
    expect(stateAtStripe(kept)).not.toBe('canceled');
  });
});
