import { describe, expect, it } from 'vitest';
import { libraryPostContentSchema, readLibraryPostContent } from './library-content-schema';
import { libraryPostViewSchema } from './library-post-view';

const empty = libraryPostContentSchema.parse({});

describe('readLibraryPostContent', () => {
  it.each<[string, unknown, Partial<typeof empty>, string[]]>([
    ['an empty document (the column default)', {}, {}, []],
    [
      'content as the modal saved it',
      {
        variations: [{ socialMedia: 'twitter', message: 'For X' }],
        hashtags: ['coffee'],
        imageHashtags: ['beans'],
        images: ['https://cdn.example.com/a.png'],
        video: null,
        postTitle: 'Fresh beans',
        callToAction: { actionType: 'LEARN_MORE', url: 'https://example.com', offer: null },
        mediaMetadata: [{ mediaId: 'm1', buttonText: 'Buy' }],
      },
      {
        variations: [{ socialMedia: 'twitter', message: 'For X' }],
        hashtags: ['coffee'],
        imageHashtags: ['beans'],
        images: ['https://cdn.example.com/a.png'],
        postTitle: 'Fresh beans',
        callToAction: { actionType: 'LEARN_MORE', url: 'https://example.com', offer: null },
        mediaMetadata: [
          {
            mediaId: 'm1',
            buttonText: 'Buy',
            buttonTextColor: '#FFFFFF',
            buttonUrl: '',
            buttonColor: '#18d1f9',
            titleText: '',
            titleTextColor: '#FFFFFF',
            titleTextFont: 'auto',
          },
        ],
      },
      [],
    ],
    ['a row with variations only (the benchmark seeds these)', { variations: [] }, {}, []],
    [
      'a variation for a network without variations',
      {
        variations: [
          { socialMedia: 'mastodon', message: 'No such variation' },
          { socialMedia: 'linkedin', message: 'For LinkedIn' },
        ],
      },
      { variations: [{ socialMedia: 'linkedin', message: 'For LinkedIn' }] },
      ['variations'],
    ],
    [
      'empty and missing pictures (dropped on save since)',
      { images: ['', null, 'https://cdn.example.com/a.png'] },
      { images: ['https://cdn.example.com/a.png'] },
      ['images'],
    ],
    [
      'hostile values',
      {
        postTitle: { $gt: '' },
        video: 'https://cdn.example.com/clip.mp4',
        hashtags: 'coffee',
        extra: 'dropped',
      },
      {},
      ['postTitle', 'video', 'hashtags'],
    ],
  ])('%s', (_case, stored, expected, misfits) => {
    const read = readLibraryPostContent(stored);
    expect(read.value).toEqual({ ...empty, ...expected });
    expect([...read.misfits].sort()).toEqual([...misfits].sort());
  });

  it('is what the library post view answers (the web parses it with the same schema)', () => {
    const view = {
      ...readLibraryPostContent({ images: ['https://cdn.example.com/a.png'] }).value,
      _id: 'p1',
      calendarId: 'c1',
      message: 'Hello',
      categories: [],
      draft: false,
      pending: false,
      rejected: false,
      expirationDate: null,
      campaigns: [],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    expect(libraryPostViewSchema.parse(view)).toEqual(view);
  });
});
