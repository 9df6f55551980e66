/**
 * Spec section 3, "Plans": "Plan names: single, pro, smb, agency, agencyplus, enterprise, basic,
 * essentials, advanced, business, enterprisenew, basicnew, advancednew, businessnew."
 */
export const planNames = [
  'single',
  'pro',
  'smb',
  'agency',
  'agencyplus',
  'enterprise',
  'basic',
  'essentials',
  'advanced',
  'business',
  'enterprisenew',
  'basicnew',
  'advancednew',
  'businessnew',
] as const;
export type PlanName = (typeof planNames)[number];

export function isPlanName(value: string | null | undefined): value is PlanName {
  return (planNames as readonly (string | null | undefined)[]).includes(value);
}

/** The plans sold today; the others are legacy plans that existing subscribers keep. */
export const currentPlans = ['basicnew', 'advancednew', 'businessnew'] as const satisfies readonly PlanName[];

/**
 * The feature level of each plan, which section 6's hints name ("need Essentials", "need Advanced",
 * "needs Business", "Basic or higher"). A legacy plan sits one level below the plan its upgrade path
 * leads to (pro→essentials makes pro a Basic plan).
 */
export const planTiers = ['free', 'basic', 'essentials', 'advanced', 'business', 'enterprise'] as const;
export type PlanTier = (typeof planTiers)[number];

export interface CataloguePlan {
  name: PlanName;
  tier: Exclude<PlanTier, 'free'>;
  /** In dollars. */
  monthlyPrice: number;
  annualPrice: number;
}

/**
 * Section 9: "Plan prices (monthly / annual): basicnew 9.9 / 99; advancednew 39 / 399; businessnew
 * 99 / 999. Legacy: basic 9.9/99, single 5/49, essentials 14.9/149, pro 7/69, advanced 24.9/249, smb
 * 11/99, business 69.9/699, agency 19/149, agencyplus 49/399, enterprisenew 199.9/1999, enterprise
 * 149/1299."
 */
export const planCatalogue: Readonly<Record<PlanName, CataloguePlan>> = {
  basicnew: { name: 'basicnew', tier: 'basic', monthlyPrice: 9.9, annualPrice: 99 },
  advancednew: { name: 'advancednew', tier: 'advanced', monthlyPrice: 39, annualPrice: 399 },
  businessnew: { name: 'businessnew', tier: 'business', monthlyPrice: 99, annualPrice: 999 },
  basic: { name: 'basic', tier: 'basic', monthlyPrice: 9.9, annualPrice: 99 },
  single: { name: 'single', tier: 'basic', monthlyPrice: 5, annualPrice: 49 },
  essentials: { name: 'essentials', tier: 'essentials', monthlyPrice: 14.9, annualPrice: 149 },
  pro: { name: 'pro', tier: 'basic', monthlyPrice: 7, annualPrice: 69 },
  advanced: { name: 'advanced', tier: 'advanced', monthlyPrice: 24.9, annualPrice: 249 },
  smb: { name: 'smb', tier: 'essentials', monthlyPrice: 11, annualPrice: 99 },
  business: { name: 'business', tier: 'business', monthlyPrice: 69.9, annualPrice: 699 },
  agency: { name: 'agency', tier: 'advanced', monthlyPrice: 19, annualPrice: 149 },
  agencyplus: { name: 'agencyplus', tier: 'advanced', monthlyPrice: 49, annualPrice: 399 },
  enterprisenew: { name: 'enterprisenew', tier: 'enterprise', monthlyPrice: 199.9, annualPrice: 1999 },
  enterprise: { name: 'enterprise', tier: 'enterprise', monthlyPrice: 149, annualPrice: 1299 },
};

/**
 * What a year paid at once saves over twelve months. The spec lists "basicnew 19.8, advancednew 69,
 * businessnew 189", which is exactly 12 × monthly − annual; the rest are computed the same way.
 */
export function annualSavings(plan: PlanName): number {
  const { monthlyPrice, annualPrice } = planCatalogue[plan];
  return Math.round((monthlyPrice * 12 - annualPrice) * 100) / 100;
}

/** The feature level of a plan name; anything unknown or missing is the free level. */
export function tierOf(plan: string | null | undefined): PlanTier {
  return isPlanName(plan) ? planCatalogue[plan].tier : 'free';
}

/** True when `plan`'s level is at least `tier`. */
export function tierAtLeast(plan: string | null | undefined, tier: PlanTier): boolean {
  return planTiers.indexOf(tierOf(plan)) >= planTiers.indexOf(tier);
}
