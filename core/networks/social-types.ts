import { z } from 'zod';

/**
 * Spec section 3, "Social types": facebook, googleMB, twitter, hootsuite, instagram, instagram-business,
 * tiktok (also tikTok), snapchat, medium, linkedin, shopify, pinterest, wordpress, mailchimp, whatsapp
 * (also whatsApp), youtube; also alexaDevice, alexaWhiteLabelSkill, fireTVApp, wix, weebly, squarespace,
 * threads.
 */
export const socialTypes = [
  'facebook',
  'googleMB',
  'twitter',
  'hootsuite',
  'instagram',
  'instagram-business',
  'tiktok',
  'snapchat',
  'medium',
  'linkedin',
  'shopify',
  'pinterest',
  'wordpress',
  'mailchimp',
  'whatsapp',
  'youtube',
  'alexaDevice',
  'alexaWhiteLabelSkill',
  'fireTVApp',
  'wix',
  'weebly',
  'squarespace',
  'threads',
  // Not in the spec: users of open networks ask for them (issue 5).
  'mastodon',
  'bluesky',
  // Not a real network: Kairos's own test network for the engine's tests and demos, shown only when
  // the server switches it on (TEST_NETWORK).
  'testNetwork',
] as const;
export type SocialType = (typeof socialTypes)[number];

/** The spec writes two networks two ways ("tiktok (also tikTok)", "whatsapp (also whatsApp)"). */
const aliases: Readonly<Record<string, SocialType>> = { tikTok: 'tiktok', whatsApp: 'whatsapp' };

/** The canonical social type of a spelling seen in the spec, or null when it is not one. */
export function toSocialType(value: string): SocialType | null {
  if ((socialTypes as readonly string[]).includes(value)) return value as SocialType;
  return aliases[value] ?? null;
}

export const socialTypeSchema = z.string().transform((value, context) => {
  const socialType = toSocialType(value);
  if (socialType === null) {
    context.addIssue({ code: 'custom', message: `Unknown social type ${value}` });
    return z.NEVER;
  }
  return socialType;
});

/**
 * "Account sub-types: page, group, event, board, story, blog, list, channel, personal/none, instagram
 * business type."
 */
export const accountTypes = [
  'page',
  'group',
  'event',
  'board',
  'story',
  'blog',
  'list',
  'channel',
  'personal',
  'business',
] as const;
export type AccountType = (typeof accountTypes)[number];

/** The per-account options stored as accountsMetadata flags (spec section 3, "Account metadata"). */
export const accountOptions = [
  'feedReminder',
  'storyReminder',
  'reelReminder',
  'carouselReminder',
  'personalTimelineReminder',
  'nonAdminGroupsReminder',
  'autoFeed',
  'autoCarousel',
  'autoReel',
  'autoStory',
] as const;
export type AccountOption = (typeof accountOptions)[number];
