import { jsonToLex, lexicons } from '@atproto/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBlueskyProvider } from '../../src/providers/bluesky/bluesky-provider';
import type { Provider, PublishRequest, TokenSet } from '../../src/providers/provider';
import { blobCid } from '../fakes/bluesky/fake-lexicon';
import { startFakeBluesky, type FakeBluesky } from '../fakes/bluesky/fake-server';
import type { FakeAnswer, FakeHttp } from '../fakes/fake-http';
import { media, mediaFiles, startMediaHost } from '../providers/media-host';
import { failure, publishRequest } from '../providers/provider-helpers';
import {
  atprotoIssue3026,
  atprotoIssue3097,
  atprotoKitIssue97,
  atprotoWebsiteIssue407,
} from './bluesky-video-answers';

/**
 * Bluesky video against sources we did not write: the lexicons @atproto/api ships
 * (app.bsky.video.*, com.atproto.server.getServiceAuth) and the answers video.bsky.app was seen to
 * give (bluesky-video-answers.ts: ATProtoKit #97, atproto #3026 and #3097, atproto-website #407).
 * Where the service departs from its lexicon (uploadVideo's bare job), the fake answers as the
 * service does and the provider reads both.
 */
let fake: FakeBluesky;
let host: FakeHttp;
let provider: Provider;
let tokens: TokenSet;
let account: PublishRequest['account'];

const uploadRoute = 'POST /xrpc/app.bsky.video.uploadVideo';
const statusRoute = 'GET /xrpc/app.bsky.video.getJobStatus';
const sendVideo = () =>
  provider.publish(publishRequest(tokens, { video: { ...media(host, '/d.mp4'), thumbnail: null } }, account));

/** A job the video service holds under a quoted answer's id, its blob processed from our video. */
async function holdJob(jobId: string) {
  const bytes = mediaFiles['/d.mp4']!.bytes;
  const link = await blobCid(bytes);
  fake.blobs.set(link, { mimeType: 'video/mp4', size: bytes.length, origin: 'video-service' });
  const blob = { $type: 'blob' as const, ref: { $link: link }, mimeType: 'video/mp4', size: bytes.length };
  fake.videoJobs.set(jobId, { jobId, did: fake.user.did, pendingChecks: 0, blob, fail: null });
}

beforeAll(async () => {
  [fake, host] = await Promise.all([startFakeBluesky(), startMediaHost()]);
  provider = createBlueskyProvider({
    service: fake.url,
    videoService: fake.url,
    timeoutMs: 5000,
    video: { pollMs: 5 },
  });
  const connected = await provider.connectWithCredentials!({
    identifier: fake.user.handle,
    password: fake.appPassword,
  });
  tokens = connected.tokens;
  const [first] = connected.accounts;
  account = { externalId: first!.externalId, type: 'personal', metadata: first!.metadata ?? {} };
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close()]);
});
beforeEach(() => {
  fake.script.clear();
  fake.script.exchanges = null;
});

describe('Bluesky video: the fake answers as video.bsky.app does', () => {
  it("answers uploadVideo with a bare job (not the lexicon's jobStatus), the rest as the lexicons say", async () => {
    const exchanges = fake.script.record();
    await sendVideo();
    const answerOf = (route: string) =>
      exchanges.filter((exchange) => exchange.request.route === route).map((exchange) => exchange.answer);
    const [uploaded] = answerOf(uploadRoute);
    // The keys video.bsky.app answers (atproto #3097's successful upload, ATProtoKit #97).
    expect(Object.keys(uploaded!.json as object).sort()).toEqual(
      Object.keys(atprotoIssue3097.success).sort(),
    );
    for (const bare of [uploaded!.json, atprotoKitIssue97.uploadVideo]) {
      expect(lexicons.validate('app.bsky.video.defs#jobStatus', bare).success).toBe(true);
      // atproto #3026: "The response misses `jobStatus` root object described in the lexicon."
      expect(
        () => lexicons.assertValidXrpcOutput('app.bsky.video.uploadVideo', bare),
        atprotoIssue3026,
      ).toThrow('Output must have the property "jobStatus"');
    }
    // getJobStatus follows its lexicon, in the fake and in every answer quoted from the service.
    const statuses = answerOf(statusRoute).map((answer) => answer.json);
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of [
      ...statuses,
      ...atprotoKitIssue97.getJobStatus,
      atprotoWebsiteIssue407.getJobStatus,
    ])
      expect(() =>
        lexicons.assertValidXrpcOutput('app.bsky.video.getJobStatus', jsonToLex(status)),
      ).not.toThrow();
    for (const exchange of exchanges.filter((candidate) => candidate.request.route === statusRoute))
      expect(() =>
        lexicons.assertValidXrpcParams(
          'app.bsky.video.getJobStatus',
          Object.fromEntries(exchange.request.query),
        ),
      ).not.toThrow();
    const [auth] = exchanges.filter((exchange) => exchange.request.path.endsWith('getServiceAuth'));
    const { exp, ...params } = Object.fromEntries(auth!.request.query);
    expect(() =>
      lexicons.assertValidXrpcParams('com.atproto.server.getServiceAuth', { ...params, exp: Number(exp) }),
    ).not.toThrow();
    expect(() =>
      lexicons.assertValidXrpcOutput('com.atproto.server.getServiceAuth', auth!.answer.json),
    ).not.toThrow();
  });
});

describe('Bluesky video: the provider reads every answer the service was seen to give', () => {
  const posted = async (upload: FakeAnswer, jobId: string, statuses: FakeAnswer[] = []) => {
    await holdJob(jobId);
    fake.script.push(uploadRoute, upload);
    fake.script.push(statusRoute, ...statuses);
    const records = fake.records.length;
    await sendVideo();
    expect(fake.records).toHaveLength(records + 1);
    expect(fake.records.at(-1)!.record.embed).toMatchObject({ $type: 'app.bsky.embed.video' });
  };

  it(`a bare job, then its encoding and scanning (${atprotoKitIssue97.url})`, async () => {
    const { uploadVideo, getJobStatus } = atprotoKitIssue97;
    await posted(
      { status: 200, json: uploadVideo },
      uploadVideo.jobId,
      getJobStatus.map((json) => ({ status: 200, json })),
    );
  });

  it("the lexicon's {jobStatus} (app.bsky.video.uploadVideo's output)", async () => {
    const { uploadVideo } = atprotoKitIssue97;
    await posted({ status: 200, json: { jobStatus: uploadVideo } }, uploadVideo.jobId);
  });

  it(`a video processed before: 409 already_exists with its job (${atprotoIssue3097.url})`, async () => {
    await posted({ status: 409, json: atprotoIssue3097.alreadyExists }, atprotoIssue3097.alreadyExists.jobId);
  });

  it(`a refusal with no job (unconfirmed_email, ${atprotoIssue3097.url}): refused, nothing posted`, async () => {
    const records = fake.records.length;
    fake.script.push(uploadRoute, { status: 200, json: atprotoIssue3097.unconfirmedEmail });
    const exchanges = fake.script.record();
    const error = await failure(sendVideo());
    expect([error.kind, error.networkCode]).toEqual(['bad_content', 'unconfirmed_email']);
    expect(exchanges.map((exchange) => exchange.request.route)).not.toContain(statusRoute);
    expect(fake.records).toHaveLength(records);
  });

  it(`a job that failed (${atprotoWebsiteIssue407.url}): refused with the service's message`, async () => {
    const { uploadVideo } = atprotoKitIssue97;
    const records = fake.records.length;
    fake.script.push(uploadRoute, { status: 200, json: uploadVideo });
    fake.script.push(statusRoute, { status: 200, json: atprotoWebsiteIssue407.getJobStatus });
    const error = await failure(sendVideo());
    expect([error.kind, error.networkCode, error.message]).toEqual([
      'bad_content',
      'video_processing_failed',
      'Bluesky could not process the video: Failed to process video',
    ]);
    expect(fake.records).toHaveLength(records);
  });
});
