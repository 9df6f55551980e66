import { alexaDeviceRules } from './alexa-device';
import { alexaWhiteLabelSkillRules } from './alexa-white-label-skill';
import { blueskyRules } from './bluesky';
import { facebookRules } from './facebook';
import { fireTvAppRules } from './fire-tv-app';
import { googleMyBusinessRules } from './google-my-business';
import { hootsuiteRules } from './hootsuite';
import { instagramRules } from './instagram';
import { instagramBusinessRules } from './instagram-business';
import { linkedinRules } from './linkedin';
import { mailchimpRules } from './mailchimp';
import { mastodonRules } from './mastodon';
import { mediumRules } from './medium';
import { toSocialType, type AccountType, type SocialType } from './social-types';
import { type NetworkRules } from './network-rules';
import { pinterestRules } from './pinterest';
import { shopifyRules } from './shopify';
import { snapchatRules } from './snapchat';
import { squarespaceRules } from './squarespace';
import { testNetworkRules } from './test-network';
import { threadsRules } from './threads';
import { tiktokRules } from './tiktok';
import { twitterRules } from './twitter';
import { weeblyRules } from './weebly';
import { whatsappRules } from './whatsapp';
import { wixRules } from './wix';
import { wordpressRules } from './wordpress';
import { youtubeRules } from './youtube';

/** Every network's rules, by social type: the one table the composer, the API and the jobs read. */
export const networkTable: Readonly<Record<SocialType, NetworkRules>> = {
  facebook: facebookRules,
  googleMB: googleMyBusinessRules,
  twitter: twitterRules,
  hootsuite: hootsuiteRules,
  instagram: instagramRules,
  'instagram-business': instagramBusinessRules,
  tiktok: tiktokRules,
  snapchat: snapchatRules,
  medium: mediumRules,
  linkedin: linkedinRules,
  shopify: shopifyRules,
  pinterest: pinterestRules,
  wordpress: wordpressRules,
  mailchimp: mailchimpRules,
  whatsapp: whatsappRules,
  youtube: youtubeRules,
  alexaDevice: alexaDeviceRules,
  alexaWhiteLabelSkill: alexaWhiteLabelSkillRules,
  fireTVApp: fireTvAppRules,
  wix: wixRules,
  weebly: weeblyRules,
  squarespace: squarespaceRules,
  threads: threadsRules,
  mastodon: mastodonRules,
  bluesky: blueskyRules,
  testNetwork: testNetworkRules,
};

export function networkRules(socialType: SocialType): NetworkRules {
  return networkTable[socialType];
}

/** The name people know a network by ('TikTok' for 'tiktok'); an unknown value is shown as it is. */
export function networkName(socialMedia: string): string {
  const socialType = toSocialType(socialMedia);
  return socialType ? networkRules(socialType).name : socialMedia;
}

/** How one target is delivered: whether its account holds a network connection, and the post's options for it. */
export interface TargetDelivery {
  /** The account was connected through the network's API (it has tokens). */
  connected: boolean;
  /** The post's accountsMetadata flags for this account. */
  options?: Readonly<Record<string, boolean | undefined>>;
}

/**
 * "Posting to facebook profile, instagram, tiktok, snapchat and whatsapp needs the mobile app
 * (reminders)." A network with a publishing API as well (TikTok) publishes through it for an account
 * connected there, unless the post asks for a reminder (its story or feed reminder option).
 */
export function publishesThroughMobileApp(
  socialType: SocialType,
  accountType: AccountType | null,
  delivery?: TargetDelivery,
): boolean {
  const rules = networkTable[socialType];
  const types = rules.mobileAppAccountTypes;
  const mobile = types === 'all' || (accountType !== null && types.includes(accountType));
  if (!mobile || !rules.apiPublishing || !delivery?.connected) return mobile;
  return rules.apiPublishing.reminderOptions.some((option) => delivery.options?.[option] === true);
}
