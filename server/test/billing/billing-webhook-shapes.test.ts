import { Writable } from 'node:stream';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventObject } from '../fakes/stripe/stripe-objects';
import {
  registerOwner,
  startBillingWorld,
  subscribe,
  subscriptionIdOf,
  webhookSecret,
} from './billing-world';
import type { BillingWorld, Owner } from './billing-world';

/**
 * Issue 31: a validly signed event of a shape the handler cannot use answered 500, and Stripe
 * retries a failed delivery for days. Each row is signed with the real secret and posted through
 * real HTTP; each must be acknowledged (200) as ignored with a reason, logged, and change no team.
 */
let world: BillingWorld;
let owner: Owner;
type FakeSubscription = NonNullable<ReturnType<BillingWorld['fake']['store']['subscriptions']['get']>>;
let subscription: FakeSubscription;
const logged: { msg?: string; reason?: string; eventId?: string }[] = [];
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  });
  world = await startBillingWorld({}, { logger: { level: 'warn', stream } });
  owner = await registerOwner(world.server);
  await subscribe(world, owner, 'monthly_basicnew');
  subscription = structuredClone(world.fake.store.subscriptions.get(await subscriptionIdOf(world, owner))!);
});
afterAll(async () => world.close());

const now = () => Math.floor(Date.now() / 1000);
const customerId = () => subscription.customer;
const withItem = (changes: Record<string, unknown>) => ({
  ...subscription,
  items: { ...subscription.items, data: [{ ...subscription.items.data[0]!, ...changes }] },
});
const updated = (object: unknown) => eventObject('customer.subscription.updated', object, now());

const rows: [string, () => unknown][] = [
  ['a subscription whose customer is null', () => updated({ ...subscription, customer: null })],
  ['a subscription with no customer', () => updated({ ...subscription, customer: undefined })],
  ['a customer object without an id', () => updated({ ...subscription, customer: { object: 'customer' } })],
  ['a subscription with no items', () => updated({ ...subscription, items: undefined })],
  ['a subscription with an empty item list', () => updated({ ...subscription, items: { data: [] } })],
  ['an item with no price', () => updated(withItem({ price: null }))],
  [
    'a price none of ours (unknown lookup key)',
    () => updated(withItem({ price: { ...subscription.items.data[0]!.price, lookup_key: 'monthly_gold' } })),
  ],
  ['a period end that is text', () => updated(withItem({ current_period_end: 'soon' }))],
  ['a period end past any date', () => updated(withItem({ current_period_end: 1e20 }))],
  [
    'an invoice where a subscription belongs',
    () => updated({ object: 'invoice', id: 'in_1', customer: customerId(), status: 'paid' }),
  ],
  ['a null object', () => updated(null)],
  ['no data at all', () => ({ ...updated(subscription), data: undefined })],
  ['no event type', () => ({ ...updated(subscription), type: undefined })],
  ['no event id', () => ({ ...updated(subscription), id: undefined })],
  ['an event time that is text', () => ({ ...updated(subscription), created: 'yesterday' })],
  ['a JSON null', () => null],
  ['a JSON array', () => [updated(subscription)]],
  [
    'a completed checkout whose subscription Stripe no longer has',
    () =>
      eventObject(
        'checkout.session.completed',
        { object: 'checkout.session', id: 'cs_gone', mode: 'subscription', subscription: 'sub_deleted' },
        now(),
      ),
  ],
  [
    'a completed checkout whose subscription is an object without an id',
    () =>
      eventObject(
        'checkout.session.completed',
        { object: 'checkout.session', id: 'cs_odd', mode: 'subscription', subscription: { object: 'x' } },
        now(),
      ),
  ],
  [
    'a paid invoice whose customer is an object without an id',
    () => eventObject('invoice.paid', { object: 'invoice', id: 'in_2', customer: {}, parent: null }, now()),
  ],
];

describe('a signed Stripe event the handler cannot use', () => {
  it.each(rows)('acknowledges %s as ignored, logs why, and changes nothing', async (_name, make) => {
    const before = (await world.server.api('GET', '/api/user', { token: owner.token })).body.subscription;
    const payload = JSON.stringify(make());
    const reply = await fetch(`${world.server.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      },
      body: payload,
    });
    const body = (await reply.json()) as { outcome: string; reason?: string };
    expect(reply.status).toBe(200);
    expect(body).toMatchObject({ received: true, outcome: 'ignored' });
    expect(body.reason).toEqual(expect.any(String));
    expect(logged.some((line) => line.reason === body.reason)).toBe(true);
    expect((await world.server.api('GET', '/api/user', { token: owner.token })).body.subscription).toEqual(
      before,
    );
  });
});
