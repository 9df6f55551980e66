import { planLimits, tierOf, type PlanLimits, type PlanTier, type User } from '@kairos/core';

const tierNames: Readonly<Record<PlanTier, string>> = {
  free: 'Free',
  basic: 'Basic',
  essentials: 'Essentials',
  advanced: 'Advanced',
  business: 'Business',
  enterprise: 'Enterprise',
};

const periodNames: Readonly<Record<string, string>> = {
  monthly: 'billed monthly',
  annual: 'billed yearly',
  six_month: 'six months',
  trial: 'trial',
};

export interface PlanSummary {
  name: string;
  period: string | null;
  /** The day the subscription ends, in the user's time zone; null when it does not. */
  endsOn: string | null;
  expired: boolean;
  limits: PlanLimits;
}

/** The team's plan as the settings show it: its level, period, end and the limits in force (core). */
export function planSummary(user: Pick<User, 'subscription' | 'timezone'>, now: Date): PlanSummary {
  const subscription = user.subscription;
  const expiration = subscription?.expirationDate ? new Date(subscription.expirationDate) : null;
  const expired = expiration !== null && expiration <= now;
  return {
    name: tierNames[tierOf(subscription?.plan)],
    period: subscription?.paymentPeriod ? (periodNames[subscription.paymentPeriod] ?? null) : null,
    endsOn:
      expiration === null
        ? null
        : expiration.toLocaleDateString('en-US', { timeZone: user.timezone, dateStyle: 'long' }),
    expired,
    limits: planLimits(subscription, now),
  };
}

/** The limits worth a line in the plan section, with how each is worded. */
export const shownLimits: ReadonlyArray<{ key: keyof PlanLimits; label: string }> = [
  { key: 'calendars', label: 'Calendars' },
  { key: 'socialMediaAccounts', label: 'Social accounts' },
  { key: 'libraryPosts', label: 'Library posts' },
  { key: 'twitterPostPerDay', label: 'X posts a day per account' },
  { key: 'instagramAutoPostLimit', label: 'Instagram Business auto posts a day' },
  { key: 'hashtagLists', label: 'Hashtag lists' },
  { key: 'rssFeeds', label: 'RSS feeds' },
  { key: 'journalArticlesPerMonth', label: 'Journal articles a month' },
  { key: 'imageGeneratorImagesPerMonth', label: 'Generated images a month' },
  { key: 'linkedinVideo', label: 'LinkedIn video' },
  { key: 'advancedArticleSummarizer', label: 'Advanced article summarizer' },
  { key: 'autocompleteAPI', label: 'Autocomplete' },
  { key: 'youtube', label: 'YouTube, WhatsApp, Mailchimp and Threads' },
  { key: 'pinterest', label: 'Pinterest, Google Business, Snapchat, Wix and Squarespace' },
];
