import { messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, users } from '../../src/db/schema';
import { addPromotionCode } from '../fakes/stripe/control-routes';
import {
  billingState,
  registerOwner,
  startBillingWorld,
  subscribe,
  subscriptionIdOf,
  type BillingWorld,
} from './billing-world';

let world: BillingWorld;
beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(async () => world.close());

/** A paying owner (no trial left) on a plan. */
async function payingOwner(periodPlan: string) {
  const owner = await registerOwner(world.server);
  const { db } = world.server.database;
  const [user] = await db.select().from(users).where(eq(users.id, owner.user._id));
  await db
    .update(teams)
    .set({ trialEndsAt: new Date(0) })
    .where(eq(teams.id, user!.teamId));
  await subscribe(world, owner, periodPlan);
  return owner;
}

describe('changing plan', () => {
  it('previews the prorated amount, then charges it and records the new plan from the webhook', async () => {
    const owner = await payingOwner('monthly_basicnew');
    const preview = await world.server.api('POST', '/api/billing/change-preview', {
      token: owner.token,
      body: { periodPlan: 'monthly_advancednew' },
    });
    expect(preview.status).toBe(200);
    // Almost the whole month is left: about 39 − 9.90.
    expect(preview.body).toMatchObject({
      periodPlan: 'monthly_advancednew',
      currency: 'usd',
      nextAmount: 39,
    });
    expect(preview.body.amountDue).toBeGreaterThan(28);
    expect(preview.body.amountDue).toBeLessThanOrEqual(29.1);
    const changed = await world.server.api('POST', '/api/billing/change', {
      token: owner.token,
      body: { periodPlan: 'monthly_advancednew', prorationDate: preview.body.prorationDate },
    });
    expect(changed.status).toBe(200);
    await world.fake.store.settled();
    const user = (await world.server.api('GET', '/api/user', { token: owner.token })).body;
    expect(user.subscription).toMatchObject({
      plan: 'advancednew',
      paymentPeriod: 'monthly',
      paymentAmount: 39,
    });
    const invoices = world.fake.store.events.filter((stored) => stored.event.type === 'invoice.paid').at(-1)!;
    expect((invoices.event.data.object as { amount_paid: number }).amount_paid).toBe(
      Math.round(preview.body.amountDue * 100),
    );
    expect(await billingState(world, owner)).toMatchObject({
      periodPlan: 'monthly_advancednew',
      pending: false,
    });
  });

  it('refuses the plan the team is on, and a preview older than an hour', async () => {
    const owner = await payingOwner('annual_basicnew');
    const same = await world.server.api('POST', '/api/billing/change-preview', {
      token: owner.token,
      body: { periodPlan: 'annual_basicnew' },
    });
    expect(same.body.error.message).toBe(messages.billing.samePlan);
    const stale = await world.server.api('POST', '/api/billing/change', {
      token: owner.token,
      body: { periodPlan: 'annual_businessnew', prorationDate: Math.floor(Date.now() / 1000) - 7200 },
    });
    expect(stale.status).toBe(422);
    expect(stale.body.error.message).toBe(messages.billing.previewExpired);
  });

  it('leaves the plan as it was when the card is declined', async () => {
    const owner = await payingOwner('monthly_basicnew');
    const customer = [...world.fake.store.customers.values()].at(-1)!;
    customer.declines = true;
    const preview = await world.server.api('POST', '/api/billing/change-preview', {
      token: owner.token,
      body: { periodPlan: 'monthly_businessnew' },
    });
    const changed = await world.server.api('POST', '/api/billing/change', {
      token: owner.token,
      body: { periodPlan: 'monthly_businessnew', prorationDate: preview.body.prorationDate },
    });
    expect(changed.status).toBe(422);
    await world.fake.store.settled();
    expect((await world.server.api('GET', '/api/user', { token: owner.token })).body.subscription.plan).toBe(
      'basicnew',
    );
  });

  it('answers 503 when Stripe times out during the change', async () => {
    const owner = await payingOwner('monthly_basicnew');
    const preview = await world.server.api('POST', '/api/billing/change-preview', {
      token: owner.token,
      body: { periodPlan: 'monthly_advancednew' },
    });
    const id = await subscriptionIdOf(world, owner);
    world.fake.stall(`POST /v1/subscriptions/${id}`, 4000);
    const changed = await world.server.api('POST', '/api/billing/change', {
      token: owner.token,
      body: { periodPlan: 'monthly_advancednew', prorationDate: preview.body.prorationDate },
    });
    world.fake.stall(`POST /v1/subscriptions/${id}`, 0);
    expect(changed.status).toBe(503);
  }, 30_000);

  it('refuses a change to a team without a subscription', async () => {
    const owner = await registerOwner(world.server);
    const reply = await world.server.api('POST', '/api/billing/change-preview', {
      token: owner.token,
      body: { periodPlan: 'monthly_advancednew' },
    });
    expect(reply.body.error.message).toBe(messages.billing.noSubscription);
  });
});

describe('cancel and reactivate', () => {
  it('cancels at the end of the period, keeps the plan until then, and reactivates', async () => {
    const owner = await payingOwner('monthly_advancednew');
    const cancelled = await world.server.api('POST', '/api/billing/cancel', { token: owner.token });
    expect(cancelled.status).toBe(200);
    await world.fake.store.settled();
    let state = await billingState(world, owner);
    expect(state).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
      periodPlan: 'monthly_advancednew',
    });
    expect((await world.server.api('GET', '/api/user', { token: owner.token })).body.subscription.plan).toBe(
      'advancednew',
    );
    await world.server.api('POST', '/api/billing/reactivate', { token: owner.token });
    await world.fake.store.settled();
    state = await billingState(world, owner);
    expect(state.cancelAtPeriodEnd).toBe(false);
  });
});

describe('billing information and discounts', () => {
  it('gives a customer-portal link that comes back to the upgrade page', async () => {
    const owner = await payingOwner('monthly_basicnew');
    const reply = await world.server.api(
      'GET',
      `/api/user/billing-information-link?calendarId=${owner.calendarId}`,
      {
        token: owner.token,
      },
    );
    expect(reply.status).toBe(200);
    const page = await fetch(reply.body.link);
    expect(await page.text()).toContain(`http://kairos.test/${owner.calendarId}/upgrade-profile`);
  });

  it('has no link before the first subscription', async () => {
    const owner = await registerOwner(world.server);
    const reply = await world.server.api('GET', '/api/user/billing-information-link', { token: owner.token });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.billing.noBillingInformation);
  });

  it('checks a promotion code and applies it at checkout', async () => {
    addPromotionCode(world.fake.store, { code: 'SPRING25', percentOff: 25 });
    const owner = await registerOwner(world.server);
    const check = await world.server.api('GET', '/api/discount/check?code=SPRING25', { token: owner.token });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      code: 'SPRING25',
      percentOff: 25,
      amountOff: null,
      duration: 'once',
      durationInMonths: null,
    });
    const checkout = await world.server.api('POST', '/api/billing/checkout', {
      token: owner.token,
      body: { periodPlan: 'monthly_businessnew', calendarId: owner.calendarId, discountCode: 'SPRING25' },
    });
    expect(checkout.status).toBe(200);
    expect([...world.fake.store.sessions.values()].at(-1)!.promotion).toMatch(/^promo_/);
  });

  it.each(['NOPE', 'bad code!'])('refuses the code %s with the spec-style message', async (code) => {
    const owner = await registerOwner(world.server);
    const reply = await world.server.api('GET', `/api/discount/check?code=${encodeURIComponent(code)}`, {
      token: owner.token,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.billing.invalidDiscount);
  });

  it('refuses an expired promotion code', async () => {
    addPromotionCode(world.fake.store, {
      code: 'OLD10',
      percentOff: 10,
      expiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    const owner = await registerOwner(world.server);
    const reply = await world.server.api('GET', '/api/discount/check?code=OLD10', { token: owner.token });
    expect(reply.status).toBe(422);
  });
});
