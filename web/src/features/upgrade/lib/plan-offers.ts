import {
  annualSavings,
  currentPlans,
  isPlanName,
  limitsOfPlan,
  nextPlan,
  planCatalogue,
  priceAfterDiscount,
  type BilledPeriod,
  type Discount,
  type PlanLimits,
  type PlanName,
} from '@kairos/core';

/** What a plan unlocks, in the words of the upgrade messages (core's limits). */
const unlockedFeatures: [keyof PlanLimits, string][] = [
  ['linkedinVideo', 'LinkedIn video'],
  ['autocompleteAPI', 'Autocomplete and quotes'],
  ['googleMyBusiness', 'Google Business, Pinterest, Snapchat, Wix and Squarespace'],
  ['instagramCarouselAutoPost', 'Instagram carousel auto-post'],
  ['whatsapp', 'WhatsApp, Mailchimp, YouTube and Threads'],
  ['advancedArticleSummarizer', 'Advanced article summarizer'],
  ['bannerImageGeneration', 'Banner image generation'],
];

const displayNames: Partial<Record<PlanName, string>> = {
  basicnew: 'Basic',
  advancednew: 'Advanced',
  businessnew: 'Business',
};
export const planDisplayName = (plan: string) =>
  displayNames[plan as PlanName] ?? plan.charAt(0).toUpperCase() + plan.slice(1);

export interface PlanOffer {
  plan: PlanName;
  name: string;
  price: number;
  /** The price after the discount code, when one is applied. */
  discountedPrice: number | null;
  /** Per year, for the annual price. */
  savings: number;
  counts: { label: string; value: number }[];
  features: { label: string; included: boolean }[];
  isCurrent: boolean;
  /** The next plan of the upgrade path: the one the page highlights. */
  isNext: boolean;
}

/** The plans side by side: today's line, each with its price for the period and what it unlocks. */
export function planOffers(input: {
  currentPlan: string | null;
  period: BilledPeriod;
  discount: Discount | null;
}): PlanOffer[] {
  const current = isPlanName(input.currentPlan) ? input.currentPlan : null;
  const next = nextPlan(current);
  return currentPlans.map((plan) => {
    const limits = limitsOfPlan(plan);
    const price =
      input.period === 'monthly' ? planCatalogue[plan].monthlyPrice : planCatalogue[plan].annualPrice;
    return {
      plan,
      name: planDisplayName(plan),
      price,
      discountedPrice: input.discount ? priceAfterDiscount(price, input.discount) : null,
      savings: annualSavings(plan),
      counts: [
        { label: 'calendars', value: limits.calendars },
        { label: 'social accounts', value: limits.socialMediaAccounts },
        { label: 'Library posts', value: limits.libraryPosts },
        { label: 'hashtag lists', value: limits.hashtagLists },
      ],
      features: unlockedFeatures.map(([key, label]) => ({ label, included: Boolean(limits[key]) })),
      isCurrent: plan === current,
      isNext: plan === next,
    };
  });
}

export const money = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
