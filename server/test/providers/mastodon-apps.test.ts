import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mastodonApps } from '../../src/db/schema';
import { createMastodonAppStore } from '../../src/modules/accounts/mastodon-app-store';
import { createMastodonProvider } from '../../src/providers/mastodon/mastodon-provider';
import { startFakeMastodon, type FakeMastodon } from '../fakes/mastodon/fake-server';
import { startTestServer, type TestServer } from '../harness';
import { authorizeInBrowser } from './provider-helpers';

let fake: FakeMastodon;
let server: TestServer;

beforeAll(async () => {
  [fake, server] = await Promise.all([startFakeMastodon(), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([fake.close(), server.close()]);
});

/** One API process's Mastodon provider; every process shares the database. */
const apiProcess = () =>
  createMastodonProvider({
    appName: 'Kairos',
    website: 'http://kairos.test',
    allowHttp: true,
    timeoutMs: 1000,
    apps: createMastodonAppStore(server.database.db, server.cipher),
  });

describe('Mastodon: registered apps live in the database', () => {
  it('connects when the callback lands on another process than the authorize request', async () => {
    const redirectUri = 'http://kairos.test/api/accounts/connect/callback';
    const { code, verifier } = await authorizeInBrowser(apiProcess(), redirectUri, fake.url);
    // Another process (or this one after a restart): it registers nothing and finds the app.
    const tokens = await apiProcess().exchangeCode({
      code,
      codeVerifier: verifier,
      redirectUri,
      instance: fake.url,
    });
    expect(tokens.accessToken).toBeTruthy();
    expect(fake.apps).toHaveLength(1);
    const [stored] = await server.database.db.select().from(mastodonApps);
    expect(stored).toMatchObject({ instance: fake.url, redirectUri, clientId: fake.apps[0]!.clientId });
    // The secret is sealed at rest, as the accounts' tokens are.
    expect(stored!.clientSecretEncrypted).not.toContain(fake.apps[0]!.clientSecret);
  });
});
