import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { articlePage, pagesFetchOptions, setPlan, startPages } from './assistant-helpers';
import { newsArticle, productAnnouncement, shortTweet } from './texts';

/** Issue 19 through real HTTP on PGlite, with the built-in engine (no AI_* set). */
let server: TestServer;
let pages: Awaited<ReturnType<typeof startPages>>;
let owner: Awaited<ReturnType<typeof registerOwner>>;
const wordsOf = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word) && !word.startsWith('#'));

beforeAll(async () => {
  pages = await startPages({
    '/bike-lanes': articlePage(
      'Riverton approves downtown bike lane network',
      newsArticle,
      'cycling, urban planning, Riverton',
    ),
    '/home':
      '<html><head><title>Riverton Daily</title></head><body><a href="/bike-lanes">News</a></body></html>',
    '/slow': 'hang',
  });
  server = await startTestServer({ fetchOptions: pagesFetchOptions });
  owner = await registerOwner(server, 'Writer');
  await setPlan(server, owner.user._id, 'advancednew');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await pages?.close();
});

const ask = (path: string, body: object, token = owner.token) =>
  server.api('POST', path, { token, body: { calendarId: owner.calendarId, ...body } });

describe('Generate Caption', () => {
  it('writes distinct variations from the text, within the word count, shaped for Instagram', async () => {
    const reply = await ask('/api/assistant/captions', {
      platform: 'instagram',
      tone: 'happy',
      wordCount: 25,
      text: productAnnouncement,
      variant: 3,
      addMidJourneyPrompt: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.engine).toBe('builtin');
    const captions: string[] = reply.body.items.map(
      (item: { message: { content: string } }) => item.message.content,
    );
    expect(captions).toHaveLength(3);
    expect(new Set(captions).size).toBe(3);
    for (const caption of captions) {
      const [text] = caption.split('\n\nMidjourney prompt:');
      expect(wordsOf(text!).length).toBeLessThanOrEqual(25);
      expect(caption).toMatch(/Aurora X2/);
      expect(caption).toMatch(/#\w+/);
      expect(caption).toMatch(/Midjourney prompt: \/imagine prompt: .+--ar 4:5$/);
    }
  });

  it('answers a long-form platform in paragraphs of the author’s sentences', async () => {
    const reply = await ask('/api/assistant/captions', {
      platform: 'blog',
      tone: 'professional',
      wordCount: 250,
      text: newsArticle,
    });
    const caption: string = reply.body.items[0].message.content;
    expect(caption.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(wordsOf(caption).length).toBeLessThanOrEqual(250);
    expect(caption).toContain(
      'The council promised to build two new parking garages near Main Street before the lanes open.',
    );
  });

  it('refuses a word count the platform does not offer, an empty text and one over 20,000 characters', async () => {
    const base = { platform: 'facebook', tone: 'sad' };
    const wrongCount = await ask('/api/assistant/captions', { ...base, wordCount: 250, text: shortTweet });
    const empty = await ask('/api/assistant/captions', { ...base, wordCount: 10, text: '   ' });
    const long = await ask('/api/assistant/captions', { ...base, wordCount: 10, text: 'a'.repeat(20_001) });
    expect([wrongCount.status, empty.status, long.status]).toEqual([422, 422, 422]);
    expect(wrongCount.body.error.message).toBe('Choose one of the word counts offered for this platform');
    expect(empty.body.error.message).toBe(messages.assistant.textRequired);
    expect(long.body.error.message).toBe(messages.assistant.textTooLong(20_000));
  });
});

describe('AI title', () => {
  it('proposes a headline from the key sentence, in title case, at most 70 characters', async () => {
    const reply = await ask('/api/assistant/title', { text: newsArticle });
    expect(reply.body.title.length).toBeLessThanOrEqual(70);
    // The key sentence, cut at the end of a noun phrase: words of the article, in its order.
    expect(reply.body.title).toMatch(/Riverton/);
    expect(reply.body.title).toMatch(/Bike Lane Network|City Council/);
    expect(reply.body.title).not.toMatch(/[.,]$/);
  });
});

describe('Summarize Article or Paragraph', () => {
  it('summarizes a pasted article with its own sentences, much shorter than it', async () => {
    const reply = await ask('/api/assistant/summary', { text: newsArticle });
    expect(reply.status).toBe(200);
    const sentences = reply.body.summary.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    for (const sentence of sentences)
      expect(newsArticle.replace(/\n+/g, ' ')).toContain(sentence.replace(/\.$/, ''));
    expect(wordsOf(reply.body.summary).length).toBeLessThan(wordsOf(newsArticle).length / 2);
  });

  it('summarizes the article at a URL, with its title', async () => {
    const reply = await ask('/api/assistant/summary', { url: pages.url('/bike-lanes') });
    expect(reply.status).toBe(200);
    // Reader View's title: the site's name is dropped.
    expect(reply.body.title).toBe('Riverton approves downtown bike lane network');
    expect(reply.body.summary).toMatch(/bike lane network/);
  });

  it.each([
    ['fewer than 100 words', { text: shortTweet }, messages.summarizer.tooShort],
    ['a page without an article', { page: '/home' }, messages.assistant.notAnArticle],
    ['a private address', { url: 'http://intranet.example.com/report' }, messages.imagesFromUrl.urlInvalid],
    ['a page that never answers', { page: '/slow' }, messages.assistant.pageTimeout],
  ])(
    'refuses %s with a 422',
    async (_case, input: { text?: string; url?: string; page?: string }, message) => {
      const { page, ...body } = input;
      const reply = await ask('/api/assistant/summary', page ? { url: pages.url(page) } : body);
      expect(reply.status).toBe(422);
      expect(reply.body.error.message).toBe(message);
    },
  );

  it('asks a plan without advancedArticleSummarizer to upgrade', async () => {
    const basic = await registerOwner(server, 'Basic');
    const reply = await server.api('POST', '/api/assistant/summary', {
      token: basic.token,
      body: { calendarId: basic.calendarId, text: newsArticle },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toMatchObject({
      code: 'PLAN_LIMIT',
      reason: 'no_access',
      message: "you don't have access to advanced article summarizer",
    });
  });
});

describe('Quotes', () => {
  it("takes the article's quotations first, then its key sentences", async () => {
    const reply = await ask('/api/assistant/quotes', { url: pages.url('/bike-lanes') });
    expect(reply.status).toBe(200);
    expect(reply.body.quotes[0]).toBe(
      'Every family in Riverton deserves to get to school and work safely, whether they drive, walk or ride a bike',
    );
    expect(reply.body.quotes.length).toBeGreaterThanOrEqual(4);
    expect(reply.body.quotes.length).toBeLessThanOrEqual(8);
  });

  it("answers 'Upgrade your plan and get Quotes' without suggestionsFromArticleUrl", async () => {
    const free = await registerOwner(server, 'Free');
    await setPlan(server, free.user._id, null);
    const reply = await server.api('POST', '/api/assistant/quotes', {
      token: free.token,
      body: { calendarId: free.calendarId, url: pages.url('/bike-lanes') },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toMatchObject({
      code: 'PLAN_LIMIT',
      reason: 'no_access',
      message: messages.plans.quotesUpgrade,
    });
  });
});
