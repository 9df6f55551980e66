import { messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, publishTargets } from '../../src/db/schema';
import { enqueueTargets } from '../../src/modules/publishing/publish-queue';
import type { Provider } from '../../src/providers/provider';
import { createTikTokProvider } from '../../src/providers/tiktok/tiktok-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeTikTokClient, startFakeTikTok, type FakeTikTok } from '../fakes/tiktok/fake-server';
import { registerOwner, type TestServer } from '../harness';
import { connectThroughApi, startEngineWorld, type EngineOwner } from './engine-world';
import { media, startMediaHost } from './media-host';

// Issue #16, finding 5, through real HTTP: the composer reads creator_info through our API, a post
// without a chosen privacy is refused before Post, and the chosen one reaches TikTok once.
let tiktok: FakeTikTok;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };
let creatorId: string;

beforeAll(async () => {
  [tiktok, host] = await Promise.all([startFakeTikTok(), startMediaHost()]);
  tiktok.verifiedUrlPrefixes = [host.url];
  const provider = createTikTokProvider({
    clientKey: fakeTikTokClient.key,
    clientSecret: fakeTikTokClient.secret,
    apiBase: tiktok.url,
    authBase: tiktok.url,
    publishing: { pollMs: 10 },
  });
  ({ server, owner, worker } = await startEngineWorld(
    new Map<Provider['socialMedia'], Provider>([['tiktok', provider]]),
    'Tok',
  ));
  const connected = await connectThroughApi(server, owner, 'tiktok', (ids) => ids);
  creatorId = connected.accounts[0]!._id;
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([tiktok.close(), host.close()]);
});
beforeEach(() => {
  tiktok.dailyPostsLeft = 15;
  tiktok.initRemaining = 6;
});

const creatorInfo = (accountId: string, token = owner.token) =>
  server.api('GET', `/api/accounts/${accountId}/tiktok-creator`, { token });

/** A post three days ahead; the target is then brought to now and enqueued, as the schedule arriving. */
async function schedule(body: Record<string, unknown>) {
  const slot = 15 * 60_000;
  const at = new Date(Math.floor((Date.now() + 3 * 86_400_000) / slot) * slot);
  return server.api('POST', '/api/posts', {
    token: owner.token,
    body: {
      calendarId: owner.calendarId,
      accountIds: [creatorId],
      message: 'Menu of the week',
      images: [{ ...media(host, '/b.jpg'), width: 800, height: 800 }],
      timing: { mode: 'schedule', date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) },
      ...body,
    },
  });
}

describe('GET /api/accounts/{id}/tiktok-creator', () => {
  it("answers the creator's nickname, privacy options, interactions and longest video", async () => {
    const reply = await creatorInfo(creatorId);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({
      nickname: 'Kairos Clips',
      username: 'kairosclips',
      privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
      commentDisabled: false,
      stitchDisabled: true,
      maxVideoPostDurationSec: 600,
    });
  });

  it('tells the composer to try later when TikTok says the creator cannot post now', async () => {
    tiktok.dailyPostsLeft = 0;
    const reply = await creatorInfo(creatorId);
    expect([reply.status, reply.body.error.message]).toEqual([422, messages.tiktok.cannotPostNow]);
  });

  it("answers 404 for another team's account, and 422 for an account of another network", async () => {
    const stranger = await registerOwner(server, 'Stranger');
    expect((await creatorInfo(creatorId, stranger.token)).status).toBe(404);
    const [other] = await server.database.db
      .insert(accounts)
      .values({ calendarId: owner.calendarId, socialMedia: 'twitter', name: 'Bakery', externalId: 'x-1' })
      .returning();
    const reply = await creatorInfo(other!.id);
    expect([reply.status, reply.body.error.message]).toEqual([422, messages.tiktok.notTikTok]);
    expect((await creatorInfo('not-an-id')).status).toBe(422);
  });
});

describe('POST /api/posts to TikTok', () => {
  it('refuses a post whose privacy nobody chose, with the message the composer shows', async () => {
    const reply = await schedule({});
    expect([reply.status, reply.body.error.message]).toEqual([
      422,
      messages.tiktok.privacyRequired('Kairos Clips'),
    ]);
  });

  it('sends the chosen privacy and disclosure, exactly once', async () => {
    const reply = await schedule({
      message: 'Our own brand, for friends',
      tiktokSettings: [
        {
          accountId: creatorId,
          privacyLevel: 'MUTUAL_FOLLOW_FRIENDS',
          discloseContent: true,
          yourBrand: true,
        },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.tiktokSettings).toEqual([
      expect.objectContaining({ privacyLevel: 'MUTUAL_FOLLOW_FRIENDS' }),
    ]);
    const dueAt = new Date(Date.now() + 500);
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
    const deadline = Date.now() + 20_000;
    while (tiktok.published().every((post) => post.postInfo.description !== 'Our own brand, for friends')) {
      if (Date.now() > deadline) throw new Error('the post never reached TikTok');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sent = tiktok.posts.filter((post) => post.postInfo.description === 'Our own brand, for friends');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postInfo).toMatchObject({
      privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
      disable_comment: true,
      brand_organic_toggle: true,
      brand_content_toggle: false,
    });
  });
});
