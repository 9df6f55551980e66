import { messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { accounts as accountRows } from '../../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacebookProvider } from '../../src/providers/facebook/facebook-provider';
import { createInstagramProvider } from '../../src/providers/instagram/instagram-provider';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import type { Provider } from '../../src/providers/provider';
import { createYoutubeProvider } from '../../src/providers/youtube/youtube-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeGoogleClient } from '../fakes/google-oauth/fake-google-oauth';
import { startFakeLinkedIn, type FakeLinkedIn } from '../fakes/linkedin/fake-server';
import { fakeMetaApp, startFakeMeta, type FakeMeta } from '../fakes/meta-graph/fake-server';
import { startFakeYoutube, youtubeBasesOn, type FakeYoutube } from '../fakes/youtube/fake-server';
import type { TestServer } from '../harness';
import { connectThroughApi, postAndSettle, startEngineWorld, type EngineOwner } from './engine-world';
import { linkedInProviderOn } from './fake-network-providers';
import { media, startMediaHost } from './media-host';

let meta: FakeMeta;
let linkedin: FakeLinkedIn;
let youtube: FakeYoutube;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };
const accounts: Record<string, string> = {};

beforeAll(async () => {
  [meta, linkedin, youtube, host] = await Promise.all([
    startFakeMeta(),
    startFakeLinkedIn(),
    startFakeYoutube(),
    startMediaHost(),
  ]);
  const graph = {
    appId: fakeMetaApp.id,
    appSecret: fakeMetaApp.secret,
    graphBase: `${meta.url}/${metaGraphVersion}`,
    authBase: `${meta.url}/${metaGraphVersion}`,
    timeoutMs: 2000,
  };
  const google = { clientId: fakeGoogleClient.id, clientSecret: fakeGoogleClient.secret };
  const providers = new Map<Provider['socialMedia'], Provider>([
    ['facebook', createFacebookProvider({ ...graph, groups: false })],
    ['instagram-business', createInstagramProvider({ ...graph, polling: { pollMs: 20, maxPolls: 50 } })],
    ['linkedin', linkedInProviderOn(linkedin)],
    ['youtube', createYoutubeProvider({ ...google, ...youtubeBasesOn(youtube), timeoutMs: 2000 })],
  ]);
  ({ server, owner, worker } = await startEngineWorld(providers, 'First comments', {
    PUBLISH_RETRY_BASE_SECONDS: '0.2',
  }));
  const first = (socialMedia: string, connection?: string) =>
    connectThroughApi(server, owner, socialMedia, (ids) => ids.slice(0, 1), connection);
  accounts.facebook = (await first('facebook')).accounts[0]!._id;
  accounts['instagram-business'] = (await first('instagram-business')).accounts[0]!._id;
  accounts.linkedin = (await first('linkedin', 'personal')).accounts[0]!._id;
  accounts.youtube = (await first('youtube')).accounts[0]!._id;
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([meta.close(), linkedin.close(), youtube.close(), host.close()]);
});

type Network = 'facebook' | 'instagram-business' | 'linkedin' | 'youtube';

/** A post each network takes, with a first comment. */
const postFor = (network: Network, tag: string, comment: string) => ({
  message: `Launch day ${tag}`,
  firstComment: comment,
  complianceEngineRules: { ignoreComplianceCheck: true },
  ...(network === 'youtube'
    ? {
        postTitle: `Launch ${tag}`,
        video: {
          ...media(host, '/d.mp4'),
          duration: 30,
          videoWidth: 1920,
          videoHeight: 1080,
          thumbnail: null,
        },
      }
    : { images: [{ ...media(host, '/b.jpg'), width: 800, height: 800 }] }),
});

/** The comments each network holds with this text: [their text, the post they are under]. */
const commentsOf: Record<Network, (text: string) => Array<[string, string]>> = {
  facebook: (text) =>
    meta.comments
      .filter((comment) => comment.message === text)
      .map((comment) => [comment.message, comment.objectId]),
  'instagram-business': (text) =>
    meta.comments
      .filter((comment) => comment.message === text)
      .map((comment) => [comment.message, comment.objectId]),
  linkedin: (text) =>
    linkedin.comments
      .filter((comment) => comment.text === text)
      .map((comment) => [comment.text, comment.object]),
  youtube: (text) =>
    youtube.comments
      .filter((comment) => comment.text === text)
      .map((comment) => [comment.text, comment.videoId]),
};

const networks: Network[] = ['facebook', 'instagram-business', 'linkedin', 'youtube'];

// Issue 16: "First comment (Facebook, Instagram, LinkedIn, YouTube where the scope allows)".
describe('first comments through the engine to each network', () => {
  it.each(networks)('%s: the post, then its first comment under it, each once', async (network) => {
    const text = `Links in here for ${network}`;
    const { target } = await postAndSettle(
      server,
      owner,
      accounts[network]!,
      postFor(network, network, text),
    );
    expect([target.state, target.error]).toEqual(['published', null]);
    const [post, comment] = target.parts as Array<{ externalId: string }>;
    expect(comment).toBeDefined();
    expect(commentsOf[network](text)).toEqual([[text, post!.externalId]]);
  });

  it.each<Network>(['facebook', 'instagram-business', 'youtube'])(
    '%s: a lost answer of the comment is found among the comments, not sent again',
    async (network) => {
      const text = `Lost and found (${network})`;
      if (network === 'youtube') youtube.script.push('POST /youtube/v3/commentThreads', 'lost');
      else loseNextGraphComment();
      const body = postFor(network, `${network}-lost`, text);
      const { target } = await postAndSettle(server, owner, accounts[network]!, body);
      expect(target.state).toBe('published');
      expect(commentsOf[network](text)).toHaveLength(1);
    },
  );

  it('linkedin: a lost answer of the comment ends unconfirmed: LinkedIn cannot be asked', async () => {
    const text = 'Lost on LinkedIn';
    const path = (urn: string) => `POST /rest/socialActions/${encodeURIComponent(urn)}/comments`;
    // The post's URN is the next one the fake hands out.
    linkedin.script.push(
      path(`urn:li:share:${7_300_000_000_000_000_000n + BigInt(linkedin.posts.length + 1)}`),
      'lost',
    );
    const { target } = await postAndSettle(
      server,
      owner,
      accounts.linkedin!,
      postFor('linkedin', 'lost', text),
    );
    expect([target.state, target.error]).toEqual([
      'unconfirmed',
      messages.publishing.partUnconfirmed(messages.publishing.firstComment),
    ]);
    expect(target.parts).toHaveLength(1);
    expect(commentsOf.linkedin(text)).toHaveLength(1);
  });

  it('facebook: a page token without pages_manage_engagement: reconnect, then Retry sends the comment alone', async () => {
    // A page connected before Kairos asked for the permission.
    const pageTokens = [...meta.tokens.values()].filter((token) => token.kind === 'page');
    for (const token of pageTokens)
      token.scopes = (token.scopes ?? []).filter((scope) => scope !== 'pages_manage_engagement');
    const body = postFor('facebook', 'old', 'Reconnected and commented');
    const { postId, target } = await postAndSettle(server, owner, accounts.facebook!, body);
    expect(target.state).toBe('needs_reconnect');
    expect(target.error).toBe(
      messages.publishing.partRefused(messages.publishing.firstComment, '(#200) Permissions error'),
    );
    expect(target.parts).toHaveLength(1);
    // The person reconnects the page (granting the permission), then retries: the comment alone goes.
    for (const token of pageTokens) token.scopes = [...(token.scopes ?? []), 'pages_manage_engagement'];
    await server.database.db
      .update(accountRows)
      .set({ tokenExpired: false })
      .where(eq(accountRows.id, accounts.facebook!));
    const retried = await server.api('POST', `/api/posts/${postId}/retry`, { token: owner.token, body: {} });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await waitForState(postId, 'published')).toBe('published');
    const posts = meta.posts.filter((post) => post.message === 'Launch day old');
    expect(posts).toHaveLength(1);
    expect(commentsOf.facebook('Reconnected and commented')).toEqual([
      ['Reconnected and commented', posts[0]!.id],
    ]);
  });
});

async function waitForState(postId: string, wanted: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const view = await server.api('GET', `/api/posts/${postId}`, { token: owner.token });
    const state: string = view.body.targets[0].state;
    if (state === wanted || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The Graph takes the next comment and never answers (the client times out): an unconfirmed send. */
function loseNextGraphComment() {
  meta.loseAnswer = (route) => {
    if (!/^POST .*\/comments$/.test(route)) return undefined;
    meta.loseAnswer = null;
    return 'after';
  };
}
