import { createStripe } from '../../src/modules/billing/stripe-client';
import { syncCatalogue } from '../../src/modules/billing/catalogue-sync';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe/fake-server';
import { testCards } from '../fakes/stripe/hosted-pages';
import { registerOwner, startTestServer, type TestServer, type TestServerOptions } from '../harness';

export const webhookSecret = 'whsec_kairos_test';
export const stripeKey = 'sk_test_kairos_fake';

export interface BillingWorld {
  fake: FakeStripe;
  server: TestServer;
  close(): Promise<void>;
}

/** The server with billing on, its Stripe SDK pointed at the fake Stripe, the catalogue synced. */
export async function startBillingWorld(
  env: Record<string, string> = {},
  options: Omit<TestServerOptions, 'env'> = {},
): Promise<BillingWorld> {
  const fake = await startFakeStripe({ webhookSecret, apiKey: stripeKey });
  const server = await startTestServer({
    ...options,
    env: {
      STRIPE_SECRET_KEY: stripeKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_TIMEOUT_MS: '3000',
      SUPPORT_EMAIL: 'support@kairos.test',
      ...env,
    },
  });
  fake.store.setWebhook(`${server.baseUrl}/api/billing/webhook`);
  await syncCatalogue(createStripe(server.config.billing)!);
  return {
    fake,
    server,
    close: async () => {
      await fake.close();
      await server.close();
    },
  };
}

export type Owner = Awaited<ReturnType<typeof registerOwner>>;

/** Pays on the fake's hosted page as a person would: the page, the card, Subscribe. */
export async function payOnCheckoutPage(world: BillingWorld, url: string, card = testCards.pays) {
  const page = await fetch(url);
  if (page.status !== 200) throw new Error(`checkout page: ${page.status}`);
  const paid = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }).toString(),
    redirect: 'manual',
  });
  await world.fake.store.settled();
  return { status: paid.status, location: paid.headers.get('location'), text: await paid.text() };
}

/** Checkout and payment of a plan; returns the team's subscription as the API then shows it. */
export async function subscribe(
  world: BillingWorld,
  owner: Owner,
  periodPlan: string,
  discountCode?: string,
) {
  const checkout = await world.server.api('POST', '/api/billing/checkout', {
    token: owner.token,
    body: { periodPlan, calendarId: owner.calendarId, ...(discountCode ? { discountCode } : {}) },
  });
  if (checkout.status !== 200)
    throw new Error(`checkout: ${checkout.status} ${JSON.stringify(checkout.body)}`);
  await payOnCheckoutPage(world, checkout.body.url);
  return (await world.server.api('GET', '/api/user', { token: owner.token })).body.subscription;
}

export const billingState = async (world: BillingWorld, owner: Owner) =>
  (await world.server.api('GET', '/api/billing', { token: owner.token })).body;

export const subscriptionIdOf = async (world: BillingWorld, owner: Owner): Promise<string> =>
  (await world.server.api('GET', '/api/user', { token: owner.token })).body.subscription.paymentProviderData
    .subscriptionId;

export { registerOwner };
