import { messages, type Discount } from '@kairos/core';
import type Stripe from 'stripe';
import { validationFailed } from '../../errors/app-error';

/**
 * An active promotion code by what the customer typed, or a 422 on the code field. Since API version
 * 2025-09-30 the coupon sits under `promotion`.
 */
export async function findPromotionCode(
  stripe: Stripe,
  code: string,
  now: Date,
  field = 'query.code',
): Promise<Stripe.PromotionCode & { coupon: Stripe.Coupon }> {
  const { data } = await stripe.promotionCodes.list({
    code,
    active: true,
    limit: 1,
    expand: ['data.promotion.coupon'],
  });
  const promotion = data[0];
  const coupon = promotion?.promotion.coupon;
  const seconds = Math.floor(now.getTime() / 1000);
  const usable =
    promotion !== undefined &&
    typeof coupon === 'object' &&
    coupon !== null &&
    coupon.valid &&
    (promotion.expires_at === null || promotion.expires_at > seconds) &&
    (promotion.max_redemptions === null || promotion.times_redeemed < promotion.max_redemptions);
  if (!usable) throw validationFailed(field, messages.billing.invalidDiscount);
  return { ...promotion, coupon: coupon };
}

export function discountOf(promotion: Stripe.PromotionCode & { coupon: Stripe.Coupon }): Discount {
  const { coupon } = promotion;
  return {
    code: promotion.code,
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off === null ? null : coupon.amount_off / 100,
    duration:
      coupon.duration === 'forever' ? 'forever' : coupon.duration === 'repeating' ? 'repeating' : 'once',
    durationInMonths: coupon.duration_in_months,
  };
}
