import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { renewSubscription } from './api-subscriptions';
import { couponObject, promotionCodeObject } from './stripe-discount-objects';
import { newId } from './stripe-objects';
import { StripeFault } from './stripe-errors';
import type { StripeStore } from './stripe-store';

/** Adds a promotion code with its coupon, as one makes them in Stripe's dashboard. */
export function addPromotionCode(
  store: StripeStore,
  input: {
    code: string;
    percentOff?: number;
    amountOff?: number;
    expiresAt?: number;
    duration?: 'once' | 'repeating' | 'forever';
    durationInMonths?: number;
  },
) {
  const coupon = couponObject({
    id: newId('coupon'),
    percent_off: input.percentOff ?? null,
    amount_off: input.amountOff ?? null,
    created: store.now(),
    duration: input.duration,
    duration_in_months: input.durationInMonths ?? null,
  });
  store.coupons.set(coupon.id, coupon);
  const promotion = promotionCodeObject({
    code: input.code,
    coupon: coupon.id,
    created: store.now(),
    expires_at: input.expiresAt ?? null,
  });
  store.promotionCodes.set(promotion.id, promotion);
  return promotion;
}

/**
 * What a test (or the e2e suite, over HTTP) does that Stripe's dashboard or time would do: add a
 * promotion code, make a customer's card decline, end a period, look at what happened.
 */
export function controlRoutes(store: StripeStore) {
  return async (request: FakeHttpRequest): Promise<FakeAnswer> => {
    const body = request.json() ?? {};
    try {
      if (request.route === 'POST /_control/promotion-codes')
        return { status: 200, json: addPromotionCode(store, body as { code: string; percentOff?: number }) };
      const renew = /^\/_control\/subscriptions\/([^/]+)\/renew$/.exec(request.path);
      if (renew && request.method === 'POST')
        return {
          status: 200,
          json: renewSubscription(store, renew[1]!, body.outcome === 'declined' ? 'declined' : 'paid'),
        };
      const declines = /^\/_control\/customers\/([^/]+)\/declines$/.exec(request.path);
      if (declines && request.method === 'POST') {
        const customer = store.customers.get(declines[1]!);
        if (customer) customer.declines = body.declines === true;
        return { status: customer ? 200 : 404, json: { ok: customer !== undefined } };
      }
      if (request.route === 'GET /_control/state') {
        await store.settled();
        return {
          status: 200,
          json: {
            customers: [...store.customers.values()],
            sessions: store.sessions.size,
            subscriptions: [...store.subscriptions.values()],
            events: store.events.map((stored) => ({
              type: stored.event.type,
              deliveries: stored.deliveries,
            })),
          },
        };
      }
    } catch (error) {
      if (error instanceof StripeFault) return error.answer();
      throw error;
    }
    return { status: 404, text: 'unknown control' };
  };
}
