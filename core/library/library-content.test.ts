import { describe, expect, it } from 'vitest';
import { isLibraryPostUsable, libraryMessageFor } from './library-post-rules';
import { libraryPostSaveBodySchema } from './library-post-view';

const post = {
  message: 'The message',
  variations: [
    { socialMedia: 'twitter', message: 'For X' },
    { socialMedia: 'instagram', message: 'For Instagram' },
    { socialMedia: 'linkedin', message: ' ' },
  ],
};

describe('libraryMessageFor', () => {
  it.each([
    ['twitter', 'For X'],
    ['instagram', 'For Instagram'],
    ['instagram-business', 'For Instagram'],
    ['linkedin', 'The message'],
    ['mastodon', 'The message'],
  ])('%s gets %j', (socialMedia, message) => {
    expect(libraryMessageFor(post, socialMedia)).toBe(message);
  });
});

describe('isLibraryPostUsable', () => {
  const at = new Date('2026-06-01T09:00:00Z');
  const base = { draft: false, pending: false, rejected: false, expirationDate: null };
  it.each([
    ['a library post', base, true],
    ['a draft', { ...base, draft: true }, false],
    ['pending', { ...base, pending: true }, false],
    ['rejected', { ...base, rejected: true }, false],
    ['expiring later', { ...base, expirationDate: new Date('2026-06-01T09:00:01Z') }, true],
    ['expired at that instant', { ...base, expirationDate: at }, false],
  ])('%s: %s', (_case, input, usable) => {
    expect(isLibraryPostUsable(input, at)).toBe(usable);
  });
});

describe('libraryPostSaveBodySchema', () => {
  it('refuses a category id that is not one', () => {
    const result = libraryPostSaveBodySchema.safeParse({
      calendarId: '4b0c3a52-8c55-4a6e-9a3c-2f4f0d1e7a10',
      categories: ['nope'],
    });
    expect(result.error?.issues[0]?.message).toBe('Some categories are already deleted.');
  });
});
