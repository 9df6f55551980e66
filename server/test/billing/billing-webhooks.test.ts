import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewSubscription } from '../fakes/stripe/api-subscriptions';
import { eventObject } from '../fakes/stripe/stripe-objects';
import {
  billingState,
  registerOwner,
  startBillingWorld,
  subscribe,
  subscriptionIdOf,
  webhookSecret,
  type BillingWorld,
} from './billing-world';

let world: BillingWorld;
const signer = new Stripe('sk_test_signer');
beforeAll(async () => {
  world = await startBillingWorld();
});
afterAll(async () => world.close());

const postWebhook = (payload: string, signature?: string) =>
  fetch(`${world.server.baseUrl}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
const sign = (payload: string, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret,
    ...(timestamp ? { timestamp } : {}),
  });
const userOf = async (token: string) => (await world.server.api('GET', '/api/user', { token })).body;

describe('the webhook', () => {
  it('refuses an unsigned event', async () => {
    const payload = JSON.stringify(eventObject('customer.subscription.updated', {}, 1));
    const reply = await postWebhook(payload);
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
  });

  it('refuses a tampered event, and one signed with another secret', async () => {
    const owner = await registerOwner(world.server);
    await subscribe(world, owner, 'monthly_basicnew');
    const delivered = world.fake.store.events.at(-1)!.event;
    const payload = JSON.stringify(delivered);
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    expect(tampered).not.toBe(payload);
    expect((await postWebhook(tampered, sign(payload))).status).toBe(400);
    const foreign = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await postWebhook(payload, foreign)).status).toBe(400);
  });

  it('refuses a signature older than five minutes (a replay of a captured request)', async () => {
    const payload = JSON.stringify(eventObject('customer.subscription.updated', {}, 1));
    const reply = await postWebhook(payload, sign(payload, Math.floor(Date.now() / 1000) - 600));
    expect(reply.status).toBe(400);
  });

  it('processes each event id once: a redelivery changes nothing', async () => {
    const owner = await registerOwner(world.server);
    await subscribe(world, owner, 'monthly_basicnew');
    const subscriptionId = await subscriptionIdOf(world, owner);
    const created = world.fake.store.events.find(
      (stored) =>
        stored.event.type === 'customer.subscription.created' &&
        (stored.event.data.object as { id: string }).id === subscriptionId,
    )!;
    await world.server.api('POST', '/api/billing/cancel', { token: owner.token });
    await world.fake.store.settled();
    const before = await userOf(owner.token);
    const payload = JSON.stringify(created.event);
    const reply = await postWebhook(payload, sign(payload));
    expect(await reply.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await userOf(owner.token)).toEqual(before);
    expect((await billingState(world, owner)).cancelAtPeriodEnd).toBe(true);
  });

  it('resolves events that arrive out of order by the subscription’s own timestamps', async () => {
    const owner = await registerOwner(world.server);
    await subscribe(world, owner, 'monthly_basicnew');
    const subscriptionId = await subscriptionIdOf(world, owner);
    world.fake.store.holdEvents = true;
    try {
      // Renewed (a new period), then cancelled at its end: delivered newest first.
      renewSubscription(world.fake.store, subscriptionId, 'paid');
      const subscription = world.fake.store.subscriptions.get(subscriptionId)!;
      subscription.cancel_at_period_end = true;
      world.fake.store.offsetSeconds += 5;
      world.fake.store.emit('customer.subscription.updated', subscription);
      await world.fake.store.deliverHeld('reversed');
    } finally {
      world.fake.store.holdEvents = false;
      world.fake.store.offsetSeconds = 0;
    }
    const state = await billingState(world, owner);
    expect(state.cancelAtPeriodEnd).toBe(true);
    const periodEnd = world.fake.store.subscriptions.get(subscriptionId)!.items.data[0]!.current_period_end;
    expect(state.currentPeriodEnd).toBe(new Date(periodEnd * 1000).toISOString());
  });

  it('never brings back a deleted subscription with a late update', async () => {
    const owner = await registerOwner(world.server);
    await subscribe(world, owner, 'monthly_basicnew');
    const subscriptionId = await subscriptionIdOf(world, owner);
    await world.server.api('POST', '/api/billing/cancel', { token: owner.token });
    await world.fake.store.settled();
    world.fake.store.holdEvents = true;
    try {
      const subscription = world.fake.store.subscriptions.get(subscriptionId)!;
      const late = structuredClone(subscription);
      renewSubscription(world.fake.store, subscriptionId, 'paid');
      world.fake.store.emit('customer.subscription.updated', { ...late, cancel_at_period_end: false });
      await world.fake.store.deliverHeld('as emitted');
    } finally {
      world.fake.store.holdEvents = false;
    }
    const user = await userOf(owner.token);
    // "Cancelled means no provider subscription id": the plan is kept as it was, ended.
    expect(user.subscription.paymentProviderData.subscriptionId).toBeNull();
    expect(new Date(user.subscription.expirationDate).getTime()).toBeLessThanOrEqual(
      Date.now() + 32 * 24 * 3600 * 1000,
    );
    expect((await billingState(world, owner)).status).toBeNull();
  });

  it('acknowledges an event for an unknown customer and changes no team', async () => {
    const subscription = [...world.fake.store.subscriptions.values()].at(-1)!;
    const event = eventObject(
      'customer.subscription.updated',
      { ...subscription, customer: 'cus_nobody' },
      Math.floor(Date.now() / 1000),
    );
    const payload = JSON.stringify(event);
    const reply = await postWebhook(payload, sign(payload));
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ received: true, outcome: 'unknown customer' });
  });

  it('answers 503 when the subscription cannot be fetched, and records it when Stripe delivers again', async () => {
    const owner = await registerOwner(world.server);
    const failure = { status: 500, json: { error: { type: 'api_error', message: 'down' } } };
    const checkout = await world.server.api('POST', '/api/billing/checkout', {
      token: owner.token,
      body: { periodPlan: 'annual_advancednew', calendarId: owner.calendarId },
    });
    world.fake.store.holdEvents = true;
    await fetch(checkout.body.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=4242424242424242',
      redirect: 'manual',
    });
    world.fake.store.holdEvents = false;
    const completed = world.fake.store.held.find(
      (stored) => stored.event.type === 'checkout.session.completed',
    )!;
    world.fake.store.held = [];
    world.fake.script.push(
      'GET /v1/subscriptions/' + (completed.event.data.object as { subscription: string }).subscription,
      failure,
      failure,
      failure,
    );
    const payload = JSON.stringify(completed.event);
    expect((await postWebhook(payload, sign(payload))).status).toBe(503);
    expect((await userOf(owner.token)).subscription.plan).toBe('basicnew');
    expect(await world.fake.store.deliver(completed)).toBe(200);
    expect((await userOf(owner.token)).subscription).toMatchObject({
      plan: 'advancednew',
      paymentPeriod: 'annual',
    });
  });

  it('keeps the plan until the paid period ends after a declined renewal, with a notice', async () => {
    const owner = await registerOwner(world.server);
    await subscribe(world, owner, 'monthly_advancednew');
    const subscriptionId = await subscriptionIdOf(world, owner);
    const paidUntil = world.fake.store.subscriptions.get(subscriptionId)!.items.data[0]!.current_period_end;
    renewSubscription(world.fake.store, subscriptionId, 'declined');
    await world.fake.store.settled();
    const user = await userOf(owner.token);
    expect(user.subscription).toMatchObject({
      plan: 'advancednew',
      expirationDate: new Date(paidUntil * 1000).toISOString(),
    });
    expect(await billingState(world, owner)).toMatchObject({ status: 'past_due', paymentFailed: true });
    // The card is fixed and the retry goes through: the notice goes and the new period counts.
    renewSubscription(world.fake.store, subscriptionId, 'paid');
    await world.fake.store.settled();
    expect(await billingState(world, owner)).toMatchObject({ status: 'active', paymentFailed: false });
  });
});
