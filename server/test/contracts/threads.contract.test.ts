import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThreadsProvider } from '../../src/providers/threads/threads-provider';
import type { FakeHttp } from '../fakes/fake-http';
import {
  fakeThreadsApp,
  fakeThreadsUser,
  startFakeThreads,
  type FakeThreadsApi,
} from '../fakes/threads/fake-server';
import { media, startMediaHost } from '../providers/media-host';
import { connectThroughOAuth, failure, publishRequest } from '../providers/provider-helpers';
import { checkExchanges } from './contract-routes';
import { threadsRoutes } from './threads-reference';

/**
 * Our Threads requests and the fake's answers against Threads' reference pages
 * (threads-reference.ts): a connect, a refresh two days on, text, image, video and carousel posts,
 * a reply, and an expired token's refusal.
 */
let fake: FakeThreadsApi;
let host: FakeHttp;
let offsetMs = 0;
const now = () => Date.now() + offsetMs;

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeThreads({ now }), startMediaHost()]);
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});

describe("Threads: our requests and the fake's answers follow Threads' reference", () => {
  it('connect, refresh, every kind of post, and a refusal', async () => {
    const exchanges = fake.script.record();
    const threads = createThreadsProvider({
      appId: fakeThreadsApp.id,
      appSecret: fakeThreadsApp.secret,
      apiBase: fake.url,
      authBase: fake.url,
      timeoutMs: 2000,
      now: () => new Date(now()),
      poll: { pollMs: 5 },
    });
    const connected = await connectThroughOAuth(threads);
    offsetMs = 2 * 24 * 3600_000;
    const tokens = await threads.refresh(connected);
    await threads.listConnectable(tokens);
    const account = {
      externalId: fakeThreadsUser.id,
      type: 'personal',
      metadata: { username: fakeThreadsUser.username },
    };
    const post = (content: Parameters<typeof publishRequest>[1]) =>
      threads.publish(publishRequest(tokens, content, account));
    const first = await post({ message: 'Hello Threads' });
    await threads.reply!({
      ...publishRequest(tokens, { message: 'And its reply' }, account),
      replyTo: { index: 1, root: first, parent: first },
    });
    await post({ message: 'A photo', images: [media(host, '/b.jpg')] });
    await post({ message: 'A clip', video: { ...media(host, '/d.mp4'), thumbnail: null } });
    await post({ message: 'Two', images: [media(host, '/b.jpg'), media(host, '/a.png')] });
    offsetMs = 63 * 24 * 3600_000;
    expect((await failure(post({ message: 'Too late' }))).kind).toBe('auth');
    const used = await checkExchanges(exchanges, threadsRoutes);
    expect([...used].sort()).toEqual(threadsRoutes.map((route) => route.route).sort());
  });
});
