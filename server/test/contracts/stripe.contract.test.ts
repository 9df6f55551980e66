import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeExchange } from '../fakes/fake-http';
import {
  billingState,
  payOnCheckoutPage,
  registerOwner,
  startBillingWorld,
  subscribe,
  type BillingWorld,
} from '../billing/billing-world';
import { addPromotionCode } from '../fakes/stripe/control-routes';

/**
 * The fake Stripe against a source we did not write (decision 0056): every answer it gave while the
 * product ran checkout, a plan change, a cancellation, the portal and a discount check is held to
 * Stripe's published fixtures (github.com/stripe/openapi, openapi/fixtures3.json, extracted in
 * sources/stripe-fixtures3-subset.json): each key of an object must exist in the fixture of its
 * `object` type, with the same kind of value where both are set. The requests are held to the SDK's
 * parameter types (api-catalogue.ts and api-subscriptions.ts refuse any other parameter), and the
 * answers' shapes to the SDK's object types (sdk-conformance.ts).
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const resources = (
  JSON.parse(readFileSync(new URL('./sources/stripe-fixtures3-subset.json', import.meta.url), 'utf8')) as {
    resources: Record<string, Record<string, Json>>;
  }
).resources;

const kind = (value: Json) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function problems(value: Json, fixture: Json | undefined, path: string): string[] {
  if (value === null || typeof value !== 'object') {
    if (fixture === undefined || fixture === null || value === null) return [];
    return kind(value) === kind(fixture) ? [] : [`${path}: ${kind(value)} where Stripe has ${kind(fixture)}`];
  }
  if (Array.isArray(value)) {
    const example = Array.isArray(fixture) ? fixture[0] : undefined;
    return value.flatMap((item, index) => problems(item, example, `${path}[${index}]`));
  }
  const type = typeof value.object === 'string' ? value.object : null;
  if (type !== null && type !== 'list') {
    const own = resources[type];
    if (!own) return [`${path}: no fixture for object '${type}'`];
    fixture = own;
  }
  if (fixture !== undefined && (fixture === null || typeof fixture !== 'object' || Array.isArray(fixture))) {
    return fixture === null ? [] : [`${path}: object where Stripe has ${kind(fixture)}`];
  }
  return Object.entries(value).flatMap(([key, item]) => {
    // Metadata is the account's own key-value pairs.
    if (key === 'metadata') return [];
    if (fixture === undefined) return problems(item, undefined, `${path}.${key}`);
    if (!(key in fixture)) return [`${path}.${key}: not a field of Stripe's ${type ?? 'object'}`];
    return problems(item, fixture[key], `${path}.${key}`);
  });
}

let world: BillingWorld;
let exchanges: FakeExchange[];
beforeAll(async () => {
  world = await startBillingWorld();
  exchanges = world.fake.script.record();
  addPromotionCode(world.fake.store, { code: 'CONTRACT10', percentOff: 10, duration: 'forever' });
  const owner = await registerOwner(world.server);
  await world.server.api('GET', '/api/discount/check?code=CONTRACT10', { token: owner.token });
  // With the code: the session's discounts and totals, the subscription's and the invoice's discounts.
  await subscribe(world, owner, 'monthly_basicnew', 'CONTRACT10');
  const preview = await world.server.api('POST', '/api/billing/change-preview', {
    token: owner.token,
    body: { periodPlan: 'monthly_advancednew' },
  });
  await world.server.api('POST', '/api/billing/change', {
    token: owner.token,
    body: { periodPlan: 'monthly_advancednew', prorationDate: preview.body.prorationDate },
  });
  await world.server.api('POST', '/api/billing/cancel', { token: owner.token });
  await world.server.api('GET', '/api/user/billing-information-link', { token: owner.token });
  await world.fake.store.settled();
  expect((await billingState(world, owner)).cancelAtPeriodEnd).toBe(true);
  const other = await registerOwner(world.server);
  const checkout = await world.server.api('POST', '/api/billing/checkout', {
    token: other.token,
    body: { periodPlan: 'annual_businessnew', calendarId: other.calendarId },
  });
  await payOnCheckoutPage(world, checkout.body.url);
}, 60_000);
afterAll(async () => world.close());

describe('the fake Stripe against Stripe’s published fixtures', () => {
  it('used every operation Kairos calls', () => {
    const routes = new Set(
      exchanges.map(({ request }) => request.route.replace(/\/(cus|sub|price|prod|cs_test)_[\w]+/, '/{id}')),
    );
    for (const route of [
      'POST /v1/customers',
      'GET /v1/prices',
      'POST /v1/checkout/sessions',
      'GET /v1/subscriptions/{id}',
      'POST /v1/subscriptions/{id}',
      'POST /v1/invoices/create_preview',
      'POST /v1/billing_portal/sessions',
      'GET /v1/promotion_codes',
    ])
      expect(routes, route).toContain(route);
  });

  it('answers only with fields Stripe has, of the kinds Stripe gives', () => {
    const found = exchanges
      .filter(({ answer }) => answer.json !== undefined && answer.status === 200)
      .flatMap(({ request, answer }) => problems(answer.json as Json, undefined, request.route));
    expect(found).toEqual([]);
  });

  it('signs and shapes its webhooks as Stripe events', () => {
    const found = world.fake.store.events.flatMap((stored) =>
      problems(stored.event as unknown as Json, undefined, stored.event.type),
    );
    expect(found).toEqual([]);
    expect(world.fake.store.events.every((stored) => stored.deliveries.at(-1)?.status === 200)).toBe(true);
  });
});
