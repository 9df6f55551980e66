import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../../src/providers/provider';
import { startFakeBluesky, type FakeBluesky } from '../fakes/bluesky/fake-server';
import type { FakeHttp } from '../fakes/fake-http';
import { startFakeMastodon, type FakeMastodon } from '../fakes/mastodon/fake-server';
import { startFakeThreads, type FakeThreadsApi } from '../fakes/threads/fake-server';
import { startFakeX, type FakeX } from '../fakes/x/fake-server';
import type { TestServer } from '../harness';
import {
  connectBluesky,
  connectMastodon,
  connectThroughApi,
  postAndSettle,
  startEngineWorld,
  type EngineOwner,
} from './engine-world';
import {
  blueskyProviderOn,
  mastodonProviderForFakes,
  threadsProviderOn,
  xProviderOn,
} from './fake-network-providers';
import { media, startMediaHost } from './media-host';

let x: FakeX;
let mastodon: FakeMastodon;
let bluesky: FakeBluesky;
let threads: FakeThreadsApi;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };
const accounts: Record<string, string> = {};

beforeAll(async () => {
  [x, mastodon, bluesky, threads, host] = await Promise.all([
    startFakeX(),
    startFakeMastodon(),
    startFakeBluesky(),
    startFakeThreads(),
    startMediaHost(),
  ]);
  const providers = new Map<Provider['socialMedia'], Provider>([
    ['twitter', xProviderOn(x)],
    ['mastodon', mastodonProviderForFakes()],
    ['bluesky', blueskyProviderOn(bluesky)],
    ['threads', threadsProviderOn(threads)],
  ]);
  ({ server, owner, worker } = await startEngineWorld(providers, 'Threads everywhere', {
    PUBLISH_RETRY_BASE_SECONDS: '0.2',
  }));
  accounts.twitter = (await connectThroughApi(server, owner, 'twitter', (ids) => ids)).accounts[0]!._id;
  accounts.threads = (await connectThroughApi(server, owner, 'threads', (ids) => ids)).accounts[0]!._id;
  accounts.mastodon = await connectMastodon(server, owner, mastodon.url);
  accounts.bluesky = await connectBluesky(server, owner, bluesky);
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([x.close(), mastodon.close(), bluesky.close(), threads.close(), host.close()]);
});

/** A three-part thread; its second part has an image described for screen readers. */
const threeParts = (tag: string) => ({
  message: `One ${tag}`,
  confirmed: ['noMedia'],
  // The same thread on each network, on purpose: as the user confirming the similarity dialog.
  complianceEngineRules: { ignoreComplianceCheck: true },
  thread: [
    { message: `Two ${tag}`, images: [{ ...media(host, '/b.jpg'), width: 800, height: 800, alt: 'Beans' }] },
    { message: `Three ${tag}` },
  ],
});

/** What each network received of a thread: [text, the text it answers, alt texts] in order. */
const received = {
  twitter: (tag: string) => {
    const sent = x.tweets.filter((tweet) => tweet.text.endsWith(tag));
    const textOf = (id: string | null) => x.tweets.find((tweet) => tweet.id === id)?.text ?? null;
    return sent.map((tweet) => [
      tweet.text,
      textOf(tweet.inReplyToId),
      tweet.mediaIds.map((id) => x.media.altTextOf(id)),
    ]);
  },
  mastodon: (tag: string) => {
    const sent = mastodon.statuses.filter((status) => status.text.endsWith(tag));
    const textOf = (id: string | null) => mastodon.statuses.find((status) => status.id === id)?.text ?? null;
    return sent.map((status) => [
      status.text,
      textOf(status.inReplyToId),
      status.mediaIds.map((id) => mastodon.media.get(id)?.description ?? null),
    ]);
  },
  bluesky: (tag: string) => {
    const sent = bluesky.records.filter((record) => String(record.record.text).endsWith(tag));
    const textOf = (uri: string | undefined) =>
      bluesky.records.find((record) => uri?.endsWith(`/${record.rkey}`))?.record.text ?? null;
    return sent.map(({ record }) => {
      const reply = record.reply as { parent: { uri: string } } | undefined;
      const images = (record.embed as { images?: Array<{ alt: string }> } | undefined)?.images ?? [];
      return [record.text, textOf(reply?.parent.uri), images.map((image) => image.alt)];
    });
  },
  threads: (tag: string) => {
    const sent = threads.threads.filter((thread) => thread.text.endsWith(tag));
    const textOf = (id: string | null) => threads.threads.find((thread) => thread.id === id)?.text ?? null;
    const altOf = (containerId: string) => threads.containers.containers.get(containerId)?.altText ?? null;
    return sent.map((thread) => [
      thread.text,
      textOf(thread.replyToId),
      thread.mediaType === 'IMAGE' ? [altOf(thread.containerId)] : [],
    ]);
  },
};
const wholeThread = (tag: string) => [
  [`One ${tag}`, null, []],
  [`Two ${tag}`, `One ${tag}`, ['Beans']],
  [`Three ${tag}`, `Two ${tag}`, []],
];

type Network = keyof typeof received;
const networks: Network[] = ['twitter', 'mastodon', 'bluesky', 'threads'];

// Issue 16: "threads / reply chains (X, Threads, Bluesky, Mastodon)", each part once, in order.
describe('threads through the engine to each network', () => {
  it.each(networks)('%s: a three-part thread, each part answering the one before, once', async (network) => {
    const tag = `#${network}-whole`;
    const { target } = await postAndSettle(server, owner, accounts[network]!, threeParts(tag));
    expect([target.state, target.error]).toEqual(['published', null]);
    expect(target.parts).toHaveLength(3);
    expect(received[network](tag)).toEqual(wholeThread(tag));
  });

  // A lost answer in the middle of a thread: each network settles it its own way.
  it.each<[Network, string, () => void]>([
    [
      'mastodon',
      'resends with the same Idempotency-Key, which the server answers with the first',
      () => mastodon.script.push('POST /api/v1/statuses', 'pass', 'lost'),
    ],
    [
      'bluesky',
      'finds the record by its key with getRecord and goes on',
      () => bluesky.script.push('POST /xrpc/com.atproto.repo.createRecord', 'pass', 'lost'),
    ],
    [
      'threads',
      "reads the container's status, finds the reply published, and goes on",
      () => threads.script.push(`POST /v1.0/${threads.oauth.userId}/threads_publish`, 'pass', 'lost'),
    ],
  ])('%s: a lost answer in the middle %s', async (network, _how, loseTheSecond) => {
    const tag = `#${network}-lost`;
    loseTheSecond();
    const { target } = await postAndSettle(server, owner, accounts[network]!, threeParts(tag));
    expect(target.state).toBe('published');
    expect(received[network](tag)).toEqual(wholeThread(tag));
  });

  it('twitter: a lost answer in the middle ends unconfirmed, and nothing after it is sent', async () => {
    const tag = '#twitter-lost';
    x.script.push('POST /2/tweets', 'pass', 'lost');
    const { target } = await postAndSettle(server, owner, accounts.twitter!, threeParts(tag));
    expect([target.state, target.error]).toEqual([
      'unconfirmed',
      messages.publishing.partUnconfirmed(messages.publishing.threadPart(2, 3)),
    ]);
    expect(target.parts).toHaveLength(1);
    // The reply did arrive; X has no way to look it up, so the third part waits for the user.
    expect(received.twitter(tag)).toEqual(wholeThread(tag).slice(0, 2));
  });

  it('twitter: a reply X does not show yet is tried again, not failed', async () => {
    const tag = '#twitter-later';
    x.script.push('POST /2/tweets', 'pass', {
      status: 403,
      json: {
        title: 'Forbidden',
        detail: 'You attempted to reply to a Tweet that is deleted or not visible to you.',
        type: 'about:blank',
        status: 403,
      },
    });
    const { target } = await postAndSettle(server, owner, accounts.twitter!, threeParts(tag));
    expect(target.state).toBe('published');
    expect(received.twitter(tag)).toEqual(wholeThread(tag));
  });
});
