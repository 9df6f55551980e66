import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { limitsOfPlan } from '../plans/limits';
import {
  account,
  errorsOf,
  gif,
  image,
  landscapeVideo,
  portraitVideo,
  post,
  validate,
} from '../posts/test-support/post-fixtures';

const rules = messages.networkRules;
const instagram = account('instagram', 'personal');
const business = account('instagram-business', 'business', 'ig-business');
const big = (megabytes: number) => megabytes * 1024 * 1024;
const nine = Array.from({ length: 9 }, () => image);
const meta = (accountId: string, flags: Record<string, boolean>) => [{ accountId, ...flags }];

// Spec section 5, "Instagram" and "Instagram Business", one row per rule.
describe('Instagram rules', () => {
  it.each([
    // Instagram.
    ['Instagram needs an image or video', post({ images: [] }), [instagram], [rules.instagramMediaRequired]],
    [
      'Instagram rejects a 4K video',
      post({ images: [], video: { ...landscapeVideo, videoWidth: 3840, videoHeight: 2160 } }),
      [instagram],
      [rules.instagram4kVideo],
    ],
    [
      'Instagram posts to one account at a time',
      post(),
      [instagram, account('instagram', 'personal', 'second')],
      [messages.composer.oneInstagramAccount],
    ],
    [
      'Instagram video under 3 s',
      post({ images: [], video: { ...landscapeVideo, duration: 2.9 } }),
      [instagram],
      [rules.instagramVideoDuration(60)],
    ],
    [
      'Instagram video of 60 s',
      post({ images: [], video: { ...landscapeVideo, duration: 60 } }),
      [instagram],
      [rules.instagramVideoDuration(60)],
    ],
    [
      'Instagram video of 100 MB',
      post({ images: [], video: { ...landscapeVideo, size: 104857600 } }),
      [instagram],
      [rules.instagramVideoSize(100)],
    ],
    [
      'Instagram reel of 89 s and 149 MB',
      post({
        images: [],
        video: { ...portraitVideo, duration: 89, size: big(149) },
        accountsMetadata: meta(instagram._id, { reelReminder: true }),
      }),
      [instagram],
      [],
    ],
    [
      'Instagram reel of 90 s and 150 MB',
      post({
        images: [],
        video: { ...portraitVideo, duration: 90, size: 157286400 },
        accountsMetadata: meta(instagram._id, { reelReminder: true }),
      }),
      [instagram],
      [rules.instagramVideoDuration(90), rules.instagramVideoSize(150)],
    ],
    // Instagram Business.
    ['Instagram Business needs media', post({ images: [] }), [business], [rules.instagramMediaRequired]],
    [
      'Instagram Business takes 30 hashtags',
      post({ hashtags: Array.from({ length: 30 }, (_, i) => `tag${i}`) }),
      [business],
      [],
    ],
    [
      'Instagram Business refuses 31 hashtags',
      post({ message: 'Hello #one', hashtags: Array.from({ length: 30 }, (_, i) => `tag${i}`) }),
      [business],
      [rules.instagramTooManyHashtags],
    ],
    [
      'autoFeed refuses two images',
      post({ images: [image, image], accountsMetadata: meta(business._id, { autoFeed: true }) }),
      [business],
      [rules.instagramAutoFeed],
    ],
    [
      'autoFeed refuses a feed video wider than 16:9',
      post({
        images: [],
        video: { ...landscapeVideo, videoWidth: 1900, videoHeight: 1000 },
        accountsMetadata: meta(business._id, { autoFeed: true }),
      }),
      [business],
      [rules.instagramFeedAspectRatio],
    ],
    [
      'autoFeed refuses a feed video taller than 4:5',
      post({ images: [], video: portraitVideo, accountsMetadata: meta(business._id, { autoFeed: true }) }),
      [business],
      [rules.instagramFeedAspectRatio],
    ],
    [
      'autoFeed takes a 16:9 video',
      post({ images: [], video: landscapeVideo, accountsMetadata: meta(business._id, { autoFeed: true }) }),
      [business],
      [],
    ],
    [
      'autoCarousel needs 2 images',
      post({ accountsMetadata: meta(business._id, { autoCarousel: true }) }),
      [business],
      [rules.instagramAutoCarousel],
    ],
    // Images with a video: one carousel whose items include the video (decision 0059).
    [
      'autoCarousel takes an image and a video',
      post({ video: landscapeVideo, accountsMetadata: meta(business._id, { autoCarousel: true }) }),
      [business],
      [],
    ],
    [
      '9 images and a video make a carousel of 10',
      post({ images: nine, video: landscapeVideo }),
      [business],
      [],
    ],
    [
      '10 images and a video are 11 carousel items',
      post({ images: [...nine, image], video: landscapeVideo }),
      [business],
      [rules.instagramCarouselTooMany],
    ],
    [
      "a carousel's video item is a feed video: under 60 s and 100 MB",
      post({ video: { ...landscapeVideo, duration: 60, size: 104857600 } }),
      [business],
      [rules.instagramVideoDuration(60), rules.instagramVideoSize(100)],
    ],
    [
      'a carousel video item of 2.9 s',
      post({ video: { ...landscapeVideo, duration: 2.9 } }),
      [business],
      [rules.instagramVideoDuration(60)],
    ],
    [
      'autoReel needs a vertical video and no image',
      post({ video: landscapeVideo, accountsMetadata: meta(business._id, { autoReel: true }) }),
      [business],
      [rules.instagramAutoReel],
    ],
    [
      'autoReel takes a vertical video',
      post({ images: [], video: portraitVideo, accountsMetadata: meta(business._id, { autoReel: true }) }),
      [business],
      [],
    ],
  ])('%s', (_case, body, accounts, errors) => {
    expect(errorsOf(validate(body, accounts))).toEqual(errors);
  });

  it('asks to confirm a GIF for Instagram Business: it is posted as a still image', () => {
    const findings = validate(post({ images: [gif] }), [business]);
    expect(findings.errors).toEqual([]);
    expect(findings.confirmations.map((c) => c.kind)).toEqual(['instagramBusinessGif']);
  });

  it.each([
    ['two images', post({ images: [image, image] }), "you don't have access to Instagram carousel auto-post"],
    [
      'the autoCarousel flag',
      post({ images: [image, image], accountsMetadata: meta(business._id, { autoCarousel: true }) }),
      "you don't have access to Instagram carousel auto-post",
    ],
    ['one image', post(), null],
    [
      'two images as a story',
      post({ images: [image, image], accountsMetadata: meta(business._id, { autoStory: true }) }),
      null,
    ],
  ])('gates a carousel auto-post by the plan: %s on Basic', (_name, body, message) => {
    const findings = validate(body, [business], { limits: limitsOfPlan('basicnew') });
    const upgrade = findings.errors.find((error) => error.upgrade);
    expect(upgrade?.message ?? null).toBe(message);
    if (message)
      expect(upgrade?.upgrade).toEqual({ reason: 'no_access', action: 'Instagram carousel auto-post' });
    expect(validate(body, [business], { limits: limitsOfPlan('essentials') }).errors).toEqual([]);
  });

  it('warns about Instagram Business past the plan daily auto-post limit', () => {
    const findings = validate(post(), [business], { limits: limitsOfPlan('basicnew'), postsToday: () => 2 });
    expect(findings.confirmations).toEqual([
      {
        kind: 'instagramDailyLimit',
        message: messages.confirmations.instagramDailyLimit(2),
        socialMedia: 'instagram-business',
      },
    ]);
  });
});
