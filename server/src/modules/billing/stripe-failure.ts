import { messages } from '@kairos/core';
import Stripe from 'stripe';
import { AppError } from '../../errors/app-error';

/**
 * Runs a Stripe call and sorts what can go wrong into the error model: no answer, a timeout or a 5xx
 * is PAYMENT_PROVIDER_UNAVAILABLE (nothing was done, the user may retry: the idempotency key makes
 * the retry the same request); a refusal (4xx) is a rule violation with a plain message. A Stripe
 * message is never shown as it is: it may name our configuration.
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAppError(error);
  }
}

export function toAppError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500
  ) {
    return new AppError('PAYMENT_PROVIDER_UNAVAILABLE', messages.billing.providerUnavailable);
  }
  return new AppError('RULE_VIOLATION', messages.billing.providerRefused);
}

/** A 404 of Stripe's: the object does not exist (a resource_missing error). */
export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}
