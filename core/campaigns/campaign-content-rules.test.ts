import { describe, expect, it } from 'vitest';
import { limitsOfPlan } from '../plans/limits';
import { type PostVideo } from '../posts/post-schema';
import { createSuitablePosts } from './campaign-content-rules';
import { planCampaignContent, type PlannerAccount, type PlannerLibraryPost } from './campaign-content';

const day = 86_400_000;
const start = new Date('2026-06-01T09:00:00Z');
const slots = (count: number) =>
  Array.from({ length: count }, (_, index) => new Date(start.getTime() + index * day));

const image = { url: 'https://cdn.example.com/shop.png' };
const gif = { url: 'https://cdn.example.com/dance.gif' };
const video: PostVideo = {
  url: 'https://cdn.example.com/clip.mp4',
  thumbnail: null,
  duration: 30,
  videoWidth: 1080,
  videoHeight: 1920,
  size: 1_000_000,
  postingVideoShort: false,
  postingVideoForKids: false,
  typeOfPostYoutube: 'private',
};
/** 600 characters: over X's 280 and Pinterest's 500, under LinkedIn's 3,000. */
const longText = `${'Our bakery opens a second shop downtown with fresh bread daily. '.repeat(10)}`.slice(
  0,
  600,
);

/** Newest first: the candidate under test ('first') comes before the fallback ('second'). */
const post = (id: string, daysOld: number, extra: Partial<PlannerLibraryPost> = {}): PlannerLibraryPost => ({
  id,
  message: `Library post ${id} about sourdough number ${daysOld}`,
  variations: [],
  images: [],
  video: null,
  postTitle: '',
  hashtags: [],
  callToAction: null,
  createdAt: new Date(start.getTime() - daysOld * day),
  expirationDate: null,
  draft: false,
  pending: false,
  rejected: false,
  ...extra,
});
const first = (extra: Partial<PlannerLibraryPost>) => post('first', 1, extra);
const fallback = (extra: Partial<PlannerLibraryPost> = {}) => post('second', 2, extra);

const plan = (account: PlannerAccount, library: PlannerLibraryPost[], count = 1, plan?: string) =>
  planCampaignContent({
    slots: slots(count),
    accounts: [account],
    library,
    history: new Map(),
    priority: 'newest',
    repeat: false,
    limits: limitsOfPlan(plan ?? null),
    random: () => 0,
  });
const picks = (...args: Parameters<typeof plan>) => plan(...args).map((slot) => slot.libraryPostId);

const twitter = { id: 'x', socialMedia: 'twitter' };
const linkedin = { id: 'li', socialMedia: 'linkedin' };
const instagram = { id: 'ig', socialMedia: 'instagram' };

describe("the account network's rules", () => {
  it.each([
    ['a long text is not planned for X', twitter, first({ message: longText }), 'second'],
    ['a long text is planned for LinkedIn', linkedin, first({ message: longText }), 'first'],
    [
      'a long text is not planned for Pinterest',
      { id: 'p', socialMedia: 'pinterest', type: 'board' },
      first({ message: longText, images: [image] }),
      'second',
    ],
    ['an image-less post is skipped for Instagram', instagram, first({}), 'second'],
    ['a post with an image is planned for Instagram', instagram, first({ images: [image] }), 'first'],
    [
      'an image-less post is skipped for Instagram Business',
      { id: 'ib', socialMedia: 'instagram-business' },
      first({}),
      'second',
    ],
    [
      'an image-less post is skipped for Pinterest',
      { id: 'p', socialMedia: 'pinterest', type: 'board' },
      first({}),
      'second',
    ],
    [
      'a video-less post is skipped for YouTube',
      { id: 'yt', socialMedia: 'youtube' },
      first({ postTitle: 'Bread' }),
      'second',
    ],
    [
      'a titled video is planned for YouTube',
      { id: 'yt', socialMedia: 'youtube' },
      first({ video, postTitle: 'Bread' }),
      'first',
    ],
    ['a GIF is skipped for Instagram', instagram, first({ images: [gif] }), 'second'],
    [
      'an image-less post is skipped for TikTok',
      { id: 'tt', socialMedia: 'tiktok', type: 'personal' },
      first({}),
      'second',
    ],
    [
      'a video is planned for TikTok',
      { id: 'tt', socialMedia: 'tiktok', type: 'personal' },
      first({ video }),
      'first',
    ],
    [
      'a video is skipped for Google My Business',
      { id: 'g', socialMedia: 'googleMB' },
      first({ video }),
      'second',
    ],
    [
      'a text over the server limit is skipped for Mastodon',
      { id: 'm', socialMedia: 'mastodon', textLimit: 100 },
      first({ message: 'A'.repeat(120) }),
      'second',
    ],
    [
      'a text under the limit is planned for Mastodon',
      { id: 'm', socialMedia: 'mastodon' },
      first({ message: 'A'.repeat(120) }),
      'first',
    ],
    [
      'a post with no video is skipped for a Facebook reel',
      { id: 'fb', socialMedia: 'facebook', options: { reelReminder: true } },
      first({}),
      'second',
    ],
    [
      'a post with no video is planned for a Facebook page',
      { id: 'fb', socialMedia: 'facebook', type: 'page' },
      first({}),
      'first',
    ],
    // Content a network takes as it is (several images are one multi-image pin on Pinterest).
    [
      'several images are planned for Pinterest',
      { id: 'p', socialMedia: 'pinterest', type: 'board' },
      first({ images: [image, image] }),
      'first',
    ],
    // Warnings the user would confirm do not make content unsuitable.
    [
      'a GIF is planned for Instagram Business',
      { id: 'ib', socialMedia: 'instagram-business' },
      first({ images: [gif] }),
      'first',
    ],
  ] satisfies [string, PlannerAccount, PlannerLibraryPost, string][])(
    '%s',
    (_case, account: PlannerAccount, candidate, expected) => {
      // The fallback suits every account of the table: an image, or a titled video for YouTube and reels.
      const needsVideo = account.socialMedia === 'youtube' || account.options?.reelReminder === true;
      const media = needsVideo ? { video, postTitle: 'Bread' } : { images: [image] };
      expect(picks(account, [candidate, fallback(media)])).toEqual([expected]);
    },
  );

  it.each([
    ['the free plan', undefined, 'second'],
    ['a plan with LinkedIn video', 'essentials', 'first'],
  ])('plans a LinkedIn video on %s only where allowed', (_case, planName, expected) => {
    expect(picks(linkedin, [first({ video }), fallback()], 1, planName)).toEqual([expected]);
  });

  it.each([
    [
      'a short X variation of a long message is planned for X',
      twitter,
      { message: longText, variations: [{ socialMedia: 'twitter', message: 'Short one for X' }] },
      'first',
    ],
    [
      'a long X variation is not planned for X',
      twitter,
      { variations: [{ socialMedia: 'twitter', message: longText }] },
      'second',
    ],
    [
      'a long X variation does not stop the message going to LinkedIn',
      linkedin,
      { variations: [{ socialMedia: 'twitter', message: longText }] },
      'first',
    ],
    [
      'a long LinkedIn variation is not planned for LinkedIn',
      linkedin,
      { variations: [{ socialMedia: 'linkedin', message: 'x'.repeat(3001) }] },
      'second',
    ],
  ] satisfies [string, PlannerAccount, Partial<PlannerLibraryPost>, string][])(
    '%s',
    (_case, account, extra, expected) => {
      expect(picks(account, [first(extra), fallback()])).toEqual([expected]);
    },
  );

  it("blocks the slots when nothing left suits the network ('No content from library')", () => {
    const library = [first({ message: longText }), fallback({ message: `${longText} again` })];
    expect(plan(twitter, library, 2)).toEqual([
      { at: slots(2)[0], accountId: 'x', libraryPostId: null, message: '' },
      { at: slots(2)[1], accountId: 'x', libraryPostId: null, message: '' },
    ]);
    expect(picks(instagram, [first({}), fallback()], 2)).toEqual([null, null]);
  });

  it('gives each account what its own network accepts', () => {
    const result = planCampaignContent({
      slots: slots(1),
      accounts: [twitter, linkedin],
      library: [first({ message: longText }), fallback()],
      history: new Map(),
      priority: 'newest',
      repeat: false,
      limits: limitsOfPlan(null),
      random: () => 0,
    });
    expect(result.map((slot) => [slot.accountId, slot.libraryPostId])).toEqual([
      ['x', 'second'],
      ['li', 'first'],
    ]);
  });
});

describe('createSuitablePosts', () => {
  it('checks each library post once per kind of account', () => {
    const suitableFor = createSuitablePosts([first({ message: longText }), fallback()], limitsOfPlan(null));
    const forX = suitableFor(twitter);
    expect(forX.map((candidate) => candidate.id)).toEqual(['second']);
    expect(suitableFor({ id: 'x2', socialMedia: 'twitter' })).toBe(forX);
    expect(suitableFor({ id: 'm1', socialMedia: 'mastodon', textLimit: 40 })).not.toBe(
      suitableFor({ id: 'm2', socialMedia: 'mastodon', textLimit: 1000 }),
    );
  });
});
