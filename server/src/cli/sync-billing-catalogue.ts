// `npm run billing:sync`: the plans and prices of core's catalogue in Stripe (STRIPE_SECRET_KEY).
// Safe to run again: what matches is left alone.
import { loadConfig } from '../config';
import { syncCatalogue } from '../modules/billing/catalogue-sync';
import { createStripe } from '../modules/billing/stripe-client';

const stripe = createStripe(loadConfig().billing);
if (stripe === null) {
  console.error('STRIPE_SECRET_KEY is not set: billing is off, there is no catalogue to sync.');
  process.exit(2);
}
const report = await syncCatalogue(stripe);
console.log(
  `Stripe catalogue: ${report.created.length} created, ${report.updated.length} updated, ${report.unchanged.length} unchanged.`,
);
for (const key of [...report.created, ...report.updated]) console.log(`  ${key}`);
