import { z } from 'zod';

/**
 * "Types: Learn More, Book, Order, Shop, Sign Up, Call Us, Offer (action type values CALL, OFFER and a
 * default seen)". The other values follow Google Business Profile's action types.
 */
export const callToActionTypes = [
  'DEFAULT',
  'LEARN_MORE',
  'BOOK',
  'ORDER',
  'SHOP',
  'SIGN_UP',
  'CALL',
  'OFFER',
] as const;
export type CallToActionType = (typeof callToActionTypes)[number];

export const callToActionLabels: Readonly<Record<CallToActionType, string>> = {
  DEFAULT: 'Select type',
  LEARN_MORE: 'Learn More',
  BOOK: 'Book',
  ORDER: 'Order',
  SHOP: 'Shop',
  SIGN_UP: 'Sign Up',
  CALL: 'Call Us',
  OFFER: 'Offer',
};

/** "Offer duration 1 to 30; unit hours, days or weeks." */
export const offerUnits = ['hours', 'days', 'weeks'] as const;

export const offerSchema = z.object({
  unit: z.enum(offerUnits).default('days'),
  duration: z.number().int().default(1),
  redeemOnlineUrl: z.string().default(''),
  couponCode: z.string().default(''),
  termsConditions: z.string().default(''),
});
export type Offer = z.infer<typeof offerSchema>;

export const callToActionSchema = z.object({
  actionType: z.enum(callToActionTypes).default('DEFAULT'),
  url: z.string().default(''),
  offer: offerSchema.nullable().default(null),
});
export type CallToAction = z.infer<typeof callToActionSchema>;
