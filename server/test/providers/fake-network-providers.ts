import { createBlueskyProvider } from '../../src/providers/bluesky/bluesky-provider';
import type { FetchLinked } from '../../src/providers/link-preview';
import { createLinkedInProvider } from '../../src/providers/linkedin/linkedin-provider';
import { createMastodonProvider } from '../../src/providers/mastodon/mastodon-provider';
import { createThreadsProvider } from '../../src/providers/threads/threads-provider';
import { createXProvider } from '../../src/providers/x/x-provider';
import { fakeLinkedInClient, fakeLinkedInPagesClient } from '../fakes/linkedin/fake-server';
import { fakeThreadsApp } from '../fakes/threads/fake-server';
import { fakeXClient } from '../fakes/x/fake-server';

/**
 * Each network's provider pointed at its fake, as the engine tests build them: the fake's own app
 * credentials, its address for the API and the authorization, and short polls.
 */
export const xProviderOn = (fake: { url: string }) =>
  createXProvider({
    clientId: fakeXClient.id,
    clientSecret: fakeXClient.secret,
    apiBase: fake.url,
    authBase: fake.url,
  });

/** Mastodon's provider finds the instance from the account, so it needs no fake's address. */
export const mastodonProviderForFakes = () =>
  createMastodonProvider({
    appName: 'Kairos',
    website: 'http://kairos.test',
    allowHttp: true,
    mediaPollMs: 5,
  });

export const blueskyProviderOn = (fake: { url: string }) =>
  createBlueskyProvider({ service: fake.url, videoService: fake.url });

export const linkedInProviderOn = (fake: { url: string }, options: { fetchLinked?: FetchLinked } = {}) =>
  createLinkedInProvider({
    personal: { clientId: fakeLinkedInClient.id, clientSecret: fakeLinkedInClient.secret },
    pages: { clientId: fakeLinkedInPagesClient.id, clientSecret: fakeLinkedInPagesClient.secret },
    apiBase: fake.url,
    authBase: fake.url,
    apiVersion: '202610',
    ...options,
  });

export const threadsProviderOn = (fake: { url: string }) =>
  createThreadsProvider({
    appId: fakeThreadsApp.id,
    appSecret: fakeThreadsApp.secret,
    apiBase: fake.url,
    authBase: fake.url,
    poll: { pollMs: 20 },
  });
