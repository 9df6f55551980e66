import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { countCharacters, countTwitterCharacters, textLengthReport, textLimitFor } from './text-length';
import { account, errorsOf, post, validate } from './test-support/post-fixtures';

// Section 9: "Character limits: Twitter 280, LinkedIn 3000, Instagram 2200, TikTok 500, Snapchat 150,
// Google My Business 1500", Threads 500 and the others from NETWORKS.md.
describe('text limits per network', () => {
  it.each([
    ['twitter', 280],
    ['linkedin', 3000],
    ['instagram', 2200],
    ['instagram-business', 2200],
    ['tiktok', 500],
    ['snapchat', 150],
    ['googleMB', 1500],
    ['threads', 500],
    ['facebook', 63206],
    ['pinterest', 500],
    ['youtube', 5000],
    ['medium', null],
  ] as const)('%s allows %s characters', (socialType, limit) => {
    expect(textLengthReport(socialType, 'x').limit).toBe(limit);
    if (limit !== null) {
      expect(textLengthReport(socialType, 'x'.repeat(limit)).tooLong).toBe(false);
      expect(textLengthReport(socialType, 'x'.repeat(limit + 1)).tooLong).toBe(true);
    }
  });

  it('rejects a message over the limit with the network name', () => {
    const findings = validate(post({ message: 'x'.repeat(151) }), [account('snapchat', 'story')]);
    expect(errorsOf(findings)).toEqual([messages.composer.textTooLong('Snapchat', 150)]);
  });

  // Each Mastodon server sets its own limit (max_characters), read when the account is connected.
  it.each([
    ['the default server limit', [undefined], 501, 500],
    ['a server allowing 5000', [5000], 5000, null],
    ['a server allowing 5000', [5000], 5001, 5000],
    ['the smallest of two servers', [5000, 1000], 1001, 1000],
    ['a server allowing less than the default', [280], 281, 280],
  ] as const)('Mastodon: %s (%s), %i characters', (_case, limits, length, failsAt) => {
    const accounts = limits.map((textLimit, index) => ({
      ...account('mastodon', 'personal'),
      _id: `m${index}`,
      ...(textLimit === undefined ? {} : { textLimit }),
    }));
    const findings = validate(post({ message: 'x'.repeat(length) }), accounts);
    expect(errorsOf(findings)).toEqual(
      failsAt === null ? [] : [messages.composer.textTooLong('Mastodon', failsAt)],
    );
  });

  // The composer's counter shows the same limit the rule applies.
  it.each([
    ['no account', 'mastodon', [], 500],
    ['an account without its own limit', 'mastodon', [{}], 500],
    ['one server of 5000', 'mastodon', [{ textLimit: 5000 }], 5000],
    ['the smallest of two servers', 'mastodon', [{ textLimit: 5000 }, { textLimit: 1000 }], 1000],
    ['a default server beside a larger one', 'mastodon', [{ textLimit: 5000 }, {}], 500],
    ['a network without a limit', 'medium', [{}], null],
  ] as const)('counter limit with %s', (_case, socialType, accounts, limit) => {
    expect(textLimitFor(socialType, accounts)).toBe(limit);
    expect(textLengthReport(socialType, 'x', accounts).limit).toBe(limit);
  });
});

// Twitter counted the way X counts: weighted characters, a link as 23 (twitter-text).
describe('countTwitterCharacters', () => {
  const longUrl = `https://example.com/${'path/'.repeat(20)}`;
  it.each([
    ['plain text', 'hello', 5],
    ['a short link', 'https://a.co', 23],
    ['a long link', longUrl, 23],
    ['text and a link', `read ${longUrl}`, 28],
    ['an emoji', '👋', 2],
    ['CJK characters', '日本語', 6],
  ])('%s', (_case, text, count) => {
    expect(countTwitterCharacters(text)).toBe(count);
  });

  it('takes 257 characters and a long link as 280', () => {
    const text = `${'x'.repeat(256)} ${longUrl}`;
    expect(textLengthReport('twitter', text)).toEqual({
      length: 280,
      limit: 280,
      remaining: 0,
      tooLong: false,
    });
    expect(textLengthReport('twitter', `x${text}`).tooLong).toBe(true);
  });
});

describe('countCharacters', () => {
  it.each([
    ['ascii', 'hello', 5],
    ['an emoji family', '👨‍👩‍👧', 1],
    ['an accented letter written as two code points', 'e\u0301', 1],
  ])('%s', (_case, text, count) => {
    expect(countCharacters(text)).toBe(count);
  });
});

describe('countCharacters', () => {
  it.each([
    ['plain ASCII', 'hello world', 11],
    ['an accented letter written as two code points', 'cafe\u0301', 4],
    ['an emoji family joined with ZWJ', 'a👨‍👩‍👧b', 3],
    ['a flag', '🇫🇷', 1],
  ])('counts %s as a person would', (_case, text, count) => {
    expect(countCharacters(text)).toBe(count);
  });
});
