import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { networkTable } from '../networks/network-table';
import { type SocialType } from '../networks/social-types';
import { libraryPostContentSchema } from '../library/library-content-schema';
import { normalizeLibraryPost } from '../library/library-post-rules';
import { libraryPostBodySchema } from '../library/library-post-schema';
import { altTextOf, strictestAltTextLimit } from './alt-text';
import { postContentSchema } from './post-content-schema';
import { maxAltTextLength, postBodySchema } from './post-schema';
import { account, errorsOf, image, post, validate } from './test-support/post-fixtures';

const rules = messages.networkRules;
const withAlt = (alt: string) => post({ images: [image, { ...image, alt }] });
// Bluesky counts graphemes: a family emoji is one, though it is five code points.
const family = '👨‍👩‍👧‍👦';

// Issue 16, "Alt text for every image": each network's own limit, a finding before Post.
describe('alt text per network', () => {
  it.each<[string, ReturnType<typeof post>, SocialType, string | null, string[]]>([
    ['Twitter takes 1,000 characters', withAlt('a'.repeat(1000)), 'twitter', 'personal', []],
    [
      'Twitter refuses 1,001 characters',
      withAlt('a'.repeat(1001)),
      'twitter',
      'personal',
      [rules.altTextTooLong('Twitter', 1000)],
    ],
    ['Mastodon takes 1,500', withAlt('a'.repeat(1500)), 'mastodon', 'personal', []],
    [
      'Mastodon refuses 1,501',
      withAlt('a'.repeat(1501)),
      'mastodon',
      'personal',
      [rules.altTextTooLong('Mastodon', 1500)],
    ],
    ['Bluesky takes 2,000 graphemes', withAlt(family.repeat(2000)), 'bluesky', 'personal', []],
    [
      'Bluesky refuses 2,001 graphemes',
      withAlt('a'.repeat(2001)),
      'bluesky',
      'personal',
      [rules.altTextTooLong('Bluesky', 2000)],
    ],
    ['Pinterest takes 500', withAlt('a'.repeat(500)), 'pinterest', 'board', []],
    [
      'Pinterest refuses 501',
      withAlt('a'.repeat(501)),
      'pinterest',
      'board',
      [rules.altTextTooLong('Pinterest', 500)],
    ],
    ['LinkedIn takes 4,086', withAlt('a'.repeat(4086)), 'linkedin', 'page', []],
    [
      'LinkedIn refuses 4,087',
      withAlt('a'.repeat(4087)),
      'linkedin',
      'page',
      [rules.altTextTooLong('LinkedIn', 4086)],
    ],
    ['Instagram Business takes 1,000', withAlt('a'.repeat(1000)), 'instagram-business', 'business', []],
    [
      'Instagram Business refuses 1,001',
      withAlt('a'.repeat(1001)),
      'instagram-business',
      'business',
      [rules.altTextTooLong('Instagram Business', 1000)],
    ],
    // Code points, not UTF-16 units: an emoji is one of X's characters, not two.
    ['Twitter counts an emoji once', withAlt('😀'.repeat(1000)), 'twitter', 'personal', []],
    // Threads and Facebook set no length; Google Business takes no alt text at all.
    ['Threads sets no length', withAlt('a'.repeat(5000)), 'threads', 'personal', []],
    ['Facebook sets no length', withAlt('a'.repeat(5000)), 'facebook', 'page', []],
    ['Google Business ignores alt text', withAlt('a'.repeat(5000)), 'googleMB', 'page', []],
    ['surrounding spaces are not counted', withAlt(` ${'a'.repeat(1000)}  `), 'twitter', 'personal', []],
  ])('%s', (_case, body, socialType, type, errors) => {
    const accounts = [account(socialType, type as never)];
    const altErrors = errorsOf(validate(body, accounts)).filter((error) => error.includes('alt text'));
    expect(altErrors).toEqual(errors);
  });

  it('names each network whose limit an alt text passes', () => {
    const body = withAlt('a'.repeat(1200));
    const accounts = [
      account('twitter', 'personal'),
      account('mastodon', 'personal'),
      account('pinterest', 'board'),
    ];
    expect(errorsOf(validate(body, accounts)).filter((error) => error.includes('alt text'))).toEqual([
      rules.altTextTooLong('Twitter', 1000),
      rules.altTextTooLong('Pinterest', 500),
    ]);
  });

  it('finds nothing for a draft', () => {
    expect(errorsOf(validate({ ...withAlt('a'.repeat(1200)), draft: true }, [account('twitter')]))).toEqual(
      [],
    );
  });
});

describe('strictestAltTextLimit', () => {
  it.each<[string, SocialType[], string | null, number | null]>([
    ['no network', [], null, null],
    ['networks without a length', ['threads', 'facebook', 'googleMB'], null, null],
    ['one network', ['mastodon'], 'Mastodon', 1500],
    ['the strictest of several', ['linkedin', 'pinterest', 'twitter'], 'Pinterest', 500],
  ])('%s', (_case, socialTypes, network, limit) => {
    const strictest = strictestAltTextLimit(socialTypes);
    expect(strictest?.network ?? null).toBe(network);
    expect(strictest?.limit ?? null).toBe(limit);
  });

  it('has a limit under the schema bound for every network', () => {
    const limits = Object.values(networkTable).flatMap((rules) => rules.altText?.limit ?? []);
    expect(Math.max(...limits)).toBeLessThan(maxAltTextLength);
  });
});

describe('the alt text an image carries', () => {
  it.each<[string, string | undefined, string | null]>([
    ['none', undefined, null],
    ['empty', '', null],
    ['spaces only', '   ', null],
    ['trimmed', '  A cup of coffee ', 'A cup of coffee'],
  ])('%s', (_case, alt, sent) => {
    expect(altTextOf({ alt })).toBe(sent);
  });

  it('is stored with the post and read back', () => {
    const body = withAlt('A cup of coffee');
    const stored = postContentSchema.parse(JSON.parse(JSON.stringify({ images: body.images })));
    expect(stored.images[1]?.alt).toBe('A cup of coffee');
  });

  it.each<[string, unknown]>([
    ['longer than any network takes', 'a'.repeat(maxAltTextLength + 1)],
    ['with a control character', 'a\u0000b'],
    ['not text', 42],
  ])('refuses an alt text %s', (_case, alt) => {
    const parsed = postBodySchema.safeParse({
      message: 'Hi',
      calendarId: '4b0c3a52-8c55-4a6e-9a3c-2f4f0d1e7a10',
      timing: { mode: 'now' },
      images: [{ url: 'https://cdn.example.com/a.jpg', alt }],
    });
    expect(parsed.success).toBe(false);
  });
});

describe('alt text in the library', () => {
  it('keeps the alt texts of the pictures kept, and only those that say something', () => {
    const body = libraryPostBodySchema.parse({
      message: 'Hi',
      images: ['https://cdn.example.com/a.jpg', null],
      imageAlts: [
        { url: 'https://cdn.example.com/a.jpg', alt: 'A cup' },
        { url: 'https://cdn.example.com/gone.jpg', alt: 'Removed picture' },
        { url: 'https://cdn.example.com/a.jpg', alt: ' ' },
      ],
    });
    expect(normalizeLibraryPost(body).imageAlts).toEqual([
      { url: 'https://cdn.example.com/a.jpg', alt: 'A cup' },
    ]);
  });

  it('reads a row from before alt texts existed with none', () => {
    expect(libraryPostContentSchema.parse({ images: ['https://cdn.example.com/a.jpg'] }).imageAlts).toEqual(
      [],
    );
  });
});
