import { type UpgradeReason } from '../errors/schemas';
import { messages } from '../messages';
import { networkTable } from '../networks/network-table';
import { type SocialType } from '../networks/social-types';
import { type PlanLimits } from './limits';

/**
 * The action names of the upgrade messages (section 6): "social accounts, calendars, hashtag list,
 * import images, LinkedIn video, advanced article summarizer, more articles, journal, Pinterest boards,
 * Library posts".
 */
const countedActions = {
  socialMediaAccounts: 'social accounts',
  calendars: 'calendars',
  hashtagLists: 'hashtag list',
  importImagesPerMonth: 'import images',
  journalArticlesPerMonth: 'more articles',
  pinterestBoards: 'Pinterest boards',
  libraryPosts: 'Library posts',
  rssFeeds: 'RSS feeds',
  imageGeneratorImagesPerMonth: 'generated images',
  twitterPostPerDay: 'Twitter posts a day',
  instagramAutoPostLimit: 'Instagram auto posts a day',
} as const satisfies Partial<Record<keyof PlanLimits, string>>;
export type CountedLimit = keyof typeof countedActions;

/** A limit of 0 means the plan has no access at all: the message names the feature, not a count. */
const noAccessActions: Readonly<Partial<Record<CountedLimit, string>>> = {
  journalArticlesPerMonth: 'journal',
};

const featureActions = {
  linkedinVideo: 'LinkedIn video',
  advancedArticleSummarizer: 'advanced article summarizer',
  autocompleteAPI: 'autocomplete',
  suggestionsFromArticleUrl: 'quotes',
  importContent: 'import content',
  basicDiscovery: 'content discovery',
  advancedDiscovery: 'advanced discovery',
  instagramCarouselAutoPost: 'Instagram carousel auto-post',
  bannerImageGeneration: 'banner image generation',
  googleMyBusiness: 'Google My Business',
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
  wix: 'Wix',
  squarespace: 'Squarespace',
  whatsapp: 'WhatsApp',
  mailchimp: 'Mailchimp',
  youtube: 'YouTube',
  threads: 'Threads',
} as const satisfies Partial<Record<keyof PlanLimits, string>>;
export type FeatureLimit = keyof typeof featureActions;

export interface UpgradeNeeded {
  reason: UpgradeReason;
  action: string;
  message: string;
}

/**
 * Whether one more of a counted thing fits the plan: "limit_exceed ('you have reached your limits of
 * {amount} {action}')", or no_access when the plan allows none.
 */
export function countGate(limits: PlanLimits, key: CountedLimit, used: number): UpgradeNeeded | null {
  const limit = limits[key];
  if (limit === 0) {
    const action = noAccessActions[key] ?? countedActions[key];
    return { reason: 'no_access', action, message: messages.upgrade.noAccess(action) };
  }
  if (used < limit) return null;
  const action = countedActions[key];
  return { reason: 'limit_exceed', action, message: messages.upgrade.limitExceed(limit, action) };
}

/** Whether the plan includes a feature: "no_access ('you don't have access to {action}')". */
export function featureGate(limits: PlanLimits, key: FeatureLimit): UpgradeNeeded | null {
  if (limits[key]) return null;
  const action = featureActions[key];
  return { reason: 'no_access', action, message: messages.upgrade.noAccess(action) };
}

const networkFeature: Readonly<Partial<Record<SocialType, FeatureLimit>>> = {
  googleMB: 'googleMyBusiness',
  pinterest: 'pinterest',
  snapchat: 'snapchat',
  wix: 'wix',
  squarespace: 'squarespace',
  whatsapp: 'whatsapp',
  mailchimp: 'mailchimp',
  youtube: 'youtube',
  threads: 'threads',
};

/** Whether the plan lets the user connect an account of a network (its plan gate). */
export function networkGate(limits: PlanLimits, socialType: SocialType): UpgradeNeeded | null {
  const feature = networkFeature[socialType];
  if (networkTable[socialType].planGate === null || feature === undefined) return null;
  return featureGate(limits, feature);
}

/**
 * Features that need any subscription: "UTM (no subscription gives upgrade modal with
 * no_subscription)".
 */
export function subscriptionGate(hasActiveSubscription: boolean, action: string): UpgradeNeeded | null {
  if (hasActiveSubscription) return null;
  return { reason: 'no_subscription', action, message: messages.plans.noPlan };
}

/** The library's own wording: "The limit of {N} posts in Library is reached." */
export function libraryGate(limits: PlanLimits, libraryPostCount: number): string | null {
  return libraryPostCount >= limits.libraryPosts ? messages.library.limitReached(limits.libraryPosts) : null;
}

/**
 * Whether a plan-limit answer is the library's: "library limit error 'The limit of {N} posts in Library
 * is reached.' opens /upgrade-profile in a new tab" (the composer's Save to Library meets other limits too).
 */
export function isLibraryLimitMessage(message: string): boolean {
  const limit = /\d+/.exec(message)?.[0];
  return limit !== undefined && message === messages.library.limitReached(Number(limit));
}

/** Quotes need suggestionsFromArticleUrl: "Upgrade your plan and get Quotes". */
export function quotesGate(limits: PlanLimits): string | null {
  return limits.suggestionsFromArticleUrl ? null : messages.plans.quotesUpgrade;
}
