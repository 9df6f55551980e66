import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { limitsOfPlan } from './limits';
import {
  countGate,
  featureGate,
  isLibraryLimitMessage,
  libraryGate,
  networkGate,
  quotesGate,
  subscriptionGate,
} from './upgrade-gates';

const free = limitsOfPlan(null);
const basic = limitsOfPlan('basicnew');
const advanced = limitsOfPlan('advancednew');

// Section 6: "limit_exceed ('you have reached your limits of {amount} {action}') and no_access ('you
// don't have access to {action}')".
describe('upgrade messages', () => {
  it.each([
    [
      'social accounts',
      countGate(basic, 'socialMediaAccounts', 15),
      'limit_exceed',
      'you have reached your limits of 15 social accounts',
    ],
    [
      'calendars',
      countGate(basic, 'calendars', 3),
      'limit_exceed',
      'you have reached your limits of 3 calendars',
    ],
    [
      'hashtag list',
      countGate(basic, 'hashtagLists', 5),
      'limit_exceed',
      'you have reached your limits of 5 hashtag list',
    ],
    [
      'import images',
      countGate(basic, 'importImagesPerMonth', 50),
      'limit_exceed',
      'you have reached your limits of 50 import images',
    ],
    [
      'more articles',
      countGate(basic, 'journalArticlesPerMonth', 4),
      'limit_exceed',
      'you have reached your limits of 4 more articles',
    ],
    [
      'journal',
      countGate(free, 'journalArticlesPerMonth', 0),
      'no_access',
      "you don't have access to journal",
    ],
    [
      'Pinterest boards',
      countGate(limitsOfPlan('essentials'), 'pinterestBoards', 5),
      'limit_exceed',
      'you have reached your limits of 5 Pinterest boards',
    ],
    [
      'Library posts',
      countGate(basic, 'libraryPosts', 100),
      'limit_exceed',
      'you have reached your limits of 100 Library posts',
    ],
    [
      'LinkedIn video',
      featureGate(free, 'linkedinVideo'),
      'no_access',
      "you don't have access to LinkedIn video",
    ],
    [
      'advanced article summarizer',
      featureGate(basic, 'advancedArticleSummarizer'),
      'no_access',
      "you don't have access to advanced article summarizer",
    ],
  ])('%s', (_case, gate, reason, message) => {
    expect(gate).toMatchObject({ reason, message });
  });

  it.each([
    ['under the limit', countGate(basic, 'calendars', 2)],
    ['a plan with the feature', featureGate(advanced, 'advancedArticleSummarizer')],
  ])('lets through %s', (_case, gate) => {
    expect(gate).toBeNull();
  });
});

// "GMB, Pinterest, Snapchat, Wix, Squarespace need Essentials; WhatsApp, Mailchimp, YouTube, Threads
// ... need Advanced; banner image generation needs Business".
describe('plan gates of networks and features', () => {
  it.each([
    ['googleMB', 'basicnew', "you don't have access to Google My Business"],
    ['googleMB', 'essentials', null],
    ['pinterest', 'basicnew', "you don't have access to Pinterest"],
    ['snapchat', 'smb', null],
    ['wix', 'pro', "you don't have access to Wix"],
    ['squarespace', 'essentials', null],
    ['whatsapp', 'essentials', "you don't have access to WhatsApp"],
    ['mailchimp', 'advancednew', null],
    ['youtube', 'essentials', "you don't have access to YouTube"],
    ['threads', 'advanced', null],
    ['facebook', null, null],
  ] as const)('%s on %s', (socialType, plan, message) => {
    expect(networkGate(limitsOfPlan(plan), socialType)?.message ?? null).toBe(message);
  });

  it.each([
    ['advancednew', false],
    ['businessnew', true],
  ])('banner image generation on %s: %s', (plan, allowed) => {
    expect(featureGate(limitsOfPlan(plan), 'bannerImageGeneration') === null).toBe(allowed);
  });

  it('sends a user with no subscription to the no-plan modal for UTM', () => {
    expect(subscriptionGate(false, 'UTM')).toEqual({
      reason: 'no_subscription',
      action: 'UTM',
      message: messages.plans.noPlan,
    });
    expect(subscriptionGate(true, 'UTM')).toBeNull();
  });

  it("stops the library at the plan's libraryPosts", () => {
    expect(libraryGate(basic, 99)).toBeNull();
    expect(libraryGate(basic, 100)).toBe('The limit of 100 posts in Library is reached.');
  });

  it("tells the library's limit message from the other limits", () => {
    expect(isLibraryLimitMessage('The limit of 100 posts in Library is reached.')).toBe(true);
    expect(isLibraryLimitMessage(messages.upgrade.limitExceed(1, 'calendars'))).toBe(false);
    expect(isLibraryLimitMessage('The limit of posts in Library is reached.')).toBe(false);
  });

  it('asks to upgrade for Quotes without suggestionsFromArticleUrl', () => {
    expect(quotesGate(free)).toBe('Upgrade your plan and get Quotes');
    expect(quotesGate(basic)).toBeNull();
  });
});

// Section 6: "Journal, Import Content, Hashtags playlist, RSS each need an upgraded plan"; "Autocomplete
// needs the plan's autocompleteAPI flag".
describe('features that need an upgraded plan', () => {
  it.each([
    ['import content', featureGate(free, 'importContent'), "you don't have access to import content"],
    ['hashtag lists', countGate(free, 'hashtagLists', 0), "you don't have access to hashtag list"],
    ['RSS', countGate(free, 'rssFeeds', 0), "you don't have access to RSS feeds"],
    ['autocomplete', featureGate(free, 'autocompleteAPI'), "you don't have access to autocomplete"],
  ])('%s on the free plan', (_case, gate, message) => {
    expect(gate).toMatchObject({ reason: 'no_access', message });
  });

  it.each([
    ['import content', featureGate(basic, 'importContent')],
    ['hashtag lists', countGate(basic, 'hashtagLists', 0)],
    ['RSS', countGate(basic, 'rssFeeds', 0)],
    ['autocomplete', featureGate(basic, 'autocompleteAPI')],
  ])('%s on basicnew', (_case, gate) => {
    expect(gate).toBeNull();
  });
});
