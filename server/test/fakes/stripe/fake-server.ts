import { FakeScript, startFakeHttp, type FakeAnswer, type FakeHttpRequest } from '../fake-http';
import {
  createCustomer,
  createPortalSession,
  createPrice,
  createProduct,
  customerOf,
  listPrices,
  listPromotionCodes,
  updatePrice,
  updateProduct,
} from './api-catalogue';
import {
  cancelSubscription,
  createCheckoutSession,
  previewInvoice,
  publicSession,
  subscriptionOf,
  updateSubscription,
} from './api-subscriptions';
import { FormError, parseStripeForm, type FormObject } from './form-body';
import { controlRoutes } from './control-routes';
import { applyPromotionCode, checkoutPage, payCheckout, portalPage } from './hosted-pages';
import { StripeFault, missing } from './stripe-errors';
import { StripeStore } from './stripe-store';

export interface FakeStripe {
  url: string;
  port: number;
  store: StripeStore;
  /** Scripted answers per route (`POST /v1/checkout/sessions`): a 500, or 'drop'. */
  script: FakeScript;
  /** Holds a route's answers this long (a Stripe that does not answer in time). */
  stall(route: string, ms: number): void;
  close(): Promise<void>;
}

export interface FakeStripeOptions {
  port?: number;
  /** Where signed events go; null: nowhere until set. */
  webhookUrl?: string | null;
  webhookSecret: string;
  /** The secret key the server must send. */
  apiKey?: string;
}

type Handler = (match: RegExpMatchArray, params: FormObject, origin: string) => unknown;

/**
 * A fake Stripe the official SDK talks to (its host, port and protocol options): the operations
 * Kairos uses, in Stripe's wire format (form-encoded nested parameters, Bearer secret key,
 * Idempotency-Key, error objects with type and code, paged lists), a hosted Checkout page that
 * returns to success_url and then delivers signed webhooks, and a customer portal page.
 */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const apiKey = options.apiKey ?? 'sk_test_kairos_fake';
  const store = new StripeStore({ url: options.webhookUrl ?? null, secret: options.webhookSecret });
  const script = new FakeScript();
  const stalls = new Map<string, number>();

  const api: [string, RegExp, Handler][] = [
    ['POST', /^\/v1\/customers$/, (_m, p) => createCustomer(store, p)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (m) => customerOf(store, m[1]!, 'id')],
    ['GET', /^\/v1\/products\/([^/]+)$/, (m) => store.products.get(m[1]!) ?? fail(missing('product', m[1]!))],
    ['POST', /^\/v1\/products$/, (_m, p) => createProduct(store, p)],
    ['POST', /^\/v1\/products\/([^/]+)$/, (m, p) => updateProduct(store, m[1]!, p)],
    ['GET', /^\/v1\/prices$/, (_m, p) => listPrices(store, p, '/v1/prices')],
    ['POST', /^\/v1\/prices$/, (_m, p) => createPrice(store, p)],
    ['POST', /^\/v1\/prices\/([^/]+)$/, (m, p) => updatePrice(store, m[1]!, p)],
    ['POST', /^\/v1\/checkout\/sessions$/, (_m, p, origin) => createCheckoutSession(store, p, origin)],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (m) => publicSession(store, m[1]!)],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (m) => subscriptionOf(store, m[1]!)],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (m, p) => updateSubscription(store, m[1]!, p)],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (m, p) => cancelSubscription(store, m[1]!, p)],
    ['POST', /^\/v1\/invoices\/create_preview$/, (_m, p) => previewInvoice(store, p)],
    ['POST', /^\/v1\/billing_portal\/sessions$/, (_m, p, origin) => createPortalSession(store, p, origin)],
    ['GET', /^\/v1\/promotion_codes$/, (_m, p) => listPromotionCodes(store, p, '/v1/promotion_codes')],
  ];

  async function handleApi(request: FakeHttpRequest, origin: string): Promise<FakeAnswer> {
    if (request.bearer() !== apiKey)
      return new StripeFault(401, 'invalid_request_error', 'Invalid API Key provided.').answer();
    const route = api.find(([method, pattern]) => method === request.method && pattern.test(request.path));
    if (!route)
      return new StripeFault(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${request.path}).`,
      ).answer();
    const run = (): FakeAnswer => {
      try {
        // The SDK sends a GET's and a DELETE's parameters in the query, a POST's in the body.
        const inQuery = request.method === 'GET' || request.method === 'DELETE';
        const params = parseStripeForm(inQuery ? request.query.toString() : request.text);
        return { status: 200, json: route[2](request.path.match(route[1])!, params, origin) };
      } catch (error) {
        if (error instanceof StripeFault) return error.answer();
        if (error instanceof FormError)
          return new StripeFault(400, 'invalid_request_error', error.message).answer();
        throw error;
      }
    };
    const key = request.method === 'POST' ? request.header('idempotency-key') : null;
    if (key === null) return run();
    // Stripe keeps a key's first answer and replays it; the same key with other parameters, or
    // while the first request is still running, is refused.
    const fingerprint = `${request.route}\n${request.text}`;
    const seen = store.idempotency.get(key);
    if (seen && seen.fingerprint !== fingerprint)
      return new StripeFault(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      ).answer();
    if (seen && !seen.done)
      return new StripeFault(
        409,
        'idempotency_error',
        'There is currently another in-progress request using this Idempotent Key.',
        'idempotency_key_in_use',
      ).answer();
    if (seen) return { ...(await seen.answer), headers: { 'idempotent-replayed': 'true' } };
    const entry = { fingerprint, answer: Promise.resolve(run()), done: false };
    store.idempotency.set(key, entry);
    const answer = await entry.answer;
    entry.done = true;
    return answer;
  }

  const control = controlRoutes(store);
  const http = await startFakeHttp(
    script,
    async (request, origin) => {
      const stall = stalls.get(request.route);
      if (stall) await new Promise((resolve) => setTimeout(resolve, stall));
      const answer = { ...(await dispatch(request, origin)) };
      answer.headers = {
        'request-id': `req_fake${Date.now().toString(36)}`,
        'stripe-version': '2026-10-28.endive',
        ...answer.headers,
      };
      return answer;
    },
    { port: options.port },
  );

  async function dispatch(request: FakeHttpRequest, origin: string): Promise<FakeAnswer> {
    if (request.path.startsWith('/v1/')) return handleApi(request, origin);
    const pay = /^\/checkout\/pay\/([^/]+)$/.exec(request.path);
    if (pay && request.method === 'GET') return checkoutPage(store, pay[1]!);
    if (pay && request.method === 'POST') {
      const form = new URLSearchParams(request.text);
      const code = form.get('promotion_code');
      if (code !== null) return applyPromotionCode(store, pay[1]!, code);
      return payCheckout(store, pay[1]!, form.get('card') ?? '');
    }
    if (request.path.startsWith('/portal/')) return portalPage(request.query.get('return') ?? '/');
    if (request.path.startsWith('/_control/')) return control(request);
    return { status: 404, text: 'not found' };
  }

  return {
    url: http.url,
    port: Number(new URL(http.url).port),
    store,
    script,
    stall: (route, ms) => void stalls.set(route, ms),
    close: async () => {
      await store.settled();
      await http.close();
    },
  };
}

function fail(error: StripeFault): never {
  throw error;
}
