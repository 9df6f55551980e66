import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripe } from '../../src/modules/billing/stripe-client';
import { syncCatalogue } from '../../src/modules/billing/catalogue-sync';
import { testCards } from '../fakes/stripe/hosted-pages';
import {
  payOnCheckoutPage,
  registerOwner,
  startBillingWorld,
  subscribe,
  type BillingWorld,
} from './billing-world';

let world: BillingWorld;
beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(async () => world.close());

describe('the catalogue in Stripe (npm run billing:sync)', () => {
  it('has one product per plan and one price per period, by lookup key, with the spec prices', () => {
    const prices = [...world.fake.store.prices.values()].filter((price) => price.active);
    expect(prices).toHaveLength(28);
    const byKey = new Map(prices.map((price) => [price.lookup_key, price]));
    expect(byKey.get('monthly_basicnew')).toMatchObject({
      unit_amount: 990,
      currency: 'usd',
      product: 'kairos_basicnew',
    });
    expect(byKey.get('annual_advancednew')).toMatchObject({
      unit_amount: 39900,
      recurring: { interval: 'year' },
    });
    expect(byKey.get('annual_enterprise')).toMatchObject({ unit_amount: 129900 });
    expect(world.fake.store.products.size).toBe(14);
  });

  it('changes nothing when run again', async () => {
    const report = await syncCatalogue(createStripe(world.server.config.billing)!);
    expect(report.created).toEqual([]);
    expect(report.updated).toEqual([]);
    expect(report.unchanged).toHaveLength(14 + 28);
  });

  it('replaces a price whose amount changed and archives the old one', async () => {
    const old = [...world.fake.store.prices.values()].find((price) => price.lookup_key === 'monthly_smb')!;
    old.unit_amount = 1234;
    const report = await syncCatalogue(createStripe(world.server.config.billing)!);
    expect(report.updated).toEqual(['monthly_smb']);
    expect(old).toMatchObject({ active: false, lookup_key: null });
    const fresh = [...world.fake.store.prices.values()].find((price) => price.lookup_key === 'monthly_smb')!;
    expect(fresh).toMatchObject({ unit_amount: 1100, active: true });
  });
});

describe('checkout', () => {
  it('sends the owner to a Checkout session of the team, and records the plan from the webhooks', async () => {
    const owner = await registerOwner(world.server);
    const checkout = await world.server.api('POST', '/api/billing/checkout', {
      token: owner.token,
      body: { periodPlan: 'monthly_advancednew', calendarId: owner.calendarId },
    });
    expect(checkout.status).toBe(200);
    const session = [...world.fake.store.sessions.values()].at(-1)!;
    expect(checkout.body.url).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: owner.user.teamId ?? expect.any(String),
      success_url: `http://kairos.test/${owner.calendarId}/upgrade-profile?checkout=success`,
    });
    // Nothing is recorded before Stripe says so.
    expect((await world.server.api('GET', '/api/user', { token: owner.token })).body.subscription.plan).toBe(
      'basicnew',
    );
    const paid = await payOnCheckoutPage(world, checkout.body.url);
    expect(paid).toMatchObject({ status: 303, location: session.success_url });
    const user = (await world.server.api('GET', '/api/user', { token: owner.token })).body;
    expect(user.subscription).toMatchObject({ plan: 'advancednew', paymentPeriod: 'monthly' });
    expect(user.subscription.paymentProviderData.subscriptionId).toMatch(/^sub_/);
  });

  it('carries the rest of the sign-up trial into Stripe, and gives no second trial', async () => {
    const owner = await registerOwner(world.server);
    await subscribe(world, owner, 'annual_basicnew');
    const subscription = [...world.fake.store.subscriptions.values()].at(-1)!;
    expect(subscription.status).toBe('trialing');
    const signUpTrialEnd = world.server.clock.now().getTime() + 14 * 24 * 3600 * 1000;
    expect(Math.abs(subscription.trial_end! * 1000 - signUpTrialEnd)).toBeLessThan(5000);
    const user = (await world.server.api('GET', '/api/user', { token: owner.token })).body;
    // A trial pays nothing yet.
    expect(user.subscription).toMatchObject({ plan: 'basicnew', paymentPeriod: 'annual', paymentAmount: 0 });
  });

  it('gives no trial to a team whose trial is over, and charges the price at once', async () => {
    world.server.clock.advance(13 * 24 * 3600 * 1000);
    try {
      const owner = await registerOwner(world.server);
      world.server.clock.advance(13 * 24 * 3600 * 1000);
      const subscription = await subscribe(world, owner, 'monthly_basicnew');
      expect(subscription).toMatchObject({ plan: 'basicnew', paymentPeriod: 'monthly', paymentAmount: 9.9 });
      expect([...world.fake.store.subscriptions.values()].at(-1)!.trial_end).toBeNull();
    } finally {
      world.server.clock.advance(-26 * 24 * 3600 * 1000);
    }
  });

  it('makes one session and one subscription for a double click', async () => {
    const owner = await registerOwner(world.server);
    const before = world.fake.store.sessions.size;
    const body = { periodPlan: 'monthly_businessnew', calendarId: owner.calendarId };
    const [first, second] = await Promise.all([
      world.server.api('POST', '/api/billing/checkout', { token: owner.token, body }),
      world.server.api('POST', '/api/billing/checkout', { token: owner.token, body }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.url).toBe(first.body.url);
    expect(world.fake.store.sessions.size).toBe(before + 1);
    await payOnCheckoutPage(world, first.body.url);
    // The second tab's page is the same, already completed session: nothing more to pay.
    const again = await payOnCheckoutPage(world, second.body.url);
    expect(again.text).toContain('no longer active');
    const customer = world.fake.store.sessions.get(first.body.url.split('/').at(-1))!.customer;
    expect(
      [...world.fake.store.subscriptions.values()].filter((sub) => sub.customer === customer),
    ).toHaveLength(1);
    const refused = await world.server.api('POST', '/api/billing/checkout', { token: owner.token, body });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(messages.billing.alreadySubscribed);
  });

  it('keeps the user on the page when the card is declined, and grants nothing', async () => {
    const owner = await registerOwner(world.server);
    const checkout = await world.server.api('POST', '/api/billing/checkout', {
      token: owner.token,
      body: { periodPlan: 'monthly_advancednew', calendarId: owner.calendarId },
    });
    const paid = await payOnCheckoutPage(world, checkout.body.url, testCards.declined);
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('Your card was declined.');
    const user = (await world.server.api('GET', '/api/user', { token: owner.token })).body;
    expect(user.subscription).toMatchObject({ plan: 'basicnew', paymentPeriod: 'trial' });
  });

  it.each([
    ['an unknown plan', { periodPlan: 'monthly_gold' }, 422, messages.billing.unknownPlan],
    ['a legacy plan the team is not on', { periodPlan: 'monthly_agency' }, 422, messages.billing.legacyPlan],
  ])('refuses %s', async (_case, change, status, message) => {
    const owner = await registerOwner(world.server);
    const reply = await world.server.api('POST', '/api/billing/checkout', {
      token: owner.token,
      body: { calendarId: owner.calendarId, ...change },
    });
    expect(reply.status).toBe(status);
    expect(reply.body.error.message).toBe(message);
  });

  it("answers 404 for another team's calendar", async () => {
    const [owner, stranger] = [await registerOwner(world.server), await registerOwner(world.server)];
    const reply = await world.server.api('POST', '/api/billing/checkout', {
      token: owner.token,
      body: { periodPlan: 'monthly_basicnew', calendarId: stranger.calendarId },
    });
    expect(reply.status).toBe(404);
  });

  it('answers 503 with nothing charged when Stripe answers 500, and works on the next try', async () => {
    const owner = await registerOwner(world.server);
    const body = { periodPlan: 'monthly_basicnew', calendarId: owner.calendarId };
    const failure = { status: 500, json: { error: { type: 'api_error', message: 'Something went wrong' } } };
    world.fake.script.push('POST /v1/customers', failure, failure, failure);
    const reply = await world.server.api('POST', '/api/billing/checkout', { token: owner.token, body });
    expect(reply.status).toBe(503);
    expect(reply.body.error).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: messages.billing.providerUnavailable,
    });
    const retried = await world.server.api('POST', '/api/billing/checkout', { token: owner.token, body });
    expect(retried.status).toBe(200);
  });

  it('answers 503 when Stripe does not answer in time', async () => {
    const owner = await registerOwner(world.server);
    world.fake.stall('POST /v1/checkout/sessions', 4000);
    try {
      const reply = await world.server.api('POST', '/api/billing/checkout', {
        token: owner.token,
        body: { periodPlan: 'monthly_basicnew', calendarId: owner.calendarId },
      });
      expect(reply.status).toBe(503);
    } finally {
      world.fake.stall('POST /v1/checkout/sessions', 0);
    }
  }, 30_000);
});
