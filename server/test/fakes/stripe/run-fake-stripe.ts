// `npx tsx server/test/fakes/stripe/run-fake-stripe.ts [port] [--sync]`: the fake Stripe on its own,
// for the e2e suite and local trials. The server points STRIPE_API_HOST/PORT/PROTOCOL at it; events
// go to STRIPE_FAKE_WEBHOOK_URL signed with STRIPE_WEBHOOK_SECRET. `--sync` fills its catalogue with
// the product's own `npm run billing:sync` code. Controls: /_control/*.
import Stripe from 'stripe';
import { syncCatalogue } from '../../../src/modules/billing/catalogue-sync';
import { startFakeStripe } from './fake-server';

const port = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? process.env.FAKE_STRIPE_PORT ?? 4300);
const apiKey = process.env.STRIPE_SECRET_KEY ?? 'sk_test_kairos_fake';
const fake = await startFakeStripe({
  port,
  webhookUrl: process.env.STRIPE_FAKE_WEBHOOK_URL ?? null,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_kairos_fake',
  apiKey,
});
if (process.argv.includes('--sync')) {
  await syncCatalogue(new Stripe(apiKey, { host: '127.0.0.1', port, protocol: 'http', telemetry: false }));
}
console.log(`Fake Stripe at ${fake.url} (state: GET ${fake.url}/_control/state)`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
