import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTikTokProvider } from '../../src/providers/tiktok/tiktok-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { tiktokScopesOf } from '../../src/providers/tiktok/tiktok-scopes';
import {
  fakeTikTokClient,
  fakeTikTokDisplayApiScopes,
  fakeTikTokUser,
  startFakeTikTok,
  type FakeTikTok,
} from '../fakes/tiktok/fake-server';
import { media, startMediaHost } from '../providers/media-host';
import { connectThroughOAuth, failure, publishRequest } from '../providers/provider-helpers';
import { checkExchanges } from './contract-routes';
import { tiktokRoutes } from './tiktok-reference';

/**
 * Our TikTok requests and the fake's answers against TikTok's reference pages
 * (tiktok-reference.ts, each route citing its page): every exchange of a connect, a refresh, a
 * video in two chunks, its metrics, a photo post and refusals must have the shapes the pages give.
 */
let fake: FakeTikTok;
let host: FakeHttp;

beforeAll(async () => {
  // An app approved for video.list (the Display API), configured to ask it for the metrics.
  [fake, host] = await Promise.all([
    startFakeTikTok({ approvedScopes: fakeTikTokDisplayApiScopes }),
    startMediaHost(),
  ]);
  fake.verifiedUrlPrefixes = [host.url];
  fake.minChunkBytes = 4096;
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});

const provider = () =>
  createTikTokProvider({
    scopes: tiktokScopesOf('video.list'),
    clientKey: fakeTikTokClient.key,
    clientSecret: fakeTikTokClient.secret,
    apiBase: fake.url,
    authBase: fake.url,
    timeoutMs: 2000,
    publishing: { chunkBytes: 4096, pollMs: 5, maxPolls: 5 },
  });
const account = {
  externalId: fakeTikTokUser.openId,
  type: 'personal',
  metadata: { username: 'kairosclips' },
};
const chosen = { accountId: 'tt', privacyLevel: 'PUBLIC_TO_EVERYONE', allowComment: true };

describe("TikTok: our requests and the fake's answers follow TikTok's reference pages", () => {
  it('connect, refresh, creator_info, a video in chunks, a photo post and refusals', async () => {
    const exchanges = fake.script.record();
    const tiktok = provider();
    const tokens = await tiktok.refresh(await connectThroughOAuth(tiktok));
    await tiktok.listConnectable(tokens);
    await tiktok.creatorInfo!(tokens);
    const video = { ...media(host, '/d.mp4'), duration: 12, thumbnail: null };
    const posted = await tiktok.publish(
      publishRequest(tokens, { message: 'Behind the scenes', video, accountSettings: chosen }, account),
    );
    // "list<int64>": a post id past 2^53 keeps every digit.
    expect(posted.externalId).toBe(fake.published().at(-1)!.postId);
    expect(await tiktok.readMetrics!({ account, tokens, post: posted })).not.toBeNull();
    // Kairos does not ask for user.info.stats: TikTok refuses the field (scope_permission_missed).
    expect(await tiktok.readFollowers!({ account, tokens })).toBeNull();
    await tiktok.publish(
      publishRequest(
        tokens,
        { message: 'Menu', images: [media(host, '/b.jpg')], accountSettings: chosen },
        account,
      ),
    );
    fake.videoQueriesLeft = 0;
    expect((await failure(tiktok.readMetrics!({ account, tokens, post: posted }))).kind).toBe('rate_limited');
    fake.initRemaining = 0;
    expect(
      (await failure(tiktok.publish(publishRequest(tokens, { video, accountSettings: chosen }, account))))
        .kind,
    ).toBe('rate_limited');
    fake.dailyPostsLeft = 0;
    expect((await failure(tiktok.creatorInfo!(tokens))).kind).toBe('rate_limited');
    fake.oauth.expireAll();
    expect((await failure(tiktok.refresh({ ...tokens, refreshToken: 'gone' }))).kind).toBe('auth');
    const used = await checkExchanges(exchanges, tiktokRoutes);
    expect([...used].sort()).toEqual(tiktokRoutes.map((route) => route.route).sort());
  });
});
