import type Stripe from 'stripe';
import { newId } from './stripe-objects';

/**
 * The discount objects of the fake Stripe (coupons and the promotion codes that name them), in the
 * shape of API version 2026-10-28, held to the SDK's types in sdk-conformance.ts like the others.
 */
export function couponObject(input: {
  id: string;
  percent_off: number | null;
  amount_off: number | null;
  created: number;
  duration?: Stripe.Coupon.Duration;
  duration_in_months?: number | null;
}) {
  return {
    id: input.id,
    object: 'coupon' as const,
    percent_off: input.percent_off,
    amount_off: input.amount_off,
    currency: input.amount_off === null ? null : 'usd',
    duration: input.duration ?? 'once',
    duration_in_months: input.duration_in_months ?? (null as number | null),
    valid: true,
    created: input.created,
    livemode: false,
    metadata: {},
    times_redeemed: 0,
    max_redemptions: null as number | null,
    redeem_by: null as number | null,
    name: null as string | null,
  };
}
export type FakeCoupon = ReturnType<typeof couponObject>;

export function promotionCodeObject(input: {
  code: string;
  coupon: string;
  created: number;
  expires_at: number | null;
}) {
  return {
    id: newId('promo'),
    object: 'promotion_code' as const,
    code: input.code,
    active: true,
    created: input.created,
    expires_at: input.expires_at,
    max_redemptions: null as number | null,
    times_redeemed: 0,
    customer: null,
    livemode: false,
    metadata: {},
    promotion: { type: 'coupon' as const, coupon: input.coupon as string | FakeCoupon },
  };
}
export type FakePromotionCode = ReturnType<typeof promotionCodeObject>;
