import { designMessages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPool } from '../../src/modules/design/render-pool';
import { media } from '../../src/db/schema';
import { progressOf } from '../../src/modules/design/ffmpeg-job';
import { openStorage } from '../../src/storage/open-storage';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { fixture, mediaEnv, png, upload } from '../media/media-helpers';
import { jobWhenDone, startWorker, videoTempFolders } from './design-helpers';

let server: TestServer;
let renderer: RenderPool;
beforeAll(async () => {
  server = await startTestServer({ env: mediaEnv(), queue: true });
  renderer = await startWorker(server);
});
afterAll(async () => {
  await server.close();
  await renderer.close();
});

const send = (token: string, calendarId: string, file: { name: string; type: string; bytes: Buffer }) =>
  upload(server, token, calendarId, file).then((reply) => reply.body as { _id: string; duration: number });

describe('the video editor and the video/audio maker', () => {
  it('trims a video to start..end as a job, leaving no temporary folder', async () => {
    const owner = await registerOwner(server);
    const before = await videoTempFolders();
    const clip = await send(owner.token, owner.calendarId, {
      name: 'c.mp4',
      type: 'video/mp4',
      bytes: fixture('clip.mp4'),
    });
    const started = await server.api('POST', '/api/design/videos/trim', {
      token: owner.token,
      body: { calendarId: owner.calendarId, mediaId: clip._id, start: 0.4, end: 1.4 },
    });
    expect(started.status).toBe(202);
    const job = await jobWhenDone(server, owner.token, started.body.data.uid, 60_000);
    expect(job).toMatchObject({ status: 'ready', kind: 'trim', progress: 100 });
    expect(job.media.mimeType).toBe('video/mp4');
    // Its first frame is its thumbnail, as the composer shows an attached video.
    expect(job.media.thumbnailUrl).toMatch(/\/api\/media\/files\//);
    expect(job.media.duration).toBeGreaterThan(0.8);
    expect(job.media.duration).toBeLessThan(1.3);
    expect(await videoTempFolders()).toEqual(before);
  });

  it('makes a video of a picture for the length of a sound', async () => {
    const owner = await registerOwner(server);
    const picture = await send(owner.token, owner.calendarId, {
      name: 'p.png',
      type: 'image/png',
      bytes: await png(321, 241),
    });
    const sound = await send(owner.token, owner.calendarId, {
      name: 't.mp3',
      type: 'audio/mpeg',
      bytes: fixture('tone.mp3'),
    });
    const started = await server.api('POST', '/api/design/videos/image-audio', {
      token: owner.token,
      body: { calendarId: owner.calendarId, imageId: picture._id, audioId: sound._id },
    });
    expect(started.status).toBe(202);
    const job = await jobWhenDone(server, owner.token, started.body.data.uid, 60_000);
    expect(job.status).toBe('ready');
    expect([job.media.mimeType, job.media.width, job.media.height]).toEqual(['video/mp4', 320, 240]);
    expect(Math.abs(job.media.duration - sound.duration)).toBeLessThan(0.6);
  });

  it('fails a broken video with a clear message, no stuck job and no temporary folder', async () => {
    const owner = await registerOwner(server);
    const before = await videoTempFolders();
    const storage = openStorage(server.config, { now: () => new Date() });
    const id = crypto.randomUUID();
    const bytes = Buffer.concat([fixture('clip.mp4').subarray(0, 40), Buffer.alloc(400, 7)]);
    await storage.write(id, bytes, 'video/mp4');
    await server.database.db.insert(media).values({
      id,
      calendarId: owner.calendarId,
      kind: 'video',
      mimeType: 'video/mp4',
      size: bytes.length,
      duration: 1.6,
      storageKey: id,
      status: 'ready',
    });
    const started = await server.api('POST', '/api/design/videos/trim', {
      token: owner.token,
      body: { calendarId: owner.calendarId, mediaId: id, start: 0, end: 1 },
    });
    const job = await jobWhenDone(server, owner.token, started.body.data.uid, 60_000);
    expect(job).toMatchObject({
      status: 'failed',
      error: designMessages.videoFailed,
      media: null,
      image_url: null,
    });
    expect(await videoTempFolders()).toEqual(before);
  });

  it('refuses a trim outside the video, a picture as video and a picture as sound', async () => {
    const owner = await registerOwner(server);
    const clip = await send(owner.token, owner.calendarId, {
      name: 'c.mp4',
      type: 'video/mp4',
      bytes: fixture('clip.mp4'),
    });
    const picture = await send(owner.token, owner.calendarId, {
      name: 'p.png',
      type: 'image/png',
      bytes: await png(64, 64),
    });
    const trim = (body: object) =>
      server.api('POST', '/api/design/videos/trim', {
        token: owner.token,
        body: { calendarId: owner.calendarId, ...body },
      });
    const backwards = await trim({ mediaId: clip._id, start: 1, end: 0.5 });
    expect([backwards.status, backwards.body.error.message]).toEqual([422, designMessages.badTrim]);
    const pastEnd = await trim({ mediaId: clip._id, start: 0, end: 9 });
    expect([pastEnd.status, pastEnd.body.error.message]).toEqual([422, designMessages.badTrim]);
    const notVideo = await trim({ mediaId: picture._id, start: 0, end: 1 });
    expect([notVideo.status, notVideo.body.error.message]).toEqual([422, designMessages.notAVideo]);
    const noSound = await server.api('POST', '/api/design/videos/image-audio', {
      token: owner.token,
      body: { calendarId: owner.calendarId, imageId: picture._id, audioId: picture._id },
    });
    expect([noSound.status, noSound.body.error.message]).toEqual([422, designMessages.notAnAudio]);
  });
});

describe('progress', () => {
  it.each([
    ['out_time_us=500000', 2, 25],
    ['out_time_us=0', 2, 0],
    ['out_time_us=9000000', 2, 99],
    ['frame=12', 2, null],
    ['out_time_us=100', 0, null],
  ])('reads %s of a %i s video as %s %%', (line, duration, expected) => {
    expect(progressOf(line, duration)).toBe(expected);
  });
});
