import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  captionsBodySchema,
  completeBodySchema,
  emojiQuerySchema,
  hashtagsBodySchema,
  quotesBodySchema,
  summaryBodySchema,
  textCheckBodySchema,
} from './assistant-schemas';

const calendarId = '6f1c6f8e-2b59-4d1e-9a3e-5c1b2f0d9a11';
const firstError = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message ?? null;

// Decision 0090: every text at most 20,000 characters, bad input named in the assistant's words.
describe('the assistant’s requests', () => {
  it.each([
    ['a short caption request', { platform: 'instagram', wordCount: 10, text: 'Spring sale' }, null],
    [
      'a long-form word count for a short platform',
      { platform: 'facebook', wordCount: 500, text: 'Spring sale' },
      'Choose one of the word counts offered for this platform',
    ],
    ['a blank text', { platform: 'facebook', wordCount: 10, text: '  \n ' }, messages.assistant.textRequired],
    ['20,000 characters', { platform: 'blog', wordCount: 100, text: 'a'.repeat(20_000) }, null],
    [
      '20,001 characters',
      { platform: 'blog', wordCount: 100, text: 'a'.repeat(20_001) },
      messages.assistant.textTooLong(20_000),
    ],
    [
      'six variations',
      { platform: 'blog', wordCount: 100, text: 'x', variant: 6 },
      'Too big: expected number to be <=5',
    ],
  ])('captions: %s', (_case, body, error) => {
    expect(firstError(captionsBodySchema.safeParse({ calendarId, ...body }))).toBe(error);
  });

  it.each([
    ['a text', { text: 'Some words' }, null],
    ['a URL', { url: 'https://news.example.com/story' }, null],
    ['neither', {}, messages.assistant.summaryNeedsOne],
    [
      'both',
      { text: 'Some words', url: 'https://news.example.com/story' },
      messages.assistant.summaryNeedsOne,
    ],
    ['a URL that is not one', { url: 'news dot com' }, messages.imagesFromUrl.urlInvalid],
    ['an empty URL', { url: ' ' }, messages.imagesFromUrl.urlRequired],
  ])('summary: %s', (_case, body, error) => {
    expect(firstError(summaryBodySchema.safeParse({ calendarId, ...body }))).toBe(error);
  });

  it('quotes need an http(s) URL', () => {
    expect(quotesBodySchema.safeParse({ calendarId, url: 'ftp://files.example.com/a' }).success).toBe(false);
    expect(quotesBodySchema.safeParse({ calendarId, url: 'http://news.example.com/a' }).success).toBe(true);
  });

  it('hashtags, completion and the text check take an empty text, never a long one', () => {
    for (const schema of [hashtagsBodySchema, completeBodySchema, textCheckBodySchema]) {
      expect(schema.safeParse({ calendarId, text: '' }).success).toBe(true);
      expect(firstError(schema.safeParse({ calendarId, text: 'b'.repeat(20_001) }))).toBe(
        messages.assistant.textTooLong(20_000),
      );
    }
    expect(textCheckBodySchema.safeParse({ text: 'no calendar' }).success).toBe(true);
    expect(
      hashtagsBodySchema.safeParse({ calendarId, text: 'x', mediaIds: Array(11).fill(calendarId) }).success,
    ).toBe(false);
  });

  it('emoji: "Emoji count default 15", a word of at most 50 characters', () => {
    expect(emojiQuerySchema.parse({ q: 'coffee' })).toEqual({ q: 'coffee', count: 15 });
    expect(emojiQuerySchema.parse({ q: 'sun', count: '3' }).count).toBe(3);
    expect(emojiQuerySchema.safeParse({ q: 'x'.repeat(51) }).success).toBe(false);
    expect(emojiQuerySchema.safeParse({ q: 'sun', count: '0' }).success).toBe(false);
  });
});
