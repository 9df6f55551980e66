import { describe, expect, it } from 'vitest';
import { postContentOf, postContentSchema, readPostContent } from './post-content-schema';
import { postBodySchema } from './post-schema';

const accountId = '5f0c1e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const mediaId = 'c0a8f3de-3f6e-4f0e-9a57-5b1e3c9d2a10';
const video = {
  url: 'https://cdn.example.com/clip.mp4',
  mediaId,
  thumbnail: 'https://cdn.example.com/clip.jpg',
  duration: 12,
  videoWidth: 1080,
  videoHeight: 1920,
  size: 4_000_000,
};
const empty = postContentSchema.parse({});

describe('readPostContent', () => {
  it.each<[string, unknown, Partial<typeof empty>, string[]]>([
    ['an empty document (the column default)', {}, {}, []],
    [
      'content as the composer saved it',
      {
        accountIds: [accountId],
        timing: { mode: 'schedule', date: '2026-12-01', time: '09:00' },
        hashtags: ['coffee'],
        images: [{ url: 'https://cdn.example.com/a.png', mimeType: 'image/png', width: 800, height: 600 }],
        video,
        postTitle: 'Fresh beans',
        callToAction: { actionType: 'SHOP', url: 'https://shop.example.com', offer: null },
        accountsMetadata: [{ accountId, autoReel: true }],
      },
      {
        accountIds: [accountId],
        timing: { mode: 'schedule', date: '2026-12-01', time: '09:00' },
        hashtags: ['coffee'],
        images: [{ url: 'https://cdn.example.com/a.png', mimeType: 'image/png', width: 800, height: 600 }],
        video: {
          ...video,
          postingVideoShort: false,
          postingVideoForKids: false,
          typeOfPostYoutube: 'private',
        },
        postTitle: 'Fresh beans',
        callToAction: { actionType: 'SHOP', url: 'https://shop.example.com', offer: null },
        accountsMetadata: [{ accountId, autoReel: true }],
      },
      [],
    ],
    [
      'a row from before the event and the compliance rules existed',
      { postTitle: 'Old post', hashtags: ['a'] },
      { postTitle: 'Old post', hashtags: ['a'] },
      [],
    ],
    [
      'what the body says only to the request is not read back',
      { confirmed: ['noMedia'], saveToLibrary: { categoryId: null }, message: 'not content' },
      {},
      [],
    ],
    [
      'a title that is not text',
      { postTitle: 42, hashtags: ['kept'] },
      { hashtags: ['kept'] },
      ['postTitle'],
    ],
    [
      'a video without its facts',
      { video: { url: 'https://cdn.example.com/clip.mp4' } },
      { video: null },
      ['video'],
    ],
    [
      'a list that is not one',
      { images: 'https://cdn.example.com/a.png', accountIds: { 0: accountId } },
      {},
      ['images', 'accountIds'],
    ],
    [
      'one bad image among good ones',
      { images: [{ url: 'https://x.example/1.png' }, { url: '' }, 7, { url: 'https://x.example/2.png' }] },
      { images: [{ url: 'https://x.example/1.png' }, { url: 'https://x.example/2.png' }] },
      ['images'],
    ],
    [
      'hostile values',
      {
        accountIds: ['not-a-uuid', accountId],
        hashtags: [null, 'ok', { toString: 'x' }],
        callToAction: { actionType: 'DROP TABLE', url: 'https://x.example' },
        accountsMetadata: [{ accountId: 'x'.repeat(101) }, { accountId, autoFeed: 'yes' }],
        complianceEngineRules: { ignoreComplianceCheck: 'true' },
        timing: { mode: 'later' },
        ['__proto__']: { polluted: true },
      },
      { accountIds: [accountId], hashtags: ['ok'] },
      ['accountIds', 'hashtags', 'callToAction', 'accountsMetadata', 'complianceEngineRules', 'timing'],
    ],
  ])('%s', (_case, stored, expected, misfits) => {
    const read = readPostContent(stored);
    expect(read.value).toEqual({ ...empty, ...expected });
    expect([...read.misfits].sort()).toEqual([...misfits].sort());
  });

  it.each([
    ['null', null],
    ['a string', 'content'],
    ['an array', [{ postTitle: 'x' }]],
    ['a number', 7],
  ])('reads a document that is %s as empty', (_case, stored) => {
    expect(readPostContent(stored)).toEqual({ value: empty, misfits: ['(document)'] });
  });

  it('never lets a stored key reach the prototype', () => {
    const read = readPostContent(JSON.parse('{"__proto__": {"polluted": true}, "postTitle": "ok"}'));
    expect(read.value.postTitle).toBe('ok');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('postContentOf', () => {
  it('keeps the composer fields and leaves out the columns and the request-only fields', () => {
    const body = postBodySchema.parse({
      message: 'Hello',
      calendarId: mediaId,
      accountIds: [accountId],
      timing: { mode: 'now' },
      confirmed: ['noMedia'],
      saveToLibrary: { categoryId: null },
    });
    const content = postContentOf(body);
    expect(content).not.toHaveProperty('message');
    expect(content).not.toHaveProperty('confirmed');
    expect(content).not.toHaveProperty('saveToLibrary');
    // What is written reads back as it was written.
    expect(readPostContent(JSON.parse(JSON.stringify(content)))).toEqual({ value: content, misfits: [] });
  });
});
