import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Provider, PublishResult, TokenSet } from '../../src/providers/provider';
import {
  createYoutubeProvider,
  youtubeCommentScope,
  youtubeScopes,
} from '../../src/providers/youtube/youtube-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeGoogleClient } from '../fakes/google-oauth/fake-google-oauth';
import {
  fakeYoutubeChannel,
  startFakeYoutube,
  youtubeBasesOn,
  type FakeYoutube,
} from '../fakes/youtube/fake-server';
import { media, startMediaHost } from './media-host';
import { connectThroughOAuth, failure, publishRequest } from './provider-helpers';

let fake: FakeYoutube;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
let video: PublishResult;
const account = { externalId: fakeYoutubeChannel.id, type: 'channel', metadata: {} };

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeYoutube(), startMediaHost()]);
  provider = createYoutubeProvider({
    clientId: fakeGoogleClient.id,
    clientSecret: fakeGoogleClient.secret,
    ...youtubeBasesOn(fake),
    timeoutMs: 1000,
    warn: () => undefined,
  });
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(async () => {
  fake.oauth.grantOnly = null;
  tokens = await connectThroughOAuth(provider);
  video = await provider.publish(
    publishRequest(
      tokens,
      { title: 'Launch', message: 'Hello', video: { ...media(host, '/d.mp4'), thumbnail: null } },
      account,
    ),
  );
});

const comment = (message: string, with_ = tokens) =>
  provider.comment!({
    idempotencyKey: 'c',
    sendAt: new Date(),
    account,
    tokens: with_,
    post: video,
    message,
  });

// Issue 16: "YouTube commentThreads.insert only when the connected scope allows (say so otherwise)".
describe('YouTube first comments', () => {
  it('asks for youtube.force-ssl, and says whether the consent granted it', async () => {
    expect(youtubeScopes).toContain(youtubeCommentScope);
    expect((await provider.listConnectable(tokens))[0]!.metadata).toMatchObject({ commentsAllowed: true });
    fake.oauth.grantOnly = youtubeScopes.filter((scope) => scope !== youtubeCommentScope);
    const unticked = await connectThroughOAuth(provider);
    expect(unticked.grantedScopes).not.toContain(youtubeCommentScope);
    expect((await provider.listConnectable(unticked))[0]!.metadata).toMatchObject({ commentsAllowed: false });
    // Should a post reach YouTube anyway, Google refuses the call: reconnect.
    expect((await failure(comment('Chapters', unticked))).kind).toBe('auth');
  });

  it('posts the comment as the channel under the video, with a link to it', async () => {
    const posted = await comment('Chapters: 0:00 intro');
    expect(posted.url).toBe(`https://www.youtube.com/watch?v=${video.externalId}&lc=${posted.externalId}`);
    expect(fake.comments.at(-1)).toMatchObject({
      videoId: video.externalId,
      channelId: fakeYoutubeChannel.id,
      text: 'Chapters: 0:00 intro',
    });
  });

  it("fails as bad content on a video whose comments are off, with YouTube's reason", async () => {
    fake.commentsDisabled.add(video.externalId);
    const refused = await failure(comment('Anyone?'));
    expect([refused.kind, refused.networkCode]).toEqual(['bad_content', 'commentsDisabled']);
  });

  it('loses the answer of a comment it made: unconfirmed, and the lookup finds it', async () => {
    fake.script.push('POST /youtube/v3/commentThreads', 'lost');
    expect((await failure(comment('Lost in the mail'))).kind).toBe('unconfirmed');
    const request = { idempotencyKey: 'c', sendAt: new Date(), account, tokens, post: video };
    const found = await provider.lookupComment!({ ...request, message: 'Lost in the mail' });
    expect(found?.externalId).toBe(fake.comments.at(-1)!.id);
    expect(await provider.lookupComment!({ ...request, message: 'Never sent' })).toBeNull();
  });
});
