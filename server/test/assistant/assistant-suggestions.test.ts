import { messages } from '@kairos/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { fixture, mediaEnv, png, upload } from '../media/media-helpers';
import { articlePage, pagesFetchOptions, setPlan, startPages } from './assistant-helpers';
import { frenchText, newsArticle, shortTweet } from './texts';

/** Hashtags, emoji, completion, the text check, images and video, and the monthly count (issue 19). */
let server: TestServer;
let pages: Awaited<ReturnType<typeof startPages>>;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  pages = await startPages({
    '/bike-lanes': articlePage(
      'Riverton approves bike lanes',
      newsArticle,
      'cycling, urban planning, road safety',
    ),
  });
  server = await startTestServer({ fetchOptions: pagesFetchOptions, env: mediaEnv() });
  owner = await registerOwner(server, 'Roaster');
  await setPlan(server, owner.user._id, 'advancednew');
  const category = await server.api('POST', '/api/categories', {
    token: owner.token,
    body: { calendarId: owner.calendarId, title: 'Coffee' },
  });
  for (const message of [
    'Fresh roasted beans every morning at Kairos Coffee #KairosCoffee #FreshRoast',
    'Fresh roasted beans are back in stock #KairosCoffee',
    'Our summer festival playlist is ready #SummerFestival',
  ]) {
    const saved = await server.api('POST', '/api/library-posts', {
      token: owner.token,
      body: { calendarId: owner.calendarId, message, categories: [category.body._id] },
    });
    expect(saved.status).toBe(201);
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
  await pages?.close();
});

const ask = (path: string, body: object) =>
  server.api('POST', path, { token: owner.token, body: { calendarId: owner.calendarId, ...body } });

describe('hashtags', () => {
  it("puts the calendar's own hashtags first, then the text's keyphrases, at most 8", async () => {
    const reply = await ask('/api/assistant/hashtags', {
      text: `${shortTweet} Kairos Coffee will be there.`,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.hashtags[0]).toBe('KairosCoffee');
    expect(reply.body.hashtags).toContain('SummerCoffeeFestival');
    expect(reply.body.hashtags.length).toBeLessThanOrEqual(8);
    expect(reply.body.hashtags.every((tag: string) => !tag.startsWith('#') && !/\s/.test(tag))).toBe(true);
  });

  it("offers 'URL Related' hashtags from the linked page's keywords and title", async () => {
    const reply = await ask('/api/assistant/hashtags', {
      text: `Big news for cyclists ${pages.url('/bike-lanes')}`,
    });
    expect(reply.body.urlHashtags.slice(0, 3)).toEqual(['cycling', 'UrbanPlanning', 'RoadSafety']);
    expect(reply.body.urlHashtags.length).toBeLessThanOrEqual(12);
  });

  it("reads the text in an attached image for 'Images Related Hashtags'", async () => {
    const poster = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="100%" height="100%" fill="white"/><text x="40" y="140" font-size="60" font-family="sans-serif">Espresso Tasting</text><text x="40" y="230" font-size="44" font-family="sans-serif">Saturday Market</text></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const image = await upload(server, owner.token, owner.calendarId, {
      name: 'poster.png',
      type: 'image/png',
      bytes: poster,
    });
    const reply = await ask('/api/assistant/hashtags', { text: '', mediaIds: [image.body._id] });
    expect(reply.status).toBe(200);
    expect(reply.body.hashtags).toEqual([]);
    expect(reply.body.imageHashtags.join(' ')).toMatch(/Espresso|Tasting/);
  }, 60_000);

  it("refuses another calendar's image", async () => {
    const other = await registerOwner(server, 'Other');
    const theirs = await upload(server, other.token, other.calendarId, {
      name: 'a.png',
      type: 'image/png',
      bytes: await png(),
    });
    const reply = await ask('/api/assistant/hashtags', { text: 'hello', mediaIds: [theirs.body._id] });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.media.notInCalendar);
  });
});

describe('emoji', () => {
  it('finds emoji for the word being typed, 15 by default', async () => {
    const coffee = await server.api('GET', '/api/assistant/emoji?q=coffee', { token: owner.token });
    expect(coffee.body.emoji.map((entry: { char: string }) => entry.char)).toContain('☕');
    const begun = await server.api('GET', '/api/assistant/emoji?q=hea', { token: owner.token });
    expect(begun.body.emoji).toHaveLength(15);
    const three = await server.api('GET', '/api/assistant/emoji?q=bike&count=3', { token: owner.token });
    expect(three.body.emoji[0]).toEqual({ char: '🚲', name: 'bicycle' });
    expect(three.body.emoji).toHaveLength(3);
  });
});

describe('autocomplete', () => {
  it("completes from the calendar's own phrases first", async () => {
    expect((await ask('/api/assistant/complete', { text: 'Fresh ro' })).body.completion).toBe('asted beans');
    expect(
      (await ask('/api/assistant/complete', { text: 'Come taste our fresh roasted ' })).body.completion,
    ).toMatch(/^beans/);
  });

  it('completes a word begun from the English word list, and offers nothing on a guess', async () => {
    // SUBTLEX ranks "announcement" above "announce".
    expect((await ask('/api/assistant/complete', { text: 'We are happy to announ' })).body.completion).toBe(
      'cement',
    );
    expect((await ask('/api/assistant/complete', { text: 'See you at the ' })).body.completion).toBe('');
    expect((await ask('/api/assistant/complete', { text: '' })).body.completion).toBe('');
  });

  it("needs the plan's autocompleteAPI", async () => {
    const free = await registerOwner(server, 'No plan');
    await setPlan(server, free.user._id, null);
    const reply = await server.api('POST', '/api/assistant/complete', {
      token: free.token,
      body: { calendarId: free.calendarId, text: 'Fresh ro' },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toMatchObject({
      reason: 'no_access',
      message: "you don't have access to autocomplete",
    });
  });
});

describe('text check', () => {
  it('finds misspellings with UTF-16 offsets and fixes, skipping links, mentions, hashtags and numbers', async () => {
    const text =
      '☕ Teh new espreso is here! Ask @baristabob, see https://kairos.example/menuu #newbrewz 3x faster.';
    const reply = await server.api('POST', '/api/text-check', { token: owner.token, body: { text } });
    expect(reply.body.problems.map((problem: { word: string }) => problem.word)).toEqual(['Teh', 'espreso']);
    for (const problem of reply.body.problems)
      expect(text.slice(problem.offset, problem.offset + problem.length)).toBe(problem.word);
    expect(reply.body.problems[0].suggestions[0]).toBe('The');
    expect(reply.body.problems[1].suggestions).toContain('espresso');
  });

  it("knows the calendar's own words, and leaves a text in another language alone", async () => {
    const own = await ask('/api/text-check', { text: 'Kairos roasted beans' });
    expect(own.body.problems).toEqual([]);
    const french = await ask('/api/text-check', { text: frenchText });
    expect(french.body.problems).toEqual([]);
  });
});

describe('post from video', () => {
  it('writes a title and caption from the text read in its frames, and says so', async () => {
    const video = await upload(server, owner.token, owner.calendarId, {
      name: 'launch.mp4',
      type: 'video/mp4',
      bytes: fixture('launch-clip.mp4'),
    });
    expect(video.status).toBe(200);
    const reply = await ask('/api/assistant/video-post', { mediaId: video.body._id });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ engine: 'builtin', source: 'frames' });
    expect(`${reply.body.postTitle} ${reply.body.postCaption}`).toMatch(/Aurora X2|Espresso/i);
  }, 120_000);

  it("falls back on the file's details when the video shows no text", async () => {
    const video = await upload(server, owner.token, owner.calendarId, {
      name: 'clip.mp4',
      type: 'video/mp4',
      bytes: fixture('clip.mp4'),
    });
    const reply = await ask('/api/assistant/video-post', { mediaId: video.body._id });
    expect(reply.body).toEqual({
      engine: 'builtin',
      source: 'metadata',
      postTitle: 'Video (0:02)',
      postCaption: 'Video (0:02)',
    });
  }, 60_000);

  it('refuses a picture, and a video of another calendar as not found', async () => {
    const image = await upload(server, owner.token, owner.calendarId, {
      name: 'b.png',
      type: 'image/png',
      bytes: await png(),
    });
    const picture = await ask('/api/assistant/video-post', { mediaId: image.body._id });
    expect(picture.status).toBe(422);
    expect(picture.body.error.message).toBe(messages.assistant.notAVideo);
    const other = await registerOwner(server, 'Video owner');
    const theirs = await upload(server, other.token, other.calendarId, {
      name: 'c.mp4',
      type: 'video/mp4',
      bytes: fixture('clip.mp4'),
    });
    expect((await ask('/api/assistant/video-post', { mediaId: theirs.body._id })).status).toBe(404);
  });
});

describe('status and the monthly count', () => {
  it("counts each of the team's requests this month, cached answers too", async () => {
    const fresh = await registerOwner(server, 'Counter');
    const before = await server.api('GET', '/api/assistant/status', { token: fresh.token });
    expect(before.body).toEqual({
      engine: 'builtin',
      usage: { month: server.clock.now().toISOString().slice(0, 7), requests: 0, modelRequests: 0 },
    });
    const body = { calendarId: fresh.calendarId, text: shortTweet };
    await server.api('POST', '/api/assistant/title', { token: fresh.token, body });
    await server.api('POST', '/api/assistant/title', { token: fresh.token, body });
    await server.api('GET', '/api/assistant/emoji?q=sun', { token: fresh.token });
    await server.api('POST', '/api/assistant/title', {
      token: fresh.token,
      body: { ...body, calendarId: owner.calendarId },
    });
    const after = await server.api('GET', '/api/assistant/status', { token: fresh.token });
    expect(after.body.usage.requests).toBe(3);
    const now = server.clock.now();
    server.clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 1) - now.getTime());
    const nextMonth = await server.api('GET', '/api/assistant/status', { token: fresh.token });
    expect(nextMonth.body.usage.requests).toBe(0);
  });
});
