import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import { startFakeLinkedIn, type FakeLinkedIn } from '../fakes/linkedin/fake-server';
import type { Provider } from '../../src/providers/provider';
import { startFakeThreads, type FakeThreadsApi } from '../fakes/threads/fake-server';
import type { TestServer } from '../harness';
import { connectThroughApi, startEngineWorld, type EngineOwner } from './engine-world';
import { media, startMediaHost } from './media-host';
import { linkedInProviderOn, threadsProviderOn } from './fake-network-providers';

let linkedin: FakeLinkedIn;
let threads: FakeThreadsApi;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };

beforeAll(async () => {
  [linkedin, threads, host] = await Promise.all([startFakeLinkedIn(), startFakeThreads(), startMediaHost()]);
  const providers = new Map<Provider['socialMedia'], Provider>([
    ['linkedin', linkedInProviderOn(linkedin)],
    ['threads', threadsProviderOn(threads)],
  ]);
  ({ server, owner, worker } = await startEngineWorld(providers, 'LinkedIn Threads'));
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([linkedin.close(), threads.close(), host.close()]);
});

const connect = (socialMedia: string, choose: (externalIds: string[]) => string[], connection?: string) =>
  connectThroughApi(server, owner, socialMedia, choose, connection);

async function post(accountId: string, message: string, images: unknown[] = []): Promise<string> {
  const reply = await server.api('POST', '/api/posts', {
    token: owner.token,
    body: {
      message,
      calendarId: owner.calendarId,
      accountIds: [accountId],
      timing: { mode: 'now' },
      images,
      confirmed: ['noMedia'],
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body._id;
}

/** The post's target states once none is scheduled or publishing. */
async function settled(postId: string): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const view = await server.api('GET', `/api/posts/${postId}`, { token: owner.token });
    const states: string[] = view.body.targets.map((target: { state: string }) => target.state);
    if (states.every((state) => !['scheduled', 'publishing'].includes(state)) || Date.now() > deadline)
      return states;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Long enough for the sweeper (every second here) to have looked again: nothing may be resent. */
const sweepOnce = () => new Promise((resolve) => setTimeout(resolve, 1500));

async function tokenExpired(accountId: string): Promise<boolean> {
  const list = await server.api('GET', `/api/accounts?calendarId=${owner.calendarId}`, {
    token: owner.token,
  });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return list.body.find((account: { _id: string }) => account._id === accountId).tokenExpired;
}

const image = () => ({ ...media(host, '/b.jpg'), width: 800, height: 800 });

describe('the engine publishes to LinkedIn and Threads through their fakes', () => {
  it('LinkedIn: the profile connects through the member app, the pages through the pages app', async () => {
    const profile = await connect('linkedin', (ids) => ids, 'personal');
    expect(profile.offered).toEqual(['yrZCpj2Z12']);
    const { offered, accounts } = await connect(
      'linkedin',
      (ids) => ids.filter((id) => id === '10002687'),
      'pages',
    );
    expect(offered).toEqual(['10002687', '10002688']);
    expect(accounts[0]).toMatchObject({ name: 'Kairos Coffee', type: 'page' });
    const postId = await post(accounts[0]!._id, 'Hello LinkedIn (page)', [image()]);
    expect(await settled(postId)).toEqual(['published']);
    await sweepOnce();
    const sent = linkedin.posts.filter((sentPost) => sentPost.commentary === 'Hello LinkedIn \\(page\\)');
    expect(sent).toHaveLength(1);
    expect([sent[0]!.author, sent[0]!.media.length]).toEqual(['urn:li:organization:10002687', 1]);
    const view = await server.api('GET', `/api/posts/${postId}`, { token: owner.token });
    expect(view.body.postedInfo[0].id).toBe(sent[0]!.urn);
  });

  it('Threads: the profile connects with a long-lived token; a post with an image arrives once', async () => {
    const { accounts } = await connect('threads', (ids) => ids);
    const postId = await post(accounts[0]!._id, 'Hello Threads', [image()]);
    expect(await settled(postId)).toEqual(['published']);
    await sweepOnce();
    expect(threads.threads.filter((thread) => thread.text === 'Hello Threads')).toHaveLength(1);
  });

  it('an expired token marks the account tokenExpired and the target needs_reconnect', async () => {
    const { accounts } = await connect('linkedin', (ids) => ids.slice(0, 1));
    linkedin.oauth.expireAll();
    const postId = await post(accounts[0]!._id, 'Never sent');
    expect(await settled(postId)).toEqual(['needs_reconnect']);
    expect(linkedin.posts.some((sentPost) => sentPost.commentary === 'Never sent')).toBe(false);
    expect(await tokenExpired(accounts[0]!._id)).toBe(true);
  });

  it('Threads: an expired token is refused with code 190 and the account must be reconnected', async () => {
    const { accounts } = await connect('threads', (ids) => ids);
    threads.oauth.expireAll();
    const postId = await post(accounts[0]!._id, 'Quarterly numbers stay home');
    expect(await settled(postId)).toEqual(['needs_reconnect']);
    expect(threads.threads.some((thread) => thread.text === 'Quarterly numbers stay home')).toBe(false);
    expect(await tokenExpired(accounts[0]!._id)).toBe(true);
  });
});
