import { describe, expect, it } from 'vitest';
import { readPage } from '../../src/modules/assistant/builtin/article';
import { captionsOf, wordsIn } from '../../src/modules/assistant/builtin/captions';
import { buildCompletionIndex, complete } from '../../src/modules/assistant/builtin/completion';
import { emojiFor } from '../../src/modules/assistant/builtin/emoji-index';
import { hashtagsOfPage, suggestHashtags } from '../../src/modules/assistant/builtin/hashtags';
import { quotesOf } from '../../src/modules/assistant/builtin/quotes';
import { checkSpelling } from '../../src/modules/assistant/builtin/spelling';
import { summarize } from '../../src/modules/assistant/builtin/summary';
import { titleOf } from '../../src/modules/assistant/builtin/title';
import { toneWords } from '../../src/modules/assistant/builtin/tone-words';
import { articlePage } from './assistant-helpers';
import { frenchText, newsArticle, productAnnouncement, shortTweet } from './texts';

/** Each built-in function on real texts: properties a reader would check, never a snapshot. */
const texts = { newsArticle, productAnnouncement, shortTweet, frenchText };
const flat = (text: string) => text.replace(/\s+/g, ' ');
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

describe.each(Object.entries(texts))('the built-in engine on %s', (_name, text) => {
  it('summarizes with the author’s own sentences, never longer than the text', () => {
    const summary = summarize(text);
    expect(summary.length).toBeGreaterThan(0);
    expect(wordsIn(summary)).toBeLessThanOrEqual(wordsIn(text));
    for (const sentence of sentencesOf(summary)) expect(flat(text)).toContain(sentence.replace(/\.$/, ''));
  });

  it('proposes a title of at most 70 characters made of the text’s words', () => {
    const title = titleOf(text);
    expect(title.length).toBeGreaterThan(3);
    expect(title.length).toBeLessThanOrEqual(70);
    const words = new Set(text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu));
    for (const word of title
      .toLowerCase()
      .split(/[\s:]+/)
      .filter(Boolean))
      expect(words).toContain(word);
  });

  it('writes one caption per variation, all different, within the word count', () => {
    for (const [platform, wordCount] of [
      ['facebook', 10],
      ['instagram', 50],
      ['wordpress', 100],
    ] as const) {
      const captions = captionsOf({
        platform,
        tone: 'professional',
        wordCount,
        text,
        variant: 4,
        addMidJourneyPrompt: false,
      });
      expect(captions).toHaveLength(4);
      expect(new Set(captions).size).toBe(4);
      for (const caption of captions) expect(wordsIn(caption)).toBeLessThanOrEqual(wordCount);
    }
  });

  it('takes quotes from the text, each standing on its own', () => {
    const quotes = quotesOf(text);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      expect(flat(text)).toContain(quote.replace(/\.$/, ''));
      expect(quote).not.toMatch(/^(This|It|But|And|They|He|She)\b/);
    }
  });
});

describe('hostile texts', () => {
  it.each([
    ['a 20,000-character run without spaces', 'http://'.repeat(2_857)],
    ['20,000 letters', 'a'.repeat(20_000)],
    ['10,000 lines', 'a\n'.repeat(10_000)],
  ])('reads %s without holding the engine thread for long', (_case, text) => {
    const started = performance.now();
    summarize(text);
    suggestHashtags(text, [], 8);
    checkSpelling(text);
    // Each took from seconds to minutes of the engine's thread before (a tokenizer's and a
    // pattern's backtracking); now a few milliseconds. The bound leaves room for a busy machine.
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});

describe('captions by tone', () => {
  it.each(['professional', 'funny', 'sad', 'happy', 'fear'] as const)(
    'opens a %s caption with one of its own openers, another one per variation',
    (tone) => {
      const captions = captionsOf({
        platform: 'instagram',
        tone,
        wordCount: 50,
        text: shortTweet,
        variant: 3,
        addMidJourneyPrompt: true,
      });
      const openers = captions.map((caption) =>
        toneWords[tone].openers.find((opener) => caption.startsWith(opener)),
      );
      expect(openers.every(Boolean)).toBe(true);
      expect(new Set(openers).size).toBe(3);
      for (const caption of captions) {
        expect(caption).toMatch(/coffee festival/i);
        expect(caption).toContain(toneWords[tone].imageStyle);
        expect(
          toneWords[tone].emoji.some((emoji) => caption.includes(emoji)) ||
            /\p{Extended_Pictographic}/u.test(caption),
        ).toBe(true);
      }
    },
  );
});

describe('hashtags', () => {
  it('makes tags of what the text is about, without repeating the text’s own', () => {
    expect(suggestHashtags(newsArticle, [], 8).slice(0, 3)).toContain('BikeLaneNetwork');
    const product = suggestHashtags(productAnnouncement, [], 8);
    expect(product).toEqual(expect.arrayContaining(['AuroraX2', 'EspressoMachine']));
    expect(suggestHashtags('Great #LatteArt class today with our baristas', [], 8)).not.toContain('LatteArt');
  });

  it("puts the calendar's past tags about the text first, and no others", () => {
    const past = [
      { tag: 'CoffeeLovers', count: 9 },
      { tag: 'MondayMotivation', count: 20 },
    ];
    const tags = suggestHashtags(shortTweet, past, 8);
    expect(tags[0]).toBe('CoffeeLovers');
    expect(tags).not.toContain('MondayMotivation');
    expect(tags.length).toBeLessThanOrEqual(8);
  });

  it("reads a page's keywords, title and description", () => {
    const page = readPage(articlePage('Riverton approves bike lanes', newsArticle, 'cycling, road safety'));
    expect(page.facts.keywords).toEqual(['cycling', 'road safety']);
    expect(hashtagsOfPage(page.facts, 12).slice(0, 2)).toEqual(['cycling', 'RoadSafety']);
  });
});

describe('reading a page', () => {
  it('finds the article and leaves the navigation out; a page without one has none', () => {
    const page = readPage(articlePage('Riverton approves bike lanes', newsArticle));
    expect(page.article?.text).toContain('protected bike lane network');
    expect(page.article?.text).not.toContain('Home');
    expect(
      readPage('<html><head><title>Shop</title></head><body><a href="/">Buy</a></body></html>').article,
    ).toBeNull();
  });
});

describe('emoji', () => {
  it.each([
    ['coffee', '☕'],
    ['pizza', '🍕'],
    ['bike', '🚲'],
    ['Parties', '🎉'],
  ])('finds %s', (word, emoji) => {
    expect(emojiFor(word, 15).map((match) => match.char)).toContain(emoji);
  });

  it('finds nothing for a made-up word, and no more than asked', () => {
    expect(emojiFor('zzqxv', 15)).toEqual([]);
    expect(emojiFor('face', 4)).toHaveLength(4);
  });
});

describe('completion', () => {
  const index = buildCompletionIndex(sentencesOf(productAnnouncement));
  it.each([
    ['the name the posts use', 'Pre-order the Aur', 'ora X2'],
    ['the next words they always use', 'Meet the Aurora ', 'X2'],
    ['an English word begun', 'We are happy to introd', 'uce'],
    ['nothing after a sentence', 'Coffee is ready. ', ''],
    ['nothing in the middle of a number', 'It costs 64', ''],
  ])('%s', (_case, text, completion) => {
    expect(complete(text, index)).toBe(completion);
  });
});

describe('spelling', () => {
  it('finds misspellings in a product text, the likeliest fix first', () => {
    const text = productAnnouncement.replace('quietest', 'queitest').replace('dishwasher', 'dishwaser');
    const problems = checkSpelling(text);
    // "thermoblock" is a maker's word no dictionary has: flagged too, with no fix.
    expect(problems.map((problem) => problem.word)).toEqual(['queitest', 'thermoblock', 'dishwaser']);
    expect(problems.map((problem) => problem.suggestions[0])).toEqual(['quietest', undefined, 'dishwasher']);
    for (const problem of problems) expect(text.substr(problem.offset, problem.length)).toBe(problem.word);
  });

  it('leaves names inside sentences, the calendar’s own words and another language alone', () => {
    expect(checkSpelling(newsArticle)).toEqual([]);
    expect(checkSpelling('Try the thermoblock heater', new Set(['thermoblock']))).toEqual([]);
    expect(checkSpelling(frenchText)).toEqual([]);
  });
});
