import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** X's fake (its own process): the server's X provider talks to it, the browser authorizes there. */
const fakeXUrl = `http://127.0.0.1:${port + 5}`;
/** Stripe's fake (its own process): the server's Stripe SDK talks to it, its Checkout page takes the card. */
// E2E_FAKE_STRIPE_PORT: for a machine where port + 6 is taken (3306 is MariaDB's default).
const fakeStripePort = Number(process.env.E2E_FAKE_STRIPE_PORT ?? port + 6);
const stripeKey = 'sk_test_kairos_e2e';
const stripeWebhookSecret = 'whsec_kairos_e2e';

// Decided once in the main process (the workers inherit it through the environment), which also
// clears the embedded databases that earlier runs left behind.
if (process.env.E2E_DATA_DIR === undefined) {
  const tmpDir = path.join(repositoryRoot, '.tmp');
  mkdirSync(tmpDir, { recursive: true });
  for (const entry of readdirSync(tmpDir, { withFileTypes: true }).filter((e) => e.name.startsWith('e2e-'))) {
    rmSync(path.join(tmpDir, entry.name), { recursive: true, force: true });
  }
  process.env.E2E_DATA_DIR = path.join(tmpDir, `e2e-${Date.now()}`);
}

/** The real product: PostgreSQL when CI provides one, else a fresh embedded database for this run. */
const serverEnv: Record<string, string> = {
  PORT: String(port),
  PUBLIC_URL: baseURL,
  DATA_DIR: process.env.E2E_DATA_DIR,
  // No SMTP here: the server writes each mail to this folder, where the specs read the links.
  MAIL_DIR: path.join(process.env.E2E_DATA_DIR, 'mail'),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  // One browser signs up every spec's users from one address.
  RATE_LIMIT_SIGNUPS_PER_HOUR: '0',
  RATE_LIMIT_PUBLIC_PER_MINUTE: '0',
  // The fake social network inside the server: the composer specs connect and post to its accounts.
  TEST_NETWORK: 'true',
  // The analytics spec sees metrics arrive: readings 1 s, 3 s and 10 s after a post goes out, then
  // every 15 s for three minutes, as a loaded machine takes more than 30 s over its steps.
  METRICS_INTERVALS: '1s,3s,10s,25s,40s,55s,70s,85s,100s,115s,130s,145s,160s,175s',
  METRICS_POLL_SECONDS: '1',
  // ...and each account's followers counted within a second of its connection (then once a UTC day).
  FOLLOWERS_POLL_SECONDS: '1',
  // Billing through the fake Stripe (server/test/fakes/stripe): new teams start with the trial.
  STRIPE_SECRET_KEY: stripeKey,
  STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(fakeStripePort),
  STRIPE_API_PROTOCOL: 'http',
  SUPPORT_EMAIL: 'support@kairos.test',
  // X configured against its fake (the client of server/test/fakes/x/fake-server.ts).
  X_CLIENT_ID: 'x-client-id',
  X_CLIENT_SECRET: 'x-client-secret',
  X_API_BASE: fakeXUrl,
  X_AUTH_BASE: fakeXUrl,
  // The image studio's and the feeds' specs serve pages, pictures and feeds from 127.0.0.1.
  UNSAFE_FETCH_ALLOW_ADDRESSES: '127.0.0.1',
  ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
};

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export default defineConfig({
  testDir: './specs',
  outputDir: path.join(repositoryRoot, 'test-results/playwright'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repositoryRoot, 'test-results/playwright.json') }]],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      // CHROMIUM_PATH, else Debian's Chromium when installed (`playwright install` cannot download
      // browsers here); elsewhere Playwright's own after `npx playwright install chromium`.
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `npx tsx server/test/fakes/x/run-fake-x.ts ${port + 5}`,
      cwd: repositoryRoot,
      url: `${fakeXUrl}/__control/tweets`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Stripe's fake, with the catalogue synced into it by the product's own `billing:sync` code.
      command: `npx tsx server/test/fakes/stripe/run-fake-stripe.ts ${fakeStripePort} --sync`,
      cwd: repositoryRoot,
      url: `http://127.0.0.1:${fakeStripePort}/_control/state`,
      env: {
        STRIPE_SECRET_KEY: stripeKey,
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_FAKE_WEBHOOK_URL: `${baseURL}/api/billing/webhook`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The compiled server, as `npm start` and the container image run it (npm run e2e builds it).
      command: 'node --enable-source-maps server/dist/main.js',
      cwd: repositoryRoot,
      url: `${baseURL}/api/health`,
      env: serverEnv,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
