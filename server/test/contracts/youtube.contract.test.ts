import { Readable } from 'node:stream';
import { auth, youtube } from '@googleapis/youtube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createYoutubeProvider } from '../../src/providers/youtube/youtube-provider';
import type { FakeHttp } from '../fakes/fake-http';
import { fakeGoogleClient } from '../fakes/google-oauth/fake-google-oauth';
import {
  fakeYoutubeChannel,
  startFakeYoutube,
  youtubeBasesOn,
  type FakeYoutube,
} from '../fakes/youtube/fake-server';
import { media, mediaFiles, startMediaHost } from '../providers/media-host';
import { connectThroughOAuth, failure, publishRequest } from '../providers/provider-helpers';
import { checkExchanges, viewOf } from './contract-routes';
import { youtubeRoutes } from './youtube-reference';

/**
 * Our YouTube requests and the fake's answers against YouTube's reference and the official client
 * (@googleapis/youtube): the shapes in youtube-reference.ts, held to the client's types there, and
 * the client itself sending the same operations to the same fake.
 */
let fake: FakeYoutube;
let host: FakeHttp;
const account = { externalId: fakeYoutubeChannel.id, type: 'channel', metadata: {} };

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeYoutube(), startMediaHost()]);
  fake.verified = true;
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});

const provider = () =>
  createYoutubeProvider({
    clientId: fakeGoogleClient.id,
    clientSecret: fakeGoogleClient.secret,
    ...youtubeBasesOn(fake),
    timeoutMs: 2000,
    warn: () => undefined,
  });
const video = (tokens: Awaited<ReturnType<typeof connectThroughOAuth>>, thumbnail: string | null) =>
  publishRequest(
    tokens,
    {
      title: 'Spring launch',
      message: 'What is new this spring',
      video: { ...media(host, '/d.mp4'), thumbnail },
      extra: { video: { typeOfPostYoutube: 'unlisted', postingVideoForKids: false } },
    },
    account,
  );
/** The official client, pointed at the fake with our access token. */
function official(accessToken: string) {
  const client = new auth.OAuth2();
  client.setCredentials({ access_token: accessToken });
  return youtube({ version: 'v3', rootUrl: `${fake.url}/`, auth: client });
}

describe("YouTube: our requests and the fake's answers follow YouTube's reference", () => {
  it('connect, refresh, the channel, a video with its thumbnail, and a refusal', async () => {
    const exchanges = fake.script.record();
    const ours = provider();
    const tokens = await ours.refresh(await connectThroughOAuth(ours));
    await ours.listConnectable(tokens);
    const posted = await ours.publish(video(tokens, media(host, '/b.jpg').url));
    const comment = { idempotencyKey: 'c', sendAt: new Date(), account, tokens, post: posted };
    await ours.comment!({ ...comment, message: 'Chapters: 0:00 intro' });
    expect(await ours.lookupComment!({ ...comment, message: 'Chapters: 0:00 intro' })).not.toBeNull();
    await ours.readMetrics!({ account, tokens, post: posted });
    await ours.readFollowers!({ account, tokens });
    fake.quotaUnits = 0;
    expect((await failure(ours.publish(video(tokens, null)))).kind).toBe('rate_limited');
    fake.quotaUnits = 10_000;
    const used = await checkExchanges(exchanges, youtubeRoutes);
    expect([...used].sort()).toEqual(youtubeRoutes.map((route) => route.route).sort());
  });
});

describe('YouTube: the official client asks for what we ask', () => {
  it('lists the channel, inserts the video with the same resource and sets the thumbnail the same way', async () => {
    const ours = provider();
    const tokens = await connectThroughOAuth(ours);
    const exchanges = fake.script.record();
    await ours.listConnectable(tokens);
    await ours.publish(video(tokens, media(host, '/b.jpg').url));
    const mine = await Promise.all(exchanges.splice(0).map((exchange) => viewOf(exchange.request)));
    const [list] = mine;
    const start = mine.find((view) => view.method === 'POST' && view.path.endsWith('/videos'))!;
    const thumbnail = mine.at(-1)!;

    const client = official(tokens.accessToken);
    await client.channels.list({ part: ['snippet', 'status'], mine: true });
    // The upload methods take their root from the call's own options.
    const root = { rootUrl: `${fake.url}/` };
    const inserted = await client.videos.insert(
      {
        part: ['snippet', 'status'],
        requestBody: start.body as object,
        media: { mimeType: 'video/mp4', body: Readable.from(mediaFiles['/d.mp4']!.bytes) },
      },
      root,
    );
    const image = mediaFiles['/b.jpg']!;
    await client.thumbnails.set(
      { videoId: inserted.data.id!, media: { mimeType: image.type, body: Readable.from(image.bytes) } },
      root,
    );
    const [theirList, theirInsert, theirThumbnail] = exchanges;
    // The client repeats `part` where we join it with commas: Google reads both as one list.
    const parts = (query: URLSearchParams) => query.getAll('part').join(',');
    expect(parts(theirList!.request.query)).toBe(list!.query.part);
    expect({ ...(await viewOf(theirList!.request)), query: list!.query }).toEqual(list);
    // The client uploads in one multipart/related request where we open a resumable session:
    // videos.insert takes both, with the same path, part and video resource.
    expect(theirInsert!.request.path).toBe(start.path);
    expect(parts(theirInsert!.request.query)).toBe(start.query.part);
    expect(theirInsert!.request.query.get('uploadType')).toBe('multipart');
    expect(theirInsert!.answer.status).toBe(200);
    expect(fake.videos.at(-1)).toMatchObject({ title: 'Spring launch', privacyStatus: 'unlisted' });
    const theirs = await viewOf(theirThumbnail!.request);
    expect({ ...theirs, query: { ...theirs.query, videoId: '' } }).toEqual({
      ...thumbnail,
      query: { ...thumbnail.query, videoId: '' },
    });
  });

  it("reads a video's statistics and the channel's subscribers the same way", async () => {
    const ours = provider();
    const tokens = await connectThroughOAuth(ours);
    const post = await ours.publish(video(tokens, null));
    fake.statistics.set(post.externalId, { views: 310, likes: 12, comments: 3 });
    fake.subscribers = 25_678;
    const exchanges = fake.script.record();
    const reading = await ours.readMetrics!({ account, tokens, post });
    const subscribers = await ours.readFollowers!({ account, tokens });
    const [videos, channels] = await Promise.all(
      exchanges.splice(0).map((exchange) => viewOf(exchange.request)),
    );
    const client = official(tokens.accessToken);
    const theirVideos = await client.videos.list({ part: ['statistics'], id: [post.externalId] });
    const theirChannels = await client.channels.list({ part: ['statistics'], mine: true });
    const [theirVideosRequest, theirChannelsRequest] = await Promise.all(
      exchanges.map((exchange) => viewOf(exchange.request)),
    );
    expect(theirVideosRequest).toEqual(videos);
    expect(theirChannelsRequest).toEqual(channels);
    // What the client reads of the same answers is what we read.
    const statistics = theirVideos.data.items![0]!.statistics!;
    expect([statistics.likeCount, statistics.commentCount, statistics.viewCount].map(Number)).toEqual([
      reading!.likes,
      reading!.replies,
      reading!.impressions,
    ]);
    expect(Number(theirChannels.data.items![0]!.statistics!.subscriberCount)).toBe(subscribers);
    expect(subscribers).toBe(25_600);
  });

  it('inserts a first comment and lists the comments the same way', async () => {
    const ours = provider();
    const tokens = await connectThroughOAuth(ours);
    const post = await ours.publish(video(tokens, null));
    const exchanges = fake.script.record();
    const comment = {
      idempotencyKey: 'c',
      sendAt: new Date(),
      account,
      tokens,
      post,
      message: 'Links below',
    };
    await ours.comment!(comment);
    await ours.lookupComment!(comment);
    const [insert, list] = await Promise.all(exchanges.splice(0).map((exchange) => viewOf(exchange.request)));
    const client = official(tokens.accessToken);
    await client.commentThreads.insert({ part: ['snippet'], requestBody: insert!.body as object });
    await client.commentThreads.list({
      part: ['snippet'],
      videoId: post.externalId,
      order: 'time',
      maxResults: 20,
    });
    const [theirInsert, theirList] = await Promise.all(exchanges.map((exchange) => viewOf(exchange.request)));
    expect(theirInsert).toEqual(insert);
    expect(theirList).toEqual(list);
    expect(fake.comments.filter((found) => found.videoId === post.externalId)).toHaveLength(2);
  });
});
