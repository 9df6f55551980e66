import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, publishTargets } from '../../src/db/schema';
import { enqueueTargets } from '../../src/modules/publishing/publish-queue';
import type { FakeHttp } from '../fakes/fake-http';
import {
  googleBusinessBasesOn,
  startFakeGoogleBusiness,
  type FakeGoogleBusiness,
} from '../fakes/google-business/fake-server';
import { createGoogleBusinessProvider } from '../../src/providers/google-business/google-business-provider';
import { fakeGoogleClient } from '../fakes/google-oauth/fake-google-oauth';
import type { Provider } from '../../src/providers/provider';
import {
  fakeYoutubeChannel,
  startFakeYoutube,
  youtubeBasesOn,
  type FakeYoutube,
} from '../fakes/youtube/fake-server';
import { createYoutubeProvider } from '../../src/providers/youtube/youtube-provider';
import type { TestServer } from '../harness';
import { connectThroughApi, startEngineWorld, type EngineOwner } from './engine-world';
import { media, startMediaHost } from './media-host';

let youtube: FakeYoutube;
let business: FakeGoogleBusiness;
let host: FakeHttp;
let server: TestServer;
let owner: EngineOwner;
let worker: { stop(): Promise<void> };
const client = { clientId: fakeGoogleClient.id, clientSecret: fakeGoogleClient.secret };

beforeAll(async () => {
  [youtube, business, host] = await Promise.all([
    startFakeYoutube(),
    startFakeGoogleBusiness(),
    startMediaHost(),
  ]);
  const providers = new Map<Provider['socialMedia'], Provider>([
    ['youtube', createYoutubeProvider({ ...client, ...youtubeBasesOn(youtube) })],
    ['googleMB', createGoogleBusinessProvider({ ...client, ...googleBusinessBasesOn(business) })],
  ]);
  ({ server, owner, worker } = await startEngineWorld(providers, 'Google'));
}, 60_000);
afterAll(async () => {
  await worker.stop();
  await server.close();
  await Promise.all([youtube.close(), business.close(), host.close()]);
});

const connect = (socialMedia: string, choose: (externalIds: string[]) => string[]) =>
  connectThroughApi(server, owner, socialMedia, choose);

async function createPost(body: Record<string, unknown>): Promise<string> {
  const reply = await server.api('POST', '/api/posts', {
    token: owner.token,
    body: { calendarId: owner.calendarId, timing: { mode: 'now' }, ...body },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body._id;
}

/** Three days ahead on a 15-minute slot, as the composer schedules. */
function inThreeDays() {
  const slot = 15 * 60_000;
  const at = new Date(Math.floor((Date.now() + 3 * 24 * 3600_000) / slot) * slot);
  return { mode: 'schedule', date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
}

/** The schedule reaches its time: the targets fall due now and their jobs are queued. */
async function dueNow(postId: string) {
  const dueAt = new Date();
  const rows = await server.database.db
    .update(publishTargets)
    .set({ dueAt })
    .where(eq(publishTargets.postId, postId))
    .returning();
  await enqueueTargets(
    server.queue,
    null,
    rows.map((row) => ({ ...row, dueAt })),
  );
}

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

async function accountRow(accountId: string) {
  const [row] = await server.database.db.select().from(accounts).where(eq(accounts.id, accountId));
  return row!;
}

/** The access token's expiry passes: the engine must refresh before sending. */
async function expireAccessToken(accountId: string) {
  await server.database.db
    .update(accounts)
    .set({ tokenExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(accounts.id, accountId));
}

const youtubeVideo = () => ({
  ...media(host, '/d.mp4'),
  thumbnail: media(host, '/b.jpg').url,
  duration: 30,
  videoWidth: 1080,
  videoHeight: 1920,
  postingVideoShort: true,
  postingVideoForKids: false,
  typeOfPostYoutube: 'public',
});

describe('the engine publishes to YouTube and Google Business Profile through their fakes', () => {
  it('YouTube: the channel connects; a scheduled short with its thumbnail is uploaded once at its time', async () => {
    const {
      offered,
      accounts: [channel],
    } = await connect('youtube', (ids) => ids);
    expect(offered).toEqual([fakeYoutubeChannel.id]);
    expect(channel).toMatchObject({ name: 'Kairos Studio', type: 'channel' });
    const postId = await createPost({
      message: 'Behind the counter',
      postTitle: 'Morning rush',
      accountIds: [channel!._id],
      video: youtubeVideo(),
      timing: inThreeDays(),
    });
    const waiting = await server.api('GET', `/api/posts/${postId}`, { token: owner.token });
    expect(waiting.body.targets.map((target: { state: string }) => target.state)).toEqual(['scheduled']);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(youtube.videos).toEqual([]);
    await dueNow(postId);
    expect(await settled(postId)).toEqual(['published']);
    expect(youtube.videos).toEqual([
      expect.objectContaining({
        title: 'Morning rush #Shorts',
        description: 'Behind the counter',
        privacyStatus: 'public',
        madeForKids: false,
        size: 10_000,
        thumbnail: { mimeType: 'image/jpeg', size: 2000 },
      }),
    ]);
    const view = await server.api('GET', `/api/posts/${postId}`, { token: owner.token });
    expect(view.body.postedInfo[0].id).toBe(youtube.videos[0]!.id);
  });

  it('Google Business: locations connect with their address; an offer with a photo arrives once', async () => {
    const {
      offered,
      accounts: [location],
    } = await connect('googleMB', (ids) => ids.slice(0, 1));
    expect(offered).toEqual([
      'locations/11100000000000000001',
      'locations/11100000000000000002',
      'locations/22200000000000000001',
    ]);
    expect((await accountRow(location!._id)).address).toEqual({
      addressLines: ['500 Market St', 'Suite 2'],
      locality: 'San Francisco',
      administrativeArea: 'CA',
      postalCode: '94105',
    });
    const { url, mimeType } = media(host, '/b.jpg');
    const postId = await createPost({
      message: 'All lattes, two for one',
      postTitle: 'Latte week',
      accountIds: [location!._id],
      images: [{ url, mimeType, width: 800, height: 800 }],
      callToAction: {
        actionType: 'OFFER',
        url: '',
        offer: {
          unit: 'days',
          duration: 7,
          couponCode: 'LATTE2',
          redeemOnlineUrl: '',
          termsConditions: 'In store',
        },
      },
    });
    expect(await settled(postId)).toEqual(['published']);
    const sent = business.posts.filter((item) => item.summary === 'All lattes, two for one');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      topicType: 'OFFER',
      event: { title: 'Latte week' },
      offer: { couponCode: 'LATTE2', termsConditions: 'In store' },
      media: [{ mediaFormat: 'PHOTO', sourceUrl: url }],
    });
  });

  it('Google Business: an access token past its expiry is refreshed first, then the post goes out', async () => {
    const {
      accounts: [location],
    } = await connect('googleMB', (ids) => ids.slice(0, 1));
    await expireAccessToken(location!._id);
    const postId = await createPost({
      message: 'Open late tonight',
      accountIds: [location!._id],
      callToAction: { actionType: 'CALL', url: '', offer: null },
      confirmed: ['noMedia'],
    });
    expect(await settled(postId)).toEqual(['published']);
    expect(business.posts.filter((item) => item.summary === 'Open late tonight')).toHaveLength(1);
    expect((await accountRow(location!._id)).tokenExpiresAt!.getTime()).toBeGreaterThan(
      Date.now() + 3000_000,
    );
  });

  it('YouTube: a refresh Google refuses (invalid_grant) marks the account tokenExpired and the target needs_reconnect', async () => {
    const {
      accounts: [channel],
    } = await connect('youtube', (ids) => ids);
    await expireAccessToken(channel!._id);
    youtube.oauth.revokeAll();
    const before = youtube.videos.length;
    const postId = await createPost({
      message: 'Never uploaded',
      postTitle: 'Never',
      accountIds: [channel!._id],
      video: { ...youtubeVideo(), thumbnail: null, postingVideoShort: false },
    });
    expect(await settled(postId)).toEqual(['needs_reconnect']);
    expect(youtube.videos).toHaveLength(before);
    expect((await accountRow(channel!._id)).tokenExpired).toBe(true);
  });

  it('Google Business: access revoked (401) marks the account tokenExpired and the target needs_reconnect', async () => {
    const {
      accounts: [location],
    } = await connect('googleMB', (ids) => ids.slice(1, 2));
    business.oauth.revokeAll();
    const postId = await createPost({
      message: 'Not on Google',
      accountIds: [location!._id],
      confirmed: ['noMedia'],
    });
    expect(await settled(postId)).toEqual(['needs_reconnect']);
    expect(business.posts.some((item) => item.summary === 'Not on Google')).toBe(false);
    expect((await accountRow(location!._id)).tokenExpired).toBe(true);
  });
});
