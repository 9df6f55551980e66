import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeGoogleClient } from '../fakes/google-oauth/fake-google-oauth';
import { nextPacificMidnight } from '../../src/providers/google-oauth/google-errors';
import type { Provider, PublishContent, TokenSet } from '../../src/providers/provider';
import {
  fakeYoutubeChannel,
  startFakeYoutube,
  youtubeBasesOn,
  type FakeYoutube,
} from '../fakes/youtube/fake-server';
import { createYoutubeProvider, youtubeScopes } from '../../src/providers/youtube/youtube-provider';
import { media, startMediaHost } from './media-host';
import {
  authorizeInBrowser,
  connectThroughOAuth,
  failure,
  publishRequest,
  redirectUri,
} from './provider-helpers';

let fake: FakeYoutube;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
const warnings: string[] = [];
const account = { externalId: fakeYoutubeChannel.id, type: 'channel', metadata: {} };
const uploadPut = 'PUT /upload/youtube/v3/videos';

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeYoutube(), startMediaHost()]);
  provider = createYoutubeProvider({
    clientId: fakeGoogleClient.id,
    clientSecret: fakeGoogleClient.secret,
    ...youtubeBasesOn(fake),
    timeoutMs: 1000,
    upload: { uploadTimeoutMs: 400 },
    warn: (message) => warnings.push(message),
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.script.clear();
  fake.verified = true;
  fake.quotaUnits = 10_000;
  fake.uploadsLeft = 100;
  fake.uploads.granularity = 256 * 1024;
  fake.oauth.grantOnly = null;
  fake.videos.length = 0;
  warnings.length = 0;
  tokens = await connectThroughOAuth(provider);
});

/** A post for YouTube: its video with the composer's YouTube choices, and a title. */
function video(choices: Record<string, unknown> = {}, overrides: Partial<PublishContent> = {}) {
  const file = { ...media(host, '/d.mp4'), thumbnail: null as string | null };
  const extraVideo = {
    url: file.url,
    postingVideoShort: false,
    postingVideoForKids: false,
    typeOfPostYoutube: 'private',
    ...choices,
  };
  return publishRequest(
    tokens,
    {
      title: 'Spring launch',
      message: 'What is new this spring',
      video: file,
      extra: { video: extraVideo },
      ...overrides,
    },
    account,
  );
}

describe('YouTube: connect and refresh', () => {
  it('asks Google for offline access with consent, the YouTube scopes, the state and PKCE', async () => {
    const url = new URL(await provider.authorizeUrl({ state: 's-1', codeChallenge: 'c', redirectUri }));
    expect(url.pathname).toBe('/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fakeGoogleClient.id,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      state: 's-1',
      code_challenge: 'c',
      code_challenge_method: 'S256',
      scope: youtubeScopes.join(' '),
    });
  });

  it('exchanges the code and offers the channel, verified or not', async () => {
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeGreaterThan(3500_000);
    expect(await provider.listConnectable(tokens)).toEqual([
      {
        externalId: fakeYoutubeChannel.id,
        name: 'Kairos Studio',
        type: 'channel',
        avatar: `${fake.url}/avatars/${fakeYoutubeChannel.id}.svg`,
        url: 'https://www.youtube.com/@kairosstudio',
        metadata: {
          channelId: fakeYoutubeChannel.id,
          handle: '@kairosstudio',
          verified: true,
          commentsAllowed: true,
        },
      },
    ]);
    fake.verified = false;
    expect((await provider.listConnectable(tokens))[0]!.metadata).toMatchObject({ verified: false });
  });

  it('refreshes with the same refresh token as often as needed (Google does not rotate it)', async () => {
    const first = await provider.refresh(tokens);
    const second = await provider.refresh(tokens);
    expect(first.accessToken).not.toBe(tokens.accessToken);
    expect([first.refreshToken, second.refreshToken]).toEqual([tokens.refreshToken, tokens.refreshToken]);
    expect(await provider.listConnectable(second)).toHaveLength(1);
  });

  it('asks to reconnect when Google answers invalid_grant (access revoked)', async () => {
    fake.oauth.revokeAll();
    const error = await failure(provider.refresh(tokens));
    expect([error.kind, error.networkCode, error.message]).toEqual([
      'auth',
      'invalid_grant',
      'Token has been expired or revoked.',
    ]);
  });

  it('refuses a code used twice', async () => {
    const { code, verifier } = await authorizeInBrowser(provider);
    await provider.exchangeCode({ code, codeVerifier: verifier, redirectUri });
    const error = await failure(provider.exchangeCode({ code, codeVerifier: verifier, redirectUri }));
    expect(error.networkCode).toBe('invalid_grant');
  });

  it('is not configured without a client id and secret', () => {
    const bare = createYoutubeProvider({ clientId: undefined, clientSecret: 'x', ...youtubeBasesOn(fake) });
    expect(bare.isConfigured()).toBe(false);
    expect(provider.isConfigured()).toBe(true);
  });
});

describe('YouTube: publish', () => {
  it('uploads the video with its title, description, visibility and audience', async () => {
    const result = await provider.publish(
      video({ typeOfPostYoutube: 'unlisted', postingVideoForKids: true }),
    );
    expect(fake.videos).toEqual([
      expect.objectContaining({
        id: result.externalId,
        channelId: fakeYoutubeChannel.id,
        title: 'Spring launch',
        description: 'What is new this spring',
        privacyStatus: 'unlisted',
        madeForKids: true,
        mimeType: 'video/mp4',
        size: 10_000,
        thumbnail: null,
      }),
    ]);
    expect(result.url).toBe(`https://www.youtube.com/watch?v=${result.externalId}`);
  });

  it('is private and not made for kids unless chosen ("Default YouTube visibility private")', async () => {
    await provider.publish(video({ typeOfPostYoutube: undefined, postingVideoForKids: undefined }));
    expect(fake.videos[0]).toMatchObject({ privacyStatus: 'private', madeForKids: false });
  });

  it('marks a short with #Shorts and links it as a short', async () => {
    const result = await provider.publish(video({ postingVideoShort: true, typeOfPostYoutube: 'public' }));
    expect(fake.videos[0]).toMatchObject({ title: 'Spring launch #Shorts', privacyStatus: 'public' });
    expect(result.url).toBe(`https://www.youtube.com/shorts/${result.externalId}`);
  });

  it('sends the video in parts when told to, each answered 308 until the last', async () => {
    fake.uploads.granularity = 4096;
    const chunked = createYoutubeProvider({
      clientId: fakeGoogleClient.id,
      clientSecret: fakeGoogleClient.secret,
      ...youtubeBasesOn(fake),
      upload: { chunkBytes: 4096 },
    });
    await chunked.publish(video());
    const [session] = [...fake.uploads.sessions.values()].slice(-1);
    expect(session!.chunks.map((chunk) => chunk.length)).toEqual([4096, 4096, 1808]);
    expect(fake.videos).toHaveLength(1);
  });

  it('sets the custom thumbnail on a verified channel', async () => {
    const request = video();
    request.content.video!.thumbnail = media(host, '/b.jpg').url;
    await provider.publish(request);
    expect(fake.videos[0]!.thumbnail).toEqual({ mimeType: 'image/jpeg', size: 2000 });
  });

  it('leaves the thumbnail out for a channel that is not verified, and still publishes', async () => {
    fake.verified = false;
    const request = video();
    request.content.video!.thumbnail = media(host, '/b.jpg').url;
    await provider.publish(request);
    expect(fake.videos[0]!.thumbnail).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('keeps a published video published when only its thumbnail is refused', async () => {
    const request = video();
    request.content.video!.thumbnail = media(host, '/a.png').url;
    fake.script.push('POST /upload/youtube/v3/thumbnails/set', { status: 500, text: 'oops' });
    const result = await provider.publish(request);
    expect(fake.videos.map((item) => item.id)).toEqual([result.externalId]);
    expect(warnings).toHaveLength(1);
  });

  it('reads the thumbnail first: one our storage no longer has fails the post before any video is up', async () => {
    const request = video();
    request.content.video!.thumbnail = `${host.url}/missing.jpg`;
    const error = await failure(provider.publish(request));
    expect(error.kind).toBe('bad_content');
    expect(fake.videos).toEqual([]);
  });

  it('refuses a post without a video or a title', async () => {
    const noVideo = await failure(provider.publish(publishRequest(tokens, { title: 'T' }, account)));
    expect([noVideo.kind, noVideo.message]).toEqual(['bad_content', 'YouTube needs a video']);
    const noTitle = await failure(provider.publish(video({}, { title: ' ' })));
    expect([noTitle.kind, noTitle.message]).toEqual(['bad_content', 'YouTube needs a title for the video']);
    expect(fake.videos).toEqual([]);
  });
});

describe('YouTube: errors', () => {
  it("fails a title YouTube refuses with YouTube's reason (400 invalidTitle)", async () => {
    const error = await failure(provider.publish(video({}, { title: 'Launch <b>now</b>' })));
    expect([error.kind, error.networkCode, error.message]).toEqual([
      'bad_content',
      'invalidTitle',
      'The request metadata specifies an invalid or empty video title.',
    ]);
  });

  it('waits for Pacific midnight when the daily quota is spent (403 quotaExceeded)', async () => {
    fake.quotaUnits = 100;
    const error = await failure(provider.publish(video()));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', 'quotaExceeded']);
    expect(error.retryAt).toEqual(nextPacificMidnight(new Date()));
  });

  it("waits a day when the channel's upload limit is reached (400 uploadLimitExceeded)", async () => {
    fake.uploadsLeft = 0;
    const error = await failure(provider.publish(video()));
    expect([error.kind, error.networkCode]).toEqual(['rate_limited', 'uploadLimitExceeded']);
    expect(error.retryAt!.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it('asks to reconnect on 401 authError and on a missing scope (403 insufficientPermissions)', async () => {
    fake.oauth.expireAll();
    const expired = await failure(provider.publish(video()));
    expect([expired.kind, expired.networkCode]).toEqual(['auth', 'authError']);
    fake.oauth.grantOnly = [youtubeScopes[1]];
    tokens = await connectThroughOAuth(provider);
    const scope = await failure(provider.publish(video()));
    expect([scope.kind, scope.networkCode]).toEqual(['auth', 'insufficientPermissions']);
  });

  it('retries a 503 when opening the upload session (nothing was made)', async () => {
    fake.script.push('POST /upload/youtube/v3/videos', {
      status: 503,
      json: {
        error: {
          code: 503,
          message: 'Backend Error',
          errors: [{ reason: 'backendError', domain: 'global' }],
        },
      },
    });
    const error = await failure(provider.publish(video()));
    expect([error.kind, error.networkCode]).toEqual(['transient', 'backendError']);
  });

  it('resumes an upload whose bytes were cut off, from what YouTube says it has', async () => {
    fake.script.push(uploadPut, 'drop');
    await provider.publish(video());
    expect(fake.videos).toHaveLength(1);
  });

  it('resumes after a 503 on the bytes', async () => {
    fake.script.push(uploadPut, { status: 503, text: 'Service Unavailable' });
    await provider.publish(video());
    expect(fake.videos).toHaveLength(1);
  });

  it("takes the video from the session's status when the answer to its last byte was lost", async () => {
    fake.uploads.loseNextFinalAnswer = true;
    const result = await provider.publish(video());
    expect(fake.videos.map((item) => item.id)).toEqual([result.externalId]);
  });

  it('is unconfirmed when the last answer and the status query are both lost', async () => {
    fake.script.push(uploadPut, 'drop', 'drop');
    const error = await failure(provider.publish(video()));
    expect(error.kind).toBe('unconfirmed');
  });

  it('retries when the upload session expired mid-upload (404 on the bytes)', async () => {
    fake.script.push(uploadPut, { status: 404, text: 'Not Found' });
    const error = await failure(provider.publish(video()));
    expect([error.kind, error.networkCode]).toEqual(['transient', 'upload_session_expired']);
  });

  it('gives up on an upload that keeps breaking off as a plain retry (YouTube says it is incomplete)', async () => {
    const incomplete = { status: 308, text: '' };
    for (let time = 0; time < 6; time += 1)
      fake.script.push(uploadPut, { status: 503, text: 'Service Unavailable' }, incomplete);
    const error = await failure(provider.publish(video()));
    expect([error.kind, error.networkCode]).toEqual(['transient', 'upload_interrupted']);
    expect(fake.videos).toEqual([]);
  });

  it('retries when the upload session expired (404 on the status query: no video was made)', async () => {
    fake.script.push(uploadPut, 'drop', { status: 404, text: 'Not Found' });
    const error = await failure(provider.publish(video()));
    expect([error.kind, error.networkCode]).toEqual(['transient', 'upload_session_expired']);
  });
});
