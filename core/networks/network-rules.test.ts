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
const gmb = account('googleMB', 'page');
const instagram = account('instagram', 'personal');
const business = account('instagram-business', 'business', 'ig-business');
const youtube = account('youtube', 'channel');
const big = (megabytes: number) => megabytes * 1024 * 1024;
const meta = (accountId: string, flags: Record<string, boolean>) => [{ accountId, ...flags }];

// Spec section 5, one row per rule, with the message the composer shows.
describe('network rules', () => {
  it.each([
    // "GIF rejected for Alexa, Google My Business, Instagram Business and Instagram personal."
    [
      'Alexa rejects a GIF',
      post({ images: [gif], audio: { url: 'a.mp3' } }),
      [account('alexaDevice')],
      [rules.gifRejected('Alexa')],
    ],
    [
      'Google My Business rejects a GIF',
      post({ images: [gif] }),
      [gmb],
      [rules.gifRejected('Google My Business')],
    ],
    ['Instagram rejects a GIF', post({ images: [gif] }), [instagram], [rules.gifRejected('Instagram')]],
    // "Alexa: image-only rejected; at most 2 links."
    ['Alexa rejects an image-only post', post(), [account('alexaDevice')], [rules.alexaImageOnly]],
    ['Alexa takes text alone', post({ images: [] }), [account('alexaDevice')], []],
    [
      'Alexa rejects 3 links',
      post({ images: [], message: 'https://a.com http://b.com www.c.com' }),
      [account('alexaWhiteLabelSkill')],
      [rules.alexaTooManyLinks],
    ],
    [
      'Alexa takes 2 links',
      post({ images: [], message: 'https://a.com and https://b.com' }),
      [account('alexaDevice')],
      [],
    ],
    // Google My Business.
    [
      'Google My Business rejects a video',
      post({ images: [], video: landscapeVideo }),
      [gmb],
      [rules.videoRejected('Google My Business')],
    ],
    [
      'Google My Business needs a title for an Offer',
      post({ callToAction: { actionType: 'OFFER' } }),
      [gmb],
      [rules.gmbOfferTitleRequired],
    ],
    [
      'Google My Business needs a valid redeem-online URL',
      post({
        postTitle: 'Sale',
        callToAction: { actionType: 'OFFER', offer: { redeemOnlineUrl: 'shop.example.com' } },
      }),
      [gmb],
      [messages.callToAction.redeemUrlInvalid],
    ],
    [
      'Google My Business takes a valid Offer',
      post({
        postTitle: 'Sale',
        callToAction: { actionType: 'OFFER', offer: { redeemOnlineUrl: 'https://shop.example.com' } },
      }),
      [gmb],
      [],
    ],
    ['Google My Business title at 70', post({ postTitle: 'x'.repeat(70) }), [gmb], []],
    [
      'Google My Business title over 70',
      post({ postTitle: 'x'.repeat(71) }),
      [gmb],
      [rules.titleTooLong('Google My Business', 70)],
    ],
    [
      'Google My Business takes one image',
      post({ images: [image, image] }),
      [gmb],
      [rules.tooManyImages('Google My Business', 1)],
    ],
    [
      'Google My Business image under 10 KB',
      post({ images: [{ ...image, size: 10 * 1024 - 1 }] }),
      [gmb],
      [rules.gmbImageSize],
    ],
    [
      'Google My Business image over 25 MB',
      post({ images: [{ ...image, size: big(25) + 1 }] }),
      [gmb],
      [rules.gmbImageSize],
    ],
    // Pinterest.
    [
      'Pinterest needs an image',
      post({ images: [] }),
      [account('pinterest', 'board')],
      [rules.pinterestImageRequired],
    ],
    [
      'Pinterest rejects a video',
      post({ video: landscapeVideo }),
      [account('pinterest', 'board')],
      [rules.videoRejected('Pinterest')],
    ],
    // Google Web Stories (wordpress or shopify story).
    [
      'a web story needs an image or GIF and a title',
      post({ images: [] }),
      [account('wordpress', 'story')],
      [rules.webStoryMediaRequired, rules.webStoryTitleRequired],
    ],
    [
      'a web story rejects a video',
      post({ postTitle: 'Story', video: landscapeVideo }),
      [account('shopify', 'story')],
      [rules.videoRejected('Shopify Web Stories')],
    ],
    [
      'a web story takes a GIF and a title',
      post({ postTitle: 'Story', images: [gif] }),
      [account('shopify', 'story')],
      [],
    ],
    ['a WordPress blog has no web story rules', post({ images: [] }), [account('wordpress', 'blog')], []],
    // YouTube.
    [
      'YouTube needs a video and a title',
      post({ images: [] }),
      [youtube],
      [rules.youtubeVideoRequired, rules.youtubeTitleRequired],
    ],
    [
      'YouTube takes a titled video',
      post({ images: [], postTitle: 'Clip', video: landscapeVideo }),
      [youtube],
      [],
    ],
    [
      'YouTube refuses a landscape short',
      post({ images: [], postTitle: 'Clip', video: { ...landscapeVideo, postingVideoShort: true } }),
      [youtube],
      [rules.youtubeShortNotAllowed],
    ],
    [
      'YouTube refuses a 61-second short',
      post({
        images: [],
        postTitle: 'Clip',
        video: { ...portraitVideo, duration: 61, postingVideoShort: true },
      }),
      [youtube],
      [rules.youtubeShortNotAllowed],
    ],
    [
      'YouTube takes a portrait short under 61 s',
      post({
        images: [],
        postTitle: 'Clip',
        video: { ...portraitVideo, duration: 60.9, postingVideoShort: true },
      }),
      [youtube],
      [],
    ],
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
    // Snapchat, Facebook Reel, LinkedIn, Twitter, Mailchimp.
    [
      'Snapchat takes only 1 image',
      post({ images: [image, image] }),
      [account('snapchat', 'story')],
      [rules.tooManyImages('Snapchat', 1)],
    ],
    [
      'a Facebook Reel needs a video',
      post({ accountsMetadata: meta('facebook-page', { reelReminder: true }) }),
      [account('facebook', 'page')],
      [rules.facebookReelVideoRequired],
    ],
    ['LinkedIn takes 9 images', post({ images: Array(9).fill(image) }), [account('linkedin', 'page')], []],
    [
      'LinkedIn refuses 10 images',
      post({ images: Array(10).fill(image) }),
      [account('linkedin', 'page')],
      [rules.tooManyImages('LinkedIn', 9)],
    ],
    [
      'Twitter refuses 5 images',
      post({ images: Array(5).fill(image) }),
      [account('twitter', 'personal')],
      [rules.tooManyImages('Twitter', 4)],
    ],
    [
      'Twitter posts to one account at a time',
      post(),
      [account('twitter', 'personal', 'a'), account('twitter', 'personal', 'b')],
      [messages.composer.oneTwitterAccount],
    ],
    [
      'Mailchimp posts to one account at a time',
      post(),
      [account('mailchimp', 'list', 'a'), account('mailchimp', 'list', 'b')],
      [messages.composer.oneMailchimpAccount],
    ],
  ])('%s', (_case, body, accounts, errors) => {
    expect(errorsOf(validate(body, accounts))).toEqual(errors);
  });

  it('asks to confirm a GIF for Instagram Business: it is posted as a still image', () => {
    const findings = validate(post({ images: [gif] }), [business]);
    expect(findings.errors).toEqual([]);
    expect(findings.confirmations.map((c) => c.kind)).toEqual(['instagramBusinessGif']);
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

  it('sends LinkedIn video to the upgrade modal when the plan has no LinkedIn video', () => {
    const findings = validate(post({ images: [], video: landscapeVideo }), [account('linkedin', 'page')], {
      limits: limitsOfPlan(null),
    });
    expect(findings.errors).toEqual([
      {
        message: rules.linkedinVideoUpgrade,
        socialMedia: 'linkedin',
        upgrade: { reason: 'no_access', action: 'LinkedIn video' },
      },
    ]);
  });
});
