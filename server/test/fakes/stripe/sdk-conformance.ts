import type Stripe from 'stripe';
import type { Conforms } from '../../contracts/type-conformance';
import type {
  customerObject,
  eventObject,
  FakeCheckoutSession,
  FakePrice,
  FakeSubscription,
  invoiceObject,
  portalSessionObject,
  productObject,
} from './stripe-objects';
import type { FakeCoupon, FakePromotionCode } from './stripe-discount-objects';

// Every builder against the SDK's type: a key Stripe does not have, or a value of the wrong kind,
// fails the type check.
export const conformsToTheSdk: [
  Conforms<ReturnType<typeof customerObject>, Stripe.Customer>,
  Conforms<ReturnType<typeof productObject>, Stripe.Product>,
  Conforms<FakePrice, Stripe.Price>,
  Conforms<FakeSubscription, Stripe.Subscription>,
  Conforms<FakeCheckoutSession, Stripe.Checkout.Session>,
  Conforms<ReturnType<typeof invoiceObject>, Stripe.Invoice>,
  Conforms<FakeCoupon, Stripe.Coupon>,
  Conforms<FakePromotionCode, Stripe.PromotionCode>,
  Conforms<ReturnType<typeof portalSessionObject>, Stripe.BillingPortal.Session>,
  // The event's type and object vary together (Stripe.Event is their union): the envelope is held here.
  Conforms<Omit<ReturnType<typeof eventObject>, 'type' | 'data'>, Stripe.EventBase>,
] = [true, true, true, true, true, true, true, true, true, true];
