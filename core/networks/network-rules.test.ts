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
    [
      'Instagram rejects a GIF',
      post({ images: [gif] }),
      [account('instagram', 'personal')],
      [rules.gifRejected('Instagram')],
    ],
    // Threads takes JPEG and PNG images only (NETWORKS.md).
    [
      'Threads rejects a GIF',
      post({ images: [gif] }),
      [account('threads', 'personal')],
      [rules.gifRejected('Threads')],
    ],
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
    // A multi-image pin takes 2 to 5 images (decision 0059).
    ['Pinterest takes 5 images', post({ images: Array(5).fill(image) }), [account('pinterest', 'board')], []],
    [
      'Pinterest refuses 6 images',
      post({ images: Array(6).fill(image) }),
      [account('pinterest', 'board')],
      [rules.tooManyImages('Pinterest', 5)],
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
