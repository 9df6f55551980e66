import { createOAuthAPIClient, createRestAPIClient } from 'masto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMastodonProvider } from '../../src/providers/mastodon/mastodon-provider';
import { mastodonScopes } from '../../src/providers/mastodon/mastodon-apps';
import type { FakeExchange, FakeHttp } from '../fakes/fake-http';
import { startFakeMastodon, type FakeMastodon } from '../fakes/mastodon/fake-server';
import { media, mediaFiles, startMediaHost } from '../providers/media-host';
import { connectThroughOAuth, failure, publishRequest } from '../providers/provider-helpers';
import { checkExchanges, viewOf } from './contract-routes';
import { mastodonRoutes } from './mastodon-reference';

/**
 * Our Mastodon requests and the fake's answers against sources we did not write: Mastodon's API
 * reference (mastodon-reference.ts) and the masto client (8.0.0), which sends the same operations
 * to the same fake and must be asked for what we ask.
 */
let fake: FakeMastodon;
let host: FakeHttp;
const redirectUri = () => `http://kairos.test/api/accounts/connect/callback?instance=${fake.url}`;
const provider = createMastodonProvider({
  appName: 'Kairos',
  website: 'http://kairos.test',
  allowHttp: true,
  timeoutMs: 2000,
  mediaPollMs: 5,
});

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeMastodon(), startMediaHost()]);
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});

async function connect() {
  const tokens = await connectThroughOAuth(provider, redirectUri(), fake.url);
  const [offered] = await provider.listConnectable(tokens, { instance: fake.url });
  const account = { externalId: offered!.externalId, type: 'personal', metadata: offered!.metadata ?? {} };
  return { tokens, account };
}

/** The requests of one run, as data. */
const views = (exchanges: readonly FakeExchange[]) => Promise.all(exchanges.map((e) => viewOf(e.request)));

describe("Mastodon: our requests and the fake's answers follow Mastodon's reference", () => {
  it('connect, a text, an image and a video status, and a refused one', async () => {
    const exchanges = fake.script.record();
    const { tokens, account } = await connect();
    const send = (content: Parameters<typeof publishRequest>[1]) =>
      provider.publish(publishRequest(tokens, content, account));
    const first = await send({ message: 'Hello fediverse' });
    await provider.reply!({
      ...publishRequest(tokens, { message: 'And a reply' }, account),
      replyTo: { index: 1, root: first, parent: first },
    });
    const nowhere = { externalId: '404404', url: null };
    const unknown = provider.reply!({
      ...publishRequest(tokens, { message: 'To nothing' }, account),
      replyTo: { index: 1, root: nowhere, parent: nowhere },
    });
    expect((await failure(unknown)).kind).toBe('bad_content');
    await send({ message: 'A photo', images: [media(host, '/b.jpg')] });
    await send({ message: 'A clip', video: { ...media(host, '/d.mp4'), duration: 3, thumbnail: null } });
    expect((await failure(send({ message: 'x'.repeat(600) }))).kind).toBe('bad_content');
    fake.statuses.find((status) => status.id === first.externalId)!.counts = {
      favourites: 4,
      reblogs: 2,
      replies: 1,
    };
    expect(await provider.readMetrics!({ account, tokens, post: first })).toMatchObject({
      likes: 4,
      reposts: 2,
      replies: 1,
      impressions: null,
    });
    expect((await failure(provider.readMetrics!({ account, tokens, post: nowhere }))).kind).toBe(
      'bad_content',
    );
    fake.user.followers = 42;
    expect(await provider.readFollowers!({ account, tokens })).toBe(42);
    fake.user.followers = 0;
    const used = await checkExchanges(exchanges, mastodonRoutes);
    expect([...used].sort()).toEqual(mastodonRoutes.map((route) => route.route).sort());
  });
});

describe('Mastodon: masto asks for what we ask', () => {
  it('registers the app with the same fields', async () => {
    const exchanges = fake.script.record();
    await provider.authorizeUrl({
      state: 's',
      codeChallenge: null,
      redirectUri: `${redirectUri()}&again=1`,
      instance: fake.url,
    });
    await createRestAPIClient({ url: fake.url }).v1.apps.create({
      clientName: 'Kairos',
      redirectUris: `${redirectUri()}&again=1`,
      scopes: mastodonScopes,
      website: 'http://kairos.test',
    });
    const [ours, theirs] = await views(exchanges);
    // masto sends JSON where we send a form: the reference takes both ("Form data parameters").
    expect(ours!.body).toEqual(theirs!.body);
    expect([ours!.method, ours!.path]).toEqual([theirs!.method, theirs!.path]);
  });

  it('exchanges the code with the same fields', async () => {
    const app = fake.apps[0]!;
    const code = async () => {
      const url = new URL(`${fake.url}/oauth/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: app.clientId,
        redirect_uri: app.redirectUris[0]!,
        scope: mastodonScopes,
      }).toString();
      const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
      return back.searchParams.get('code')!;
    };
    const exchanges = fake.script.record();
    await provider.exchangeCode({
      code: await code(),
      codeVerifier: null,
      redirectUri: app.redirectUris[0]!,
      instance: fake.url,
    });
    await createOAuthAPIClient({ url: fake.url }).token.create({
      grantType: 'authorization_code',
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      redirectUri: app.redirectUris[0]!,
      code: await code(),
      scope: mastodonScopes,
    });
    const [ours, theirs] = (await views(exchanges)).filter((view) => view.path === '/oauth/token');
    const withoutCode = (body: unknown) => ({ ...(body as Record<string, string>), code: '' });
    expect(withoutCode(ours!.body)).toEqual(withoutCode(theirs!.body));
  });

  it('reads the profile and the server the same way, then posts a photo status the same way', async () => {
    const { tokens, account } = await connect();
    const exchanges = fake.script.record();
    await provider.listConnectable(tokens, { instance: fake.url });
    await provider.publish({
      ...publishRequest(tokens, { message: 'A photo', images: [media(host, '/b.jpg')] }, account),
      idempotencyKey: 'ours-1',
    });
    const mine = await views(exchanges.splice(0));
    const client = createRestAPIClient({ url: fake.url, accessToken: tokens.accessToken });
    await client.v1.accounts.verifyCredentials();
    await client.v2.instance.fetch();
    const file = mediaFiles['/b.jpg']!;
    const uploaded = await client.v2.media.create({
      file: new Blob([file.bytes], { type: file.type }),
    });
    await client.v1.statuses.create(
      { status: 'A photo', mediaIds: [uploaded.id] },
      { requestInit: { headers: { 'Idempotency-Key': 'theirs-1' } } },
    );
    // masto then waits with GET /api/v1/media/:id even for an image answered 200 with its url (its
    // skipPolling option would be sent to the server as a form field): not an operation we need.
    const independent = (await views(exchanges)).filter((view) => !view.path.startsWith('/api/v1/media/'));
    // The upload ids differ between the two runs; everything else must not.
    const same = (list: typeof mine) =>
      list.map((view) =>
        view.path === '/api/v1/statuses'
          ? { ...view, body: { ...(view.body as object), media_ids: ['?'] } }
          : view,
      );
    expect(same(mine)).toEqual(same(independent));
  });

  it('answers a status with in_reply_to_id the same way', async () => {
    const { tokens, account } = await connect();
    const client = createRestAPIClient({ url: fake.url, accessToken: tokens.accessToken });
    const first = await provider.publish(publishRequest(tokens, { message: 'A thread' }, account));
    const exchanges = fake.script.record();
    await provider.reply!({
      ...publishRequest(tokens, { message: 'Its reply' }, account),
      idempotencyKey: 'ours-reply',
      replyTo: { index: 1, root: first, parent: first },
    });
    await client.v1.statuses.create(
      { status: 'Its reply, again', inReplyToId: first.externalId },
      { requestInit: { headers: { 'Idempotency-Key': 'theirs-reply' } } },
    );
    const [ours, theirs] = await views(exchanges);
    expect(ours!.body).toEqual({ status: 'Its reply', in_reply_to_id: first.externalId });
    expect({ ...(theirs!.body as object), status: 'Its reply' }).toEqual(ours!.body);
    expect(fake.statuses.at(-1)!.inReplyToId).toBe(first.externalId);
  });

  it("reads the account's followers as masto does, and none while they are hidden", async () => {
    const { tokens, account } = await connect();
    fake.user.followers = 1234;
    const exchanges = fake.script.record();
    const ours = await provider.readFollowers!({ account, tokens });
    const theirs = await createRestAPIClient({
      url: fake.url,
      accessToken: tokens.accessToken,
    }).v1.accounts.verifyCredentials();
    const [mine, independent] = await views(exchanges);
    expect([mine!.method, mine!.path]).toEqual([independent!.method, independent!.path]);
    expect(ours).toBe(theirs.followersCount);
    expect(ours).toBe(1234);
    // REST::AccountSerializer#followers_count: -1 where the server or the user hides the count.
    fake.user.followers = -1;
    expect(await provider.readFollowers!({ account, tokens })).toBeNull();
    fake.user.followers = 0;
  });

  it("reads a status's counts as masto does", async () => {
    const { tokens, account } = await connect();
    const post = await provider.publish(publishRequest(tokens, { message: 'Counted' }, account));
    fake.statuses.find((status) => status.id === post.externalId)!.counts = {
      favourites: 7,
      reblogs: 3,
      replies: 5,
    };
    const exchanges = fake.script.record();
    const ours = await provider.readMetrics!({ account, tokens, post });
    const status = await createRestAPIClient({ url: fake.url, accessToken: tokens.accessToken })
      .v1.statuses.$select(post.externalId)
      .fetch();
    const [mine, theirs] = await views(exchanges);
    expect([mine!.method, mine!.path]).toEqual([theirs!.method, theirs!.path]);
    expect([ours?.likes, ours?.reposts, ours?.replies]).toEqual([
      status.favouritesCount,
      status.reblogsCount,
      status.repliesCount,
    ]);
    expect(ours?.likes).toBe(7);
  });
});
