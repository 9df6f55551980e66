import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHootsuiteProvider } from '../../src/providers/hootsuite/hootsuite-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeHootsuiteClient, startFakeHootsuite, type FakeHootsuite } from '../fakes/hootsuite/fake-server';
import { media, startMediaHost } from '../providers/media-host';
import { connectThroughOAuth, failure, publishRequest } from '../providers/provider-helpers';
import { checkExchanges } from './contract-routes';
import { hootsuiteRoutes } from './hootsuite-reference';

/**
 * Our Hootsuite requests and the fake's answers against Hootsuite's own API description
 * (hootsuite-reference.ts): a connect, a refresh, the profiles, a text and a photo message, and a
 * refusal.
 */
let fake: FakeHootsuite;
let host: FakeHttp;

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeHootsuite(), startMediaHost()]);
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});

describe("Hootsuite: our requests and the fake's answers follow Hootsuite's API description", () => {
  it('connect, refresh, the profiles, messages with and without media, and a refusal', async () => {
    const exchanges = fake.script.record();
    const hootsuite = createHootsuiteProvider({
      clientId: fakeHootsuiteClient.id,
      clientSecret: fakeHootsuiteClient.secret,
      apiBase: fake.url,
      authBase: fake.url,
      timeoutMs: 2000,
      pollMs: 100,
      maxPolls: 30,
      sendLeadSeconds: 1,
    });
    const tokens = await hootsuite.refresh(await connectThroughOAuth(hootsuite));
    const [profile] = await hootsuite.listConnectable(tokens);
    const account = {
      externalId: profile!.externalId,
      type: profile!.type,
      metadata: profile!.metadata ?? {},
    };
    const send = (content: Parameters<typeof publishRequest>[1]) =>
      hootsuite.publish(publishRequest(tokens, content, account));
    await send({ message: 'Open late tonight' });
    await send({ message: 'A photo', images: [media(host, '/b.jpg')] });
    fake.rateLimit.remaining = 0;
    expect((await failure(send({ message: 'Too many' }))).kind).toBe('rate_limited');
    const used = await checkExchanges(exchanges, hootsuiteRoutes);
    expect([...used].sort()).toEqual(hootsuiteRoutes.map((route) => route.route).sort());
  });
});
