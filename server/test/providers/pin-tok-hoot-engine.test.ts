import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, publishTargets } from '../../src/db/schema';
import { enqueueTargets } from '../../src/modules/publishing/publish-queue';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeHootsuiteClient, startFakeHootsuite, type FakeHootsuite } from '../fakes/hootsuite/fake-server';
import { createHootsuiteProvider } from '../../src/providers/hootsuite/hootsuite-provider';
import { fakePinterestApp, startFakePinterest, type FakePinterest } from '../fakes/pinterest/fake-server';
import { createPinterestProvider } from '../../src/providers/pinterest/pinterest-provider';
import type { Provider } from '../../src/providers/provider';
import { fakeTikTokClient, startFakeTikTok, type FakeTikTok } from '../fakes/tiktok/fake-server';
import { createTikTokProvider } from '../../src/providers/tiktok/tiktok-provider';
import { callback, throughNetwork } from '../connect-helpers';
import type { TestServer } from '../harness';
import { startEngineWorld, type EngineOwner } from './engine-world';
import { media, startMediaHost } from './media-host';

let pinterest: FakePinterest;
let tiktok: FakeTikTok;
let hootsuite: FakeHootsuite;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };

beforeAll(async () => {
  [pinterest, tiktok, hootsuite, host] = await Promise.all([
    startFakePinterest(),
    startFakeTikTok(),
    startFakeHootsuite(),
    startMediaHost(),
  ]);
  tiktok.verifiedUrlPrefixes = [host.url];
  const providers = new Map<Provider['socialMedia'], Provider>([
    [
      'pinterest',
      createPinterestProvider({
        appId: fakePinterestApp.id,
        appSecret: fakePinterestApp.secret,
        apiBase: pinterest.url,
        authBase: pinterest.url,
        media: { pollMs: 10 },
      }),
    ],
    [
      'tiktok',
      createTikTokProvider({
        clientKey: fakeTikTokClient.key,
        clientSecret: fakeTikTokClient.secret,
        apiBase: tiktok.url,
        authBase: tiktok.url,
        publishing: { pollMs: 10 },
      }),
    ],
    [
      'hootsuite',
      createHootsuiteProvider({
        clientId: fakeHootsuiteClient.id,
        clientSecret: fakeHootsuiteClient.secret,
        apiBase: hootsuite.url,
        authBase: hootsuite.url,
        pollMs: 200,
        maxPolls: 15,
        sendLeadSeconds: 1,
      }),
    ],
  ]);
  ({ server, owner, worker } = await startEngineWorld(providers, 'PinTokHoot', {
    PUBLISH_CLAIM_SECONDS: '5',
  }));
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([pinterest.close(), tiktok.close(), hootsuite.close(), host.close()]);
});

/** The OAuth flow through the API: authorize URL, the network's redirect, the callback, the chooser. */
async function connect(
  socialMedia: string,
  choose: (name: string) => boolean,
): Promise<Record<string, string>> {
  const body = { calendarId: owner.calendarId, socialMedia };
  const reply = await server.api('POST', '/api/accounts/connect', { token: owner.token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const settings = await callback(await throughNetwork(server, new URL(reply.body.authorizeUrl)));
  expect(settings.searchParams.get('connectError')).toBeNull();
  const attemptId = settings.searchParams.get('connect')!;
  const attempt = await server.api('GET', `/api/accounts/connect/${attemptId}`, { token: owner.token });
  const candidates: Array<{ externalId: string; name: string }> = attempt.body.candidates;
  const chosen = await server.api('POST', `/api/accounts/connect/${attemptId}`, {
    token: owner.token,
    body: { externalIds: candidates.filter((candidate) => choose(candidate.name)).map((c) => c.externalId) },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
  return Object.fromEntries(
    chosen.body.map((account: { name: string; _id: string }) => [account.name, account._id]),
  );
}

/**
 * Schedules the post three days ahead on a 15-minute slot (the only times the composer offers), then
 * brings its target's time to a second from now and enqueues it, as the schedule reaching its time.
 */
async function schedule(accountId: string, body: Record<string, unknown>): Promise<string> {
  const slot = 15 * 60_000;
  const at = new Date(Math.floor((Date.now() + 3 * 86_400_000) / slot) * slot);
  const reply = await server.api('POST', '/api/posts', {
    token: owner.token,
    body: {
      calendarId: owner.calendarId,
      accountIds: [accountId],
      timing: { mode: 'schedule', date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) },
      ...body,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const dueAt = new Date(Date.now() + 1000);
  const rows = await server.database.db
    .update(publishTargets)
    .set({ dueAt })
    .where(eq(publishTargets.postId, reply.body._id))
    .returning();
  await enqueueTargets(
    server.queue,
    null,
    rows.map((row) => ({ ...row, dueAt })),
  );
  return reply.body._id;
}

/** Waits for the post's one target to leave scheduled and publishing; answers its state. */
async function settled(postId: string): Promise<{ state: string; externalId: string | null }> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const post = await server.api('GET', `/api/posts/${postId}`, { token: owner.token });
    const [target] = post.body.targets;
    if (target && !['scheduled', 'publishing', 'retrying'].includes(target.state)) return target;
    if (Date.now() > deadline)
      throw new Error(`post ${postId} did not settle: ${JSON.stringify(post.body.targets)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const image = (path: '/a.png' | '/b.jpg') => ({ ...media(host, path), width: 800, height: 800 });

describe('Pinterest, TikTok and Hootsuite through the engine', () => {
  it('Pinterest: a board connected through OAuth gets the scheduled pin exactly once', async () => {
    const boards = await connect('pinterest', (name) => name === 'Shop Window');
    const postId = await schedule(boards['Shop Window']!, {
      message: 'New in the shop window',
      postTitle: 'Shop window',
      images: [image('/b.jpg')],
      callToAction: { actionType: 'SHOP', url: 'https://kairos.test/shop' },
    });
    const target = await settled(postId);
    expect(target.state).toBe('published');
    const pins = pinterest.pins.filter((pin) => pin.description === 'New in the shop window');
    expect(pins).toHaveLength(1);
    expect(pins[0]).toMatchObject({
      boardId: '549755885175002',
      title: 'Shop window',
      link: 'https://kairos.test/shop',
    });
    expect(target.externalId).toBe(pins[0]!.id);
  });

  it('Pinterest: three images are one multi-image pin (multiple_image_urls), created once', async () => {
    const boards = await connect('pinterest', (name) => name === 'Shop Window');
    const images = [image('/b.jpg'), image('/a.png'), image('/b.jpg')];
    const postId = await schedule(boards['Shop Window']!, { message: 'Three shelves, one pin', images });
    expect((await settled(postId)).state).toBe('published');
    const pins = pinterest.pins.filter((pin) => pin.description === 'Three shelves, one pin');
    expect(pins).toHaveLength(1);
    expect(pins[0]!.mediaSource).toEqual({
      source_type: 'multiple_image_urls',
      items: images.map(({ url }) => ({ url })),
    });
  });

  it('TikTok: a creator connected through the Content Posting API gets the photo post exactly once', async () => {
    const creator = await connect('tiktok', () => true);
    const accountId = creator['Kairos Clips']!;
    const postId = await schedule(accountId, {
      message: 'Menu of the week',
      images: [image('/b.jpg')],
      tiktokSettings: [{ accountId, privacyLevel: 'SELF_ONLY' }],
    });
    expect((await settled(postId)).state).toBe('published');
    expect(
      tiktok.published().filter((post) => post.postInfo.description === 'Menu of the week'),
    ).toHaveLength(1);
  });

  it('TikTok: a post asking for the feed reminder stays a reminder and never reaches the API', async () => {
    const creator = await connect('tiktok', () => true);
    const accountId = creator['Kairos Clips']!;
    const before = tiktok.posts.length;
    const postId = await schedule(accountId, {
      message: 'Post this one from the phone',
      images: [image('/b.jpg')],
      accountsMetadata: [{ accountId, feedReminder: true }],
    });
    expect((await settled(postId)).state).toBe('reminder_sent');
    expect(tiktok.posts).toHaveLength(before);
  });

  it('Hootsuite: a linked profile keeps its hootsuiteId and gets the message exactly once', async () => {
    const profiles = await connect('hootsuite', (name) => name === 'Kairos Cafe (Facebook)');
    const accountId = profiles['Kairos Cafe (Facebook)']!;
    const [row] = await server.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(row).toMatchObject({ socialMedia: 'hootsuite', type: 'page', externalId: '115185510' });
    expect(row!.metadata).toMatchObject({ hootsuiteId: '115185510', network: 'FACEBOOKPAGE' });
    const listed = await server.api('GET', `/api/accounts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(listed.body.find((account: { _id: string }) => account._id === accountId).hootsuiteId).toBe(
      '115185510',
    );
    const postId = await schedule(accountId, { message: 'Open late tonight', images: [image('/a.png')] });
    expect((await settled(postId)).state).toBe('published');
    const sent = hootsuite.messages.filter((message) => message.text === 'Open late tonight');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ socialProfileId: '115185510', state: 'SENT' });
    expect(sent[0]!.mediaIds).toHaveLength(1);
  });

  it('an expired token sends nothing, asks to reconnect and marks the account tokenExpired', async () => {
    pinterest.oauth.revokeAll();
    const listed = await server.api('GET', `/api/accounts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    const board = listed.body.find((account: { name: string }) => account.name === 'Shop Window');
    const before = pinterest.pins.length;
    const postId = await schedule(board._id, { message: 'Never pinned', images: [image('/b.jpg')] });
    expect((await settled(postId)).state).toBe('needs_reconnect');
    expect(pinterest.pins).toHaveLength(before);
    const after = await server.api('GET', `/api/accounts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(after.body.find((account: { _id: string }) => account._id === board._id).tokenExpired).toBe(true);
  });
});
