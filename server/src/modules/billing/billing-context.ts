import { canSeeUpgrade, messages } from '@kairos/core';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError, forbidden, notFound } from '../../errors/app-error';
import type { AuthContext } from '../session/auth-context';
import { findTeam, type TeamRow } from './billing-repository';

export interface BillingContext {
  db: Database;
  config: Config;
  /** Null when billing is off (no STRIPE_SECRET_KEY). */
  stripe: Stripe | null;
  now: () => Date;
}

/** Billing is the owner's: "Team members (with teamId) do not see upgrade-profile". */
export function assertOwner(auth: AuthContext): void {
  if (!canSeeUpgrade(auth)) throw forbidden(messages.errors.forbidden);
}

export function requireStripe(context: BillingContext): Stripe {
  if (context.stripe === null) throw new AppError('RULE_VIOLATION', messages.billing.off);
  return context.stripe;
}

/** The owner's team, with Stripe on: what every billing action starts from. */
export async function ownerTeam(
  context: BillingContext,
  auth: AuthContext,
): Promise<{ stripe: Stripe; team: TeamRow }> {
  assertOwner(auth);
  const stripe = requireStripe(context);
  const team = await findTeam(context.db, auth.teamId);
  if (!team) throw notFound();
  return { stripe, team };
}

/** The active price of a plan, found by its lookup key (`npm run billing:sync` made it). */
export async function priceOf(stripe: Stripe, periodPlan: string): Promise<Stripe.Price> {
  const { data } = await stripe.prices.list({ lookup_keys: [periodPlan], active: true, limit: 1 });
  const price = data[0];
  if (!price) throw new AppError('RULE_VIOLATION', messages.billing.unknownPlan);
  return price;
}
