import type Stripe from 'stripe';
import { discounted } from './stripe-billing';
import type { FakeCoupon, FakePromotionCode } from './stripe-discount-objects';
import { newId } from './stripe-objects';
import type { StripeStore } from './stripe-store';

/**
 * Stripe.Discount, as far as the fake needs it: made when a promotion code is redeemed, named by id
 * on the subscription and its invoices (unexpanded, as Stripe sends them). Its coupon's `duration`
 * says how long it lasts (docs.stripe.com/billing/subscriptions/coupons#coupon-duration): `once` the
 * first invoice only, `repeating` for duration_in_months, `forever` for every invoice.
 */
export interface FakeDiscount {
  id: string;
  coupon: FakeCoupon;
  promotion_code: string;
  subscription: string | null;
  start: number;
  end: number | null;
}

/** A code a customer may type: active and not expired (Stripe's codes are case-insensitive). */
export function redeemableCode(store: StripeStore, code: string, now: number): FakePromotionCode | null {
  const wanted = code.trim().toLowerCase();
  const found = [...store.promotionCodes.values()].find((each) => each.code.toLowerCase() === wanted);
  if (!found || !found.active || (found.expires_at !== null && found.expires_at <= now)) return null;
  return found;
}

export function couponOf(store: StripeStore, promotionId: string | null): FakeCoupon | null {
  const promotion = [...store.promotionCodes.values()].find((code) => code.id === promotionId);
  if (!promotion) return null;
  const coupon = promotion.promotion.coupon;
  return typeof coupon === 'string' ? (store.coupons.get(coupon) ?? null) : coupon;
}

/** The redemption: a discount for the subscription, counted on the code and its coupon. */
export function redeem(store: StripeStore, promotionId: string, subscription: string, now: number) {
  const promotion = [...store.promotionCodes.values()].find((code) => code.id === promotionId)!;
  const coupon = couponOf(store, promotionId)!;
  promotion.times_redeemed += 1;
  coupon.times_redeemed += 1;
  const months = coupon.duration === 'repeating' ? (coupon.duration_in_months ?? 1) : null;
  const end =
    months === null
      ? null
      : new Date(now * 1000).setUTCMonth(new Date(now * 1000).getUTCMonth() + months) / 1000;
  const discount: FakeDiscount = {
    id: newId('di'),
    coupon,
    promotion_code: promotionId,
    subscription,
    start: now,
    end: end === null ? null : Math.floor(end),
  };
  store.discounts.set(discount.id, discount);
  return discount;
}

/** What the subscription's discounts take off an invoice of `amount` at `at`, if any. */
export function discountOn(
  store: StripeStore,
  discountIds: string[],
  amount: number,
  at: number,
): { id: string; amount: number } | null {
  const discount = discountIds.map((id) => store.discounts.get(id)).find(Boolean);
  if (!discount || (discount.end !== null && discount.end <= at) || amount === 0) return null;
  return { id: discount.id, amount: amount - discounted(amount, discount.coupon) };
}

/** Whether the discount stays on the subscription after its first invoice. */
export const lastsBeyondFirstInvoice = (duration: Stripe.Coupon.Duration) => duration !== 'once';

/**
 * A Checkout Session's amounts with its promotion code, as Stripe shows them: `discounts` names the
 * code and its coupon, `amount_total` is what is due today after `total_details.amount_discount`.
 */
export function applyToSession(
  store: StripeStore,
  session: {
    promotion: string | null;
    trial: number | null;
    amount_subtotal: number | null;
    amount_total: number | null;
    total_details: {
      amount_discount: number;
      amount_shipping: number | null;
      amount_tax: number | null;
    } | null;
    discounts: { coupon: string | null; promotion_code: string | null }[] | null;
  },
): void {
  const coupon = couponOf(store, session.promotion);
  const subtotal = session.amount_subtotal ?? 0;
  const total = session.trial !== null ? 0 : discounted(subtotal, coupon);
  session.discounts = coupon === null ? null : [{ coupon: coupon.id, promotion_code: session.promotion }];
  session.amount_total = total;
  session.total_details = {
    amount_discount: session.trial !== null ? 0 : subtotal - total,
    amount_shipping: 0,
    amount_tax: 0,
  };
}
