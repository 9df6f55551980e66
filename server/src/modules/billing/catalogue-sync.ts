import {
  billedPeriods,
  planCatalogue,
  planNames,
  periodPlanId,
  type BilledPeriod,
  type PlanName,
} from '@kairos/core';
import type Stripe from 'stripe';
import { isMissing } from './stripe-failure';

export interface SyncReport {
  created: string[];
  updated: string[];
  unchanged: string[];
}

const productId = (plan: PlanName) => `kairos_${plan}`;
const productName = (plan: PlanName) => `Kairos ${plan}`;
const interval = (period: BilledPeriod) => (period === 'monthly' ? 'month' : 'year');
const cents = (plan: PlanName, period: BilledPeriod) =>
  Math.round(
    (period === 'monthly' ? planCatalogue[plan].monthlyPrice : planCatalogue[plan].annualPrice) * 100,
  );

/**
 * `npm run billing:sync`: one product per plan (id kairos_<plan>) and one price per period with the
 * lookup key period_plan and the spec's price. Idempotent: what matches is left alone; a price whose
 * amount changed is replaced by a new one that takes over the lookup key (Stripe prices are
 * immutable), and the old one is archived, so subscribers keep theirs until they change plan.
 * Legacy plans are kept in the catalogue for the teams already on them.
 */
export async function syncCatalogue(stripe: Stripe): Promise<SyncReport> {
  const report: SyncReport = { created: [], updated: [], unchanged: [] };
  for (const plan of planNames) await syncProduct(stripe, plan, report);
  const keys = planNames.flatMap((plan) => billedPeriods.map((period) => periodPlanId(period, plan)));
  const existing = new Map<string, Stripe.Price>();
  // Stripe takes at most 10 lookup keys in one list.
  for (let start = 0; start < keys.length; start += 10) {
    for await (const price of stripe.prices.list({
      lookup_keys: keys.slice(start, start + 10),
      limit: 100,
    })) {
      if (price.lookup_key) existing.set(price.lookup_key, price);
    }
  }
  for (const plan of planNames) {
    for (const period of billedPeriods) {
      const key = periodPlanId(period, plan);
      const price = existing.get(key);
      const amount = cents(plan, period);
      if (
        price?.active &&
        price.unit_amount === amount &&
        price.currency === 'usd' &&
        price.recurring?.interval === interval(period) &&
        price.product === productId(plan)
      ) {
        report.unchanged.push(key);
        continue;
      }
      await stripe.prices.create(
        {
          product: productId(plan),
          currency: 'usd',
          unit_amount: amount,
          recurring: { interval: interval(period) },
          lookup_key: key,
          transfer_lookup_key: true,
          metadata: { plan, period },
        },
        { idempotencyKey: `kairos-sync-price-${key}-${amount}-${price?.id ?? 'new'}` },
      );
      if (price?.active) await stripe.prices.update(price.id, { active: false });
      (price ? report.updated : report.created).push(key);
    }
  }
  return report;
}

async function syncProduct(stripe: Stripe, plan: PlanName, report: SyncReport): Promise<void> {
  const id = productId(plan);
  let product: Stripe.Product | null = null;
  try {
    product = await stripe.products.retrieve(id);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  if (product === null) {
    await stripe.products.create(
      { id, name: productName(plan), metadata: { plan } },
      { idempotencyKey: `kairos-sync-product-${id}` },
    );
    report.created.push(id);
  } else if (!product.active || product.name !== productName(plan)) {
    await stripe.products.update(id, { name: productName(plan), active: true });
    report.updated.push(id);
  } else {
    report.unchanged.push(id);
  }
}
