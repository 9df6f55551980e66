import { z } from 'zod';
import { isPlanName, tierOf, type PlanName, type PlanTier } from './catalogue';

/**
 * Per-plan limits. The spec names the keys ("Plan limit keys: libraryPosts, twitterPostPerDay,
 * instagramAutoPostLimit, linkedinVideo, advancedArticleSummarizer, autocompleteAPI,
 * suggestionsFromArticleUrl, calendars" and section 9's "Limited feature keys") but "Per-plan limit
 * values are not shown": the values are ours, explained in docs/decisions/0004-plan-limits.md.
 */
export const planLimitsSchema = z.object({
  calendars: z.number(),
  socialMediaAccounts: z.number(),
  libraryPosts: z.number(),
  twitterPostPerDay: z.number(),
  /** Instagram Business posts a day per account published automatically; past it, reminders. */
  instagramAutoPostLimit: z.number(),
  instagramCarouselAutoPost: z.boolean(),
  linkedinVideo: z.boolean(),
  advancedArticleSummarizer: z.boolean(),
  autocompleteAPI: z.boolean(),
  suggestionsFromArticleUrl: z.boolean(),
  hashtagLists: z.number(),
  importContent: z.boolean(),
  importImagesPerMonth: z.number(),
  rssFeeds: z.number(),
  journalArticlesPerMonth: z.number(),
  basicDiscovery: z.boolean(),
  advancedDiscovery: z.boolean(),
  pinterestBoards: z.number(),
  imageGeneratorImagesPerMonth: z.number(),
  bannerImageGeneration: z.boolean(),
  googleMyBusiness: z.boolean(),
  pinterest: z.boolean(),
  snapchat: z.boolean(),
  wix: z.boolean(),
  squarespace: z.boolean(),
  whatsapp: z.boolean(),
  mailchimp: z.boolean(),
  youtube: z.boolean(),
  threads: z.boolean(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

type FeatureLimits = Omit<PlanLimits, 'calendars' | 'socialMediaAccounts'>;

// Columns: free, basic, essentials, advanced, business, enterprise.
const byTier = <T>(...values: [T, T, T, T, T, T]) => values;
const tierColumn: Readonly<Record<PlanTier, number>> = {
  free: 0,
  basic: 1,
  essentials: 2,
  advanced: 3,
  business: 4,
  enterprise: 5,
};
const no = false;
const yes = true;

const featureTable: { [K in keyof FeatureLimits]: readonly FeatureLimits[K][] } = {
  libraryPosts: byTier(20, 100, 500, 2500, 10000, 50000),
  twitterPostPerDay: byTier(5, 10, 15, 25, 50, 100),
  // Section 5: "Over 2 posts a day gives reminders" is the entry plans' value.
  instagramAutoPostLimit: byTier(2, 2, 3, 5, 10, 25),
  instagramCarouselAutoPost: byTier(no, no, yes, yes, yes, yes),
  // Section 6: "LinkedIn video needs Basic or higher".
  linkedinVideo: byTier(no, yes, yes, yes, yes, yes),
  // Section 6: "advanced summarizer need Advanced".
  advancedArticleSummarizer: byTier(no, no, no, yes, yes, yes),
  autocompleteAPI: byTier(no, yes, yes, yes, yes, yes),
  suggestionsFromArticleUrl: byTier(no, yes, yes, yes, yes, yes),
  // Section 6: "Journal, Import Content, Hashtags playlist, RSS each need an upgraded plan".
  hashtagLists: byTier(0, 5, 20, 50, 200, 1000),
  importContent: byTier(no, yes, yes, yes, yes, yes),
  importImagesPerMonth: byTier(0, 50, 200, 500, 2000, 10000),
  rssFeeds: byTier(0, 3, 10, 25, 100, 500),
  journalArticlesPerMonth: byTier(0, 4, 10, 30, 100, 500),
  basicDiscovery: byTier(no, yes, yes, yes, yes, yes),
  advancedDiscovery: byTier(no, no, no, yes, yes, yes),
  pinterestBoards: byTier(0, 0, 5, 20, 100, 500),
  imageGeneratorImagesPerMonth: byTier(0, 20, 50, 150, 500, 2000),
  // Section 6: "banner image generation needs Business".
  bannerImageGeneration: byTier(no, no, no, no, yes, yes),
  // Section 6: "GMB, Pinterest, Snapchat, Wix, Squarespace need Essentials".
  googleMyBusiness: byTier(no, no, yes, yes, yes, yes),
  pinterest: byTier(no, no, yes, yes, yes, yes),
  snapchat: byTier(no, no, yes, yes, yes, yes),
  wix: byTier(no, no, yes, yes, yes, yes),
  squarespace: byTier(no, no, yes, yes, yes, yes),
  // Section 6: "WhatsApp, Mailchimp, YouTube, Threads ... need Advanced".
  whatsapp: byTier(no, no, no, yes, yes, yes),
  mailchimp: byTier(no, no, no, yes, yes, yes),
  youtube: byTier(no, no, no, yes, yes, yes),
  threads: byTier(no, no, no, yes, yes, yes),
};

/** Calendars and social accounts grow with each plan, legacy plans included. */
const seatsByPlan: Readonly<Record<PlanName, { calendars: number; socialMediaAccounts: number }>> = {
  single: { calendars: 1, socialMediaAccounts: 5 },
  pro: { calendars: 2, socialMediaAccounts: 10 },
  basic: { calendars: 2, socialMediaAccounts: 10 },
  basicnew: { calendars: 3, socialMediaAccounts: 15 },
  smb: { calendars: 5, socialMediaAccounts: 25 },
  essentials: { calendars: 5, socialMediaAccounts: 25 },
  advanced: { calendars: 10, socialMediaAccounts: 50 },
  advancednew: { calendars: 10, socialMediaAccounts: 50 },
  agency: { calendars: 25, socialMediaAccounts: 100 },
  business: { calendars: 25, socialMediaAccounts: 100 },
  businessnew: { calendars: 50, socialMediaAccounts: 250 },
  agencyplus: { calendars: 50, socialMediaAccounts: 250 },
  enterprise: { calendars: 100, socialMediaAccounts: 500 },
  enterprisenew: { calendars: 100, socialMediaAccounts: 500 },
};
const freeSeats = { calendars: 1, socialMediaAccounts: 3 };

/** Every limit of one plan (the free limits for an unknown or missing plan). */
export function limitsOfPlan(plan: string | null | undefined): PlanLimits {
  const column = tierColumn[tierOf(plan)];
  const features = Object.fromEntries(
    Object.entries(featureTable).map(([key, values]) => [key, values[column]]),
  ) as FeatureLimits;
  return { ...(isPlanName(plan) ? seatsByPlan[plan] : freeSeats), ...features };
}

export interface SubscriptionForLimits {
  plan: string | null;
  expirationDate: string | null;
}

/** The limits in force: the plan's while the subscription has not expired, the free ones otherwise. */
export function planLimits(subscription: SubscriptionForLimits | null, now: Date): PlanLimits {
  if (!subscription?.plan) return limitsOfPlan(null);
  if (subscription.expirationDate !== null && new Date(subscription.expirationDate) <= now) {
    return limitsOfPlan(null);
  }
  return limitsOfPlan(subscription.plan);
}

/** What a new team gets: a trial of the Basic plan. */
export const trialPlan = { plan: 'basicnew', paymentPeriod: 'trial', days: 14 } as const;
