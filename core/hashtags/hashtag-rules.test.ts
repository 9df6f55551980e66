import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  hashtagGroupText,
  hashtagListError,
  hashtagsInText,
  mostUsedHashtags,
  normalizeHashtag,
  normalizeHashtags,
  splitHashtags,
} from './hashtag-rules';
import { hashtagGroupCreateBodySchema, hashtagGroupUpdateBodySchema } from './hashtag-schemas';

describe('normalizeHashtag', () => {
  it.each([
    ['food', '#food'],
    ['#food', '#food'],
    ['  ##food ', '#food'],
    ['#', null],
    ['   ', null],
    ['', null],
    ['Café', '#Café'],
  ])('%j becomes %j', (entry, stored) => {
    expect(normalizeHashtag(entry)).toBe(stored);
  });
});

describe('normalizeHashtags', () => {
  it.each([
    ['drops duplicates regardless of case, keeping the first spelling', ['Food', '#food', 'FOOD'], ['#Food']],
    ['keeps the order given', ['b', 'a', 'c'], ['#b', '#a', '#c']],
    ['drops empty entries', ['#', '', 'x'], ['#x']],
  ])('%s', (_case, entries, stored) => {
    expect(normalizeHashtags(entries)).toEqual(stored);
  });
});

describe('hashtagListError', () => {
  it.each([
    ['a plain list', ['a', '#b'], null],
    ['nothing but empties', ['#', ' '], messages.hashtagGroups.hashtagsRequired],
    ['an empty list', [], messages.hashtagGroups.hashtagsRequired],
    ['a space inside', ['good food'], messages.hashtagGroups.notAHashtag('good food')],
    ['punctuation', ['#go!'], messages.hashtagGroups.notAHashtag('#go!')],
    ['30 different tags', Array.from({ length: 30 }, (_, i) => `t${i}`), null],
    [
      '31 different tags',
      Array.from({ length: 31 }, (_, i) => `t${i}`),
      messages.hashtagGroups.tooManyHashtags(30),
    ],
    ['31 entries that are 30 tags', [...Array.from({ length: 30 }, (_, i) => `t${i}`), 'T0'], null],
    ['a 100-character tag', ['x'.repeat(100)], null],
    ['a 101-character tag', ['x'.repeat(101)], messages.hashtagGroups.hashtagTooLong(100)],
  ])('%s', (_case, entries, error) => {
    expect(hashtagListError(entries)).toBe(error);
  });
});

describe('splitHashtags and hashtagGroupText', () => {
  it.each([
    ['#a #b', ['#a', '#b']],
    ['a, b;c', ['a', 'b', 'c']],
    ['#a#b', ['#a', '#b']],
    ['  ', []],
  ])('%j splits into %j', (text, entries) => {
    expect(splitHashtags(text)).toEqual(entries);
  });

  it('joins a list with spaces', () => {
    expect(hashtagGroupText(['#a', '#b'])).toBe('#a #b');
  });
});

describe('hashtagsInText', () => {
  it.each([
    ['Fresh bread #bakery #Bakery today', ['#bakery']],
    ['#start of text', ['#start']],
    ['not a#tag nor &#39; nor #123', []],
    ['a link https://x.test/#anchor', []],
    ['punctuation ends it: #tea, #coffee!', ['#tea', '#coffee']],
    ['unicode #café #東京', ['#café', '#東京']],
    ['line\n#next', ['#next']],
  ])('%j has %j', (text, tags) => {
    expect(hashtagsInText(text)).toEqual(tags);
  });
});

describe('mostUsedHashtags', () => {
  it('counts each post once per hashtag, folds case and ranks by use then name', () => {
    const posts = [
      { message: '#Tea #tea #coffee' },
      { message: '#tea', hashtags: ['#Tea'] },
      { message: 'no tags', hashtags: ['#cake'] },
      { message: '#coffee #bread' },
    ];
    const expected = [
      { hashtag: '#coffee', count: 2 },
      { hashtag: '#tea', count: 2 },
      { hashtag: '#bread', count: 1 },
      { hashtag: '#cake', count: 1 },
    ];
    expect(mostUsedHashtags(posts, 10)).toEqual(expected);
    // Two spellings used as often: the same one whatever order the posts are read in.
    expect(mostUsedHashtags([...posts].reverse(), 10)).toEqual(expected);
  });

  it.each([
    [['#TEA', '#tea', '#tea'], '#tea'],
    [['#TEA', '#TEA', '#tea'], '#TEA'],
    [['#Tea', '#tea'], '#tea'],
    [['#tea', '#Tea'], '#tea'],
  ])('of the spellings %j shows %s', (spellings, shown) => {
    const posts = spellings.map((tag) => ({ message: tag }));
    expect(mostUsedHashtags(posts, 1)).toEqual([{ hashtag: shown, count: spellings.length }]);
  });

  it('keeps at most the limit', () => {
    const posts = Array.from({ length: 50 }, (_, i) => ({ message: `#tag${i}` }));
    expect(mostUsedHashtags(posts, 12)).toHaveLength(12);
  });

  it('ignores picked entries that are not hashtags', () => {
    expect(mostUsedHashtags([{ message: '', hashtags: ['#bad tag', '#ok'] }], 5)).toEqual([
      { hashtag: '#ok', count: 1 },
    ]);
  });
});

describe('hashtag group bodies', () => {
  const calendarId = '8f0c6f5e-4a5b-4c3d-9e2f-1a2b3c4d5e6f';
  it('stores the name trimmed and the hashtags normalised', () => {
    expect(
      hashtagGroupCreateBodySchema.parse({
        calendarId,
        name: ' Food ',
        hashtags: ['food', '#Food', '##tea'],
      }),
    ).toEqual({ calendarId, name: 'Food', hashtags: ['#food', '#tea'] });
  });

  it.each([
    ['an empty name', { calendarId, name: ' ', hashtags: ['a'] }, messages.hashtagGroups.nameRequired],
    [
      'a 50-character name',
      { calendarId, name: 'x'.repeat(50), hashtags: ['a'] },
      messages.hashtagGroups.nameTooLong,
    ],
    ['no hashtags', { calendarId, name: 'x', hashtags: [] }, messages.hashtagGroups.hashtagsRequired],
  ])('refuses %s', (_case, body, message) => {
    const parsed = hashtagGroupCreateBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('takes a rename alone, an edit alone, and refuses neither', () => {
    expect(hashtagGroupUpdateBodySchema.parse({ name: 'New' })).toEqual({ name: 'New' });
    expect(hashtagGroupUpdateBodySchema.parse({ hashtags: ['a'] })).toEqual({ hashtags: ['#a'] });
    expect(hashtagGroupUpdateBodySchema.safeParse({}).success).toBe(false);
  });
});
