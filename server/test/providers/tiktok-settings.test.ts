import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import type { Provider, TokenSet } from '../../src/providers/provider';
import {
  fakeTikTokClient,
  fakeTikTokUser,
  startFakeTikTok,
  type FakeTikTok,
} from '../fakes/tiktok/fake-server';
import { createTikTokProvider } from '../../src/providers/tiktok/tiktok-provider';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

// Issue #16, finding 5: TikTok's Content Sharing Guidelines leave the privacy, the interactions and
// the commercial content disclosure to the creator; the provider sends what they chose, never its own.
let fake: FakeTikTok;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
const account = {
  externalId: fakeTikTokUser.openId,
  type: 'personal',
  metadata: { username: 'kairosclips' },
};
const video = () => ({ ...media(host, '/d.mp4'), duration: 12, thumbnail: null });
const photo = () => media(host, '/b.jpg');
const settings = (overrides: Record<string, unknown> = {}) => ({
  accountId: 'tt',
  privacyLevel: 'MUTUAL_FOLLOW_FRIENDS',
  ...overrides,
});
const send = (accountSettings: Record<string, unknown> | null, media: 'video' | 'photo' = 'video') =>
  provider.publish(
    publishRequest(
      tokens,
      media === 'video' ? { video: video(), accountSettings } : { images: [photo()], accountSettings },
      account,
    ),
  );

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeTikTok(), startMediaHost()]);
  provider = createTikTokProvider({
    clientKey: fakeTikTokClient.key,
    clientSecret: fakeTikTokClient.secret,
    apiBase: fake.url,
    authBase: fake.url,
    timeoutMs: 1000,
    publishing: { chunkBytes: 4096, pollMs: 5, maxPolls: 5 },
  });
  tokens = await connectThroughOAuth(provider);
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(() => {
  Object.assign(fake, { initRemaining: 6, minChunkBytes: 4096, verifiedUrlPrefixes: [host.url] });
  Object.assign(fake.creator, {
    privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
    commentDisabled: false,
    duetDisabled: false,
    stitchDisabled: false,
  });
});

describe('TikTok: what the creator chose', () => {
  it('reads creator_info for the composer: nickname, privacy options, interactions, longest video', async () => {
    fake.creator.stitchDisabled = true;
    expect(await provider.creatorInfo!(tokens)).toEqual({
      nickname: 'Kairos Clips',
      username: 'kairosclips',
      avatarUrl: `${fake.url}/avatars/tiktok.svg`,
      privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: true,
      maxVideoPostDurationSec: 600,
    });
  });

  it('posts with the chosen privacy, every interaction off until turned on, nothing disclosed', async () => {
    await send(settings());
    expect(fake.posts.at(-1)!.postInfo).toMatchObject({
      privacy_level: 'MUTUAL_FOLLOW_FRIENDS',
      disable_comment: true,
      disable_duet: true,
      disable_stitch: true,
      brand_content_toggle: false,
      brand_organic_toggle: false,
    });
  });

  it('keeps an interaction off that the creator turned off in TikTok, whatever the post asks', async () => {
    fake.creator.commentDisabled = true;
    fake.creator.duetDisabled = true;
    await send(settings({ allowComment: true, allowDuet: true, allowStitch: true }));
    expect(fake.posts.at(-1)!.postInfo).toMatchObject({
      disable_comment: true,
      disable_duet: true,
      disable_stitch: false,
    });
  });

  it('sends a photo post Allow Comment only: Duet and Stitch are for videos', async () => {
    await send(settings({ allowComment: true, allowDuet: true }), 'photo');
    const postInfo = fake.posts.at(-1)!.postInfo;
    expect(postInfo).toMatchObject({ privacy_level: 'MUTUAL_FOLLOW_FRIENDS', disable_comment: false });
    expect(postInfo).not.toHaveProperty('disable_duet');
    expect(postInfo).not.toHaveProperty('disable_stitch');
  });

  it.each([
    ['their own brand', { yourBrand: true }, { brand_organic_toggle: true, brand_content_toggle: false }],
    [
      'branded content',
      { brandedContent: true },
      { brand_organic_toggle: false, brand_content_toggle: true },
    ],
    [
      'both',
      { yourBrand: true, brandedContent: true },
      { brand_organic_toggle: true, brand_content_toggle: true },
    ],
  ])('discloses %s', async (_name, chosen, toggles) => {
    await send(settings({ discloseContent: true, ...chosen }));
    expect(fake.posts.at(-1)!.postInfo).toMatchObject(toggles);
  });

  it('discloses nothing when the disclosure was switched off after choosing', async () => {
    await send(settings({ discloseContent: false, brandedContent: true, yourBrand: true }));
    expect(fake.posts.at(-1)!.postInfo).toMatchObject({
      brand_content_toggle: false,
      brand_organic_toggle: false,
    });
  });
});

describe('TikTok: refused before anything is posted', () => {
  it.each([
    ['no settings', null, 'privacy_level_missing'],
    ['no privacy chosen', settings({ privacyLevel: null }), 'privacy_level_missing'],
    [
      'a privacy the creator may not use now',
      settings({ privacyLevel: 'FOLLOWER_OF_CREATOR' }),
      'privacy_level_option_mismatch',
    ],
    [
      'branded content kept private',
      settings({ privacyLevel: 'SELF_ONLY', discloseContent: true, brandedContent: true }),
      'privacy_level_option_mismatch',
    ],
  ])('%s', async (_name, chosen, code) => {
    const before = fake.posts.length;
    const error = await failure(send(chosen));
    expect([error.kind, error.networkCode]).toEqual(['bad_content', code]);
    expect(fake.posts).toHaveLength(before);
  });
});

describe("TikTok's fake refuses what TikTok refuses", () => {
  const init = async (postInfo: Record<string, unknown>) => {
    const response = await fetch(`${fake.url}/v2/post/publish/video/init/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        post_info: { title: 'x', ...postInfo },
        source_info: { source: 'FILE_UPLOAD', video_size: 100, chunk_size: 100, total_chunk_count: 1 },
      }),
    });
    const body = (await response.json()) as { error: { code: string } };
    return [response.status, body.error.code];
  };

  it.each([
    ['no privacy_level', {}, [400, 'invalid_params']],
    [
      'a privacy_level not in the options',
      { privacy_level: 'FOLLOWER_OF_CREATOR' },
      [400, 'privacy_level_option_mismatch'],
    ],
    [
      'branded content kept private',
      { privacy_level: 'SELF_ONLY', brand_content_toggle: true },
      [400, 'invalid_params'],
    ],
    ['a chosen privacy', { privacy_level: 'SELF_ONLY' }, [200, 'ok']],
  ])('%s', async (_name, postInfo, answer) => {
    expect(await init(postInfo)).toEqual(answer);
  });
});
