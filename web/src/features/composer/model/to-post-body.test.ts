import { describe, expect, it } from 'vitest';
import { emptyComposerValues } from './composer-values';
import { instantOf, wallClockOf } from './event-times';
import { toPostBody } from './to-post-body';

const options = { calendarId: '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d', draft: false, confirmed: [] };

// What the composer sends is what the providers read from content.extra and content.options.
describe('toPostBody', () => {
  it.each([
    ['no event', null, null],
    [
      'an event, its title trimmed',
      { title: ' Open day ', startsAt: '2030-06-01T08:00:00.000Z', endsAt: '2030-06-01T15:30:00.000Z' },
      { title: 'Open day', startsAt: '2030-06-01T08:00:00.000Z', endsAt: '2030-06-01T15:30:00.000Z' },
    ],
    [
      'an event without times yet',
      { title: 'Open day', startsAt: null, endsAt: null },
      { title: 'Open day', startsAt: null, endsAt: null },
    ],
  ])('sends %s as `event` (Google Business reads extra.event)', (_case, event, expected) => {
    expect(toPostBody({ ...emptyComposerValues(), event }, options).event).toEqual(expected);
  });

  it("sends an upload's JPEG rendition with its image (Instagram publishes it), and not a pending upload", () => {
    const images = [
      {
        key: 'a',
        url: 'https://kairos.example/api/media/files/m1?type=image/png',
        mediaId: '00000000-0000-4000-8000-0000000001d1',
        jpegUrl: 'https://kairos.example/api/media/files/m1-jpeg?type=image/jpeg',
        mimeType: 'image/png',
        progress: null,
      },
      { key: 'b', url: 'blob:preview', progress: 40 },
    ];
    expect(toPostBody({ ...emptyComposerValues(), images }, options).images).toEqual([
      {
        url: 'https://kairos.example/api/media/files/m1?type=image/png',
        mediaId: '00000000-0000-4000-8000-0000000001d1',
        jpegUrl: 'https://kairos.example/api/media/files/m1-jpeg?type=image/jpeg',
        mimeType: 'image/png',
        width: undefined,
        height: undefined,
        size: undefined,
      },
    ]);
  });

  it("sends YouTube's choices in the video, where the provider reads them (extra.video)", () => {
    const video = {
      url: 'https://cdn.example.com/v.mp4',
      thumbnail: 'https://cdn.example.com/t.jpg',
      duration: 30,
      videoWidth: 1080,
      videoHeight: 1920,
      size: 1000,
      postingVideoShort: true,
      postingVideoForKids: true,
      typeOfPostYoutube: 'unlisted' as const,
    };
    const body = toPostBody({ ...emptyComposerValues(), video }, options);
    expect(body.video).toMatchObject({
      thumbnail: 'https://cdn.example.com/t.jpg',
      postingVideoShort: true,
      postingVideoForKids: true,
      typeOfPostYoutube: 'unlisted',
    });
  });

  it('sends the Instagram flags of the selected accounts only (content.options)', () => {
    const body = toPostBody(
      {
        ...emptyComposerValues(),
        accountIds: ['00000000-0000-4000-8000-0000000009a1'],
        accountsMetadata: [
          { accountId: '00000000-0000-4000-8000-0000000009a1', autoReel: true },
          { accountId: 'ig2', autoStory: true },
        ],
      },
      options,
    );
    expect(body.accountsMetadata).toEqual([
      { accountId: '00000000-0000-4000-8000-0000000009a1', autoReel: true },
    ]);
  });
});

// The event's times are picked on the user's clock and sent as instants.
describe('event times', () => {
  it.each([
    ['Europe/Paris', '2030-06-01 10:00:00', '2030-06-01T08:00:00.000Z'],
    ['Europe/Paris', '2030-12-01 10:00:00', '2030-12-01T09:00:00.000Z'],
    ['America/New_York', '2030-06-01 22:30:00', '2030-06-02T02:30:00.000Z'],
    ['UTC', '2030-06-01 00:00:00', '2030-06-01T00:00:00.000Z'],
  ])('%s %s is %s', (zone, wallClock, instant) => {
    expect(instantOf(wallClock, zone)).toBe(instant);
    expect(wallClockOf(instant, zone)).toBe(wallClock);
  });

  it('keeps a time not picked yet as null', () => {
    expect(instantOf(null, 'Europe/Paris')).toBeNull();
    expect(instantOf('', 'Europe/Paris')).toBeNull();
    expect(wallClockOf(null, 'Europe/Paris')).toBeNull();
  });
});

// Issue 14: the API refuses control characters; the composer drops the ones a paste brought in.
describe('pasted control characters', () => {
  it('leaves them out of the message, hashtags and title', () => {
    const body = toPostBody(
      {
        ...emptyComposerValues(),
        message: 'Line one\u000BLine two\u0000',
        hashtags: ['#spring\u0007'],
        postTitle: 'Menu\u001B',
      },
      options,
    );
    expect([body.message, body.hashtags, body.postTitle]).toEqual(['Line oneLine two', ['#spring'], 'Menu']);
  });
});

// Issue 16: the thread's later parts and the first comment, as the API takes them.
describe('a thread and a first comment', () => {
  it('sends each part with its ready images, leaves empty parts and uploads still running out', () => {
    const image = { url: 'https://images.example.com/a.png', progress: null };
    const body = toPostBody(
      {
        ...emptyComposerValues(),
        thread: [
          { key: 'r1', message: 'Two\u0007', images: [{ ...image, key: 'a', alt: '  Beans  ' }] },
          { key: 'r2', message: '   ', images: [] },
          { key: 'r3', message: '', images: [{ ...image, key: 'b', progress: 40 }] },
          { key: 'r4', message: '', images: [{ ...image, key: 'c', alt: ' ' }] },
        ],
        firstComment: '  Links below \u0000',
      },
      options,
    );
    expect(body.thread).toEqual([
      { message: 'Two', images: [{ url: image.url, alt: 'Beans' }] },
      { message: '', images: [{ url: image.url }] },
    ]);
    expect(body.firstComment).toBe('Links below');
  });
});
