// `npx tsx server/test/fakes/stripe/run-fake-stripe.ts [port]`: the fake Stripe on its own, for the
// e2e suite and local trials. The server points STRIPE_API_HOST/PORT/PROTOCOL at it; events go to
// STRIPE_FAKE_WEBHOOK_URL signed with STRIPE_WEBHOOK_SECRET. Controls: /_control/*.
import { startFakeStripe } from './fake-server';

const port = Number(process.argv[2] ?? process.env.FAKE_STRIPE_PORT ?? 4300);
const fake = await startFakeStripe({
  port,
  webhookUrl: process.env.STRIPE_FAKE_WEBHOOK_URL ?? null,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_kairos_fake',
  apiKey: process.env.STRIPE_SECRET_KEY ?? 'sk_test_kairos_fake',
});
console.log(`Fake Stripe at ${fake.url} (state: GET ${fake.url}/_control/state)`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
