import { type Discount } from './schemas';

/** The price after a discount, in dollars with cents, never below zero. */
export function priceAfterDiscount(
  price: number,
  discount: Pick<Discount, 'percentOff' | 'amountOff'>,
): number {
  const cents = Math.round(price * 100);
  const off =
    discount.percentOff !== null
      ? Math.round((cents * discount.percentOff) / 100)
      : Math.round((discount.amountOff ?? 0) * 100);
  return Math.max(0, cents - off) / 100;
}
