import { messages } from '@kairos/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../fakes/openai/fake-openai';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { fixture, mediaEnv, upload } from '../media/media-helpers';
import { setPlan } from './assistant-helpers';
import { newsArticle, productAnnouncement, shortTweet } from './texts';

/** The model engine against a fake OpenAI-compatible server (issue 19): answers, failures, fallbacks. */
let fake: FakeOpenAi;
let server: TestServer;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let counter = 0;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({
    env: {
      ...mediaEnv(),
      AI_BASE_URL: `${fake.url}/v1`,
      AI_MODEL: 'test-model',
      AI_API_KEY: 'sk-test',
      AI_TIMEOUT_MS: '800',
      AI_VISION: 'true',
    },
  });
  owner = await registerOwner(server, 'Modeller');
  await setPlan(server, owner.user._id, 'advancednew');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** A caption request no other test sent (the answers are cached by their input). */
const captionBody = (text = `${shortTweet} (${(counter += 1)})`) => ({
  calendarId: owner.calendarId,
  platform: 'facebook',
  tone: 'funny',
  wordCount: 25,
  text,
  variant: 2,
});
const captions = (body = captionBody()) =>
  server.api('POST', '/api/assistant/captions', { token: owner.token, body });

describe('the model engine', () => {
  it('sends captions, titles and summaries to the model and counts its answers', async () => {
    fake.mode = 'answer';
    const reply = await captions();
    expect(reply.body).toEqual({
      engine: 'model',
      items: [
        { message: { content: 'Model caption 1 ✨ #model' } },
        { message: { content: 'Model caption 2 ✨ #model' } },
      ],
    });
    expect(fake.prompts.at(-1)).toContain('funny tone');
    const title = await server.api('POST', '/api/assistant/title', {
      token: owner.token,
      body: { calendarId: owner.calendarId, text: productAnnouncement },
    });
    expect(title.body).toEqual({ engine: 'model', title: 'Model Title For The Post' });
    const summary = await server.api('POST', '/api/assistant/summary', {
      token: owner.token,
      body: { calendarId: owner.calendarId, text: newsArticle },
    });
    expect(summary.body).toEqual({ engine: 'model', summary: 'Model summary of the text.' });
    const status = await server.api('GET', '/api/assistant/status', { token: owner.token });
    expect(status.body).toMatchObject({
      engine: 'model',
      model: 'test-model',
      usage: { requests: 3, modelRequests: 3 },
    });
  });

  it('answers the same input again from the cache, without asking the model', async () => {
    const body = captionBody();
    await captions(body);
    const asked = fake.prompts.length;
    const again = await captions(body);
    expect(again.body.engine).toBe('model');
    expect(fake.prompts.length).toBe(asked);
  });

  it.each([
    ['a 500', 'broken', messages.assistant.model.unavailable],
    ['an answer that is not the JSON asked for', 'garbage', messages.assistant.model.unreadable],
    ['an empty answer', 'empty', messages.assistant.model.unreadable],
  ] as const)('gives the built-in captions with a notice on %s', async (_case, mode, notice) => {
    fake.mode = mode;
    const reply = await captions();
    expect(reply.status).toBe(200);
    expect(reply.body.engine).toBe('builtin');
    expect(reply.body.notice).toBe(notice);
    expect(reply.body.items).toHaveLength(2);
    expect(reply.body.items[0].message.content).toMatch(/coffee festival/i);
  });

  it('stops waiting for a model that hangs, after AI_TIMEOUT_MS', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const reply = await captions();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(reply.body).toMatchObject({ engine: 'builtin', notice: messages.assistant.model.timeout });
  });

  it('does not keep an answer given instead of the model: the next ask tries the model again', async () => {
    fake.mode = 'broken';
    const body = captionBody();
    await captions(body);
    fake.mode = 'answer';
    expect((await captions(body)).body.engine).toBe('model');
  });

  it('leaves a busy model alone for its Retry-After, and says how long', async () => {
    fake.mode = 'busy';
    const first = await captions();
    expect(first.body).toMatchObject({ engine: 'builtin', notice: messages.assistant.model.rateLimited(42) });
    fake.mode = 'answer';
    const asked = fake.prompts.length;
    const second = await captions();
    expect(second.body.engine).toBe('builtin');
    expect(second.body.notice).toMatch(/try again in \d+ s/);
    expect(fake.prompts.length).toBe(asked);
    server.clock.advance(43_000);
    expect((await captions()).body.engine).toBe('model');
  });

  it("writes the post from a video's transcript when the endpoint has speech to text", async () => {
    fake.mode = 'answer';
    const video = await upload(server, owner.token, owner.calendarId, {
      name: 'launch.mp4',
      type: 'video/mp4',
      bytes: fixture('launch-clip.mp4'),
    });
    const reply = await server.api('POST', '/api/assistant/video-post', {
      token: owner.token,
      body: { calendarId: owner.calendarId, mediaId: video.body._id },
    });
    expect(reply.body).toEqual({
      engine: 'model',
      source: 'transcript',
      postTitle: 'Model video title',
      postCaption: 'Model video caption #launch',
    });
    expect(fake.transcriptions).toBe(1);
    expect(fake.prompts.at(-1)).toContain('the quietest espresso machine we ever built');
  }, 60_000);

  it('reads the frames instead when the endpoint has no speech to text, and stops asking for it', async () => {
    fake.mode = 'answer';
    fake.script.push('POST /v1/audio/transcriptions', {
      status: 404,
      json: { error: { message: 'no such route' } },
    });
    const post = async () => {
      // Another upload each time: answers are cached by media id.
      const video = await upload(server, owner.token, owner.calendarId, {
        name: 'launch.mp4',
        type: 'video/mp4',
        bytes: fixture('launch-clip.mp4'),
      });
      return server.api('POST', '/api/assistant/video-post', {
        token: owner.token,
        body: { calendarId: owner.calendarId, mediaId: video.body._id },
      });
    };
    const asked = fake.transcriptions;
    const first = await post();
    expect(first.body).toMatchObject({ engine: 'model', source: 'frames', postTitle: 'Model video title' });
    expect(fake.prompts.at(-1)).toMatch(/text read on screen[\s\S]*Aurora X2/);
    const second = await post();
    expect(second.body.source).toBe('frames');
    expect(fake.transcriptions).toBe(asked);
  }, 60_000);

  it("adds what the model sees in the pictures to 'Images Related Hashtags', before the OCR's", async () => {
    fake.mode = 'answer';
    const poster = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="100%" height="100%" fill="white"/><text x="40" y="160" font-size="64" font-family="sans-serif">Latte Workshop</text></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const image = await upload(server, owner.token, owner.calendarId, {
      name: 'poster.png',
      type: 'image/png',
      bytes: poster,
    });
    const reply = await server.api('POST', '/api/assistant/hashtags', {
      token: owner.token,
      body: { calendarId: owner.calendarId, text: '', mediaIds: [image.body._id] },
    });
    expect(reply.body.imageHashtags.slice(0, 2)).toEqual(['EspressoTasting', 'Coffee']);
    expect(reply.body.imageHashtags.join(' ')).toMatch(/Latte|Workshop/);
    expect(fake.images).toBe(1);
  }, 60_000);
});
