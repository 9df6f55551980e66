import { describe, expect, it } from 'vitest';
import { networkName, networkTable, publishesThroughMobileApp } from './network-table';
import { socialTypes, toSocialType } from './social-types';

describe('the network table', () => {
  it('has one entry per social type of the spec, keyed by its own type', () => {
    expect(Object.keys(networkTable).sort()).toEqual([...socialTypes].sort());
    for (const [key, rules] of Object.entries(networkTable)) expect(rules.socialType).toBe(key);
  });

  it.each([
    ['tikTok', 'tiktok'],
    ['whatsApp', 'whatsapp'],
    ['instagram-business', 'instagram-business'],
    ['myspace', null],
  ])('reads the spelling %s as %s', (spelling, socialType) => {
    expect(toSocialType(spelling)).toBe(socialType);
  });

  // "Posting to facebook profile, instagram, tiktok, snapchat and whatsapp needs the mobile app".
  it.each([
    ['facebook', 'personal', true],
    ['facebook', 'page', false],
    ['instagram', 'personal', true],
    ['instagram-business', 'business', false],
    ['tiktok', 'personal', true],
    ['snapchat', 'story', true],
    ['whatsapp', 'group', true],
    ['twitter', 'personal', false],
  ] as const)('%s %s publishes through the mobile app: %s', (socialType, type, mobile) => {
    expect(publishesThroughMobileApp(socialType, type)).toBe(mobile);
  });

  // Issue #5: TikTok through the Content Posting API; its story and feed reminders stay reminders.
  it.each([
    ['tiktok', { connected: true }, false],
    ['tiktok', { connected: true, options: { feedReminder: false, storyReminder: false } }, false],
    ['tiktok', { connected: true, options: { feedReminder: true } }, true],
    ['tiktok', { connected: true, options: { storyReminder: true } }, true],
    ['tiktok', { connected: false }, true],
    ['tiktok', undefined, true],
    ['instagram', { connected: true }, true],
    ['snapchat', { connected: true }, true],
    ['twitter', { connected: true, options: { feedReminder: true } }, false],
  ] as const)('%s with delivery %j publishes through the mobile app: %s', (socialType, delivery, mobile) => {
    expect(publishesThroughMobileApp(socialType, 'personal', delivery)).toBe(mobile);
  });

  // Section 6: "GMB, Pinterest, Snapchat, Wix, Squarespace need Essentials; WhatsApp, Mailchimp,
  // YouTube, Threads ... need Advanced".
  it.each([
    ['googleMB', 'essentials'],
    ['pinterest', 'essentials'],
    ['snapchat', 'essentials'],
    ['wix', 'essentials'],
    ['squarespace', 'essentials'],
    ['whatsapp', 'advanced'],
    ['mailchimp', 'advanced'],
    ['youtube', 'advanced'],
    ['threads', 'advanced'],
    ['facebook', null],
    ['twitter', null],
  ] as const)('%s needs the %s plan', (socialType, gate) => {
    expect(networkTable[socialType].planGate).toBe(gate);
  });

  // Spec section 3, "Account metadata".
  it.each([
    ['instagram', ['feedReminder', 'storyReminder', 'reelReminder', 'carouselReminder']],
    ['instagram-business', ['autoFeed', 'autoCarousel', 'autoReel', 'autoStory']],
    // The spec's reminders, and a page's Reel or story through the Graph API (issue 16).
    [
      'facebook',
      [
        'storyReminder',
        'personalTimelineReminder',
        'nonAdminGroupsReminder',
        'reelReminder',
        'autoReel',
        'autoStory',
      ],
    ],
    ['tiktok', ['storyReminder', 'feedReminder']],
  ] as const)('%s offers its account options', (socialType, options) => {
    expect([...networkTable[socialType].accountOptions].sort()).toEqual([...options].sort());
  });

  it.each([
    ['tiktok', 'TikTok'],
    ['twitter', 'Twitter'],
    ['myspace', 'myspace'],
  ])('names %s as people know it: %s', (socialMedia, name) => {
    expect(networkName(socialMedia)).toBe(name);
  });
});
