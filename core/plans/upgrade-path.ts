import { type PlanName } from './catalogue';

/**
 * "Upgrade path (next plan, annual): single→basic, pro→essentials, smb→advanced, agency and
 * agencyplus→business, enterprise→enterprisenew, basic→essentials, essentials→advanced,
 * advanced→business, business→enterprisenew, enterprisenew→businessnew, basicnew→advancednew,
 * advancednew→businessnew, businessnew→none."
 */
export const upgradePath: Readonly<Record<PlanName, PlanName | null>> = {
  single: 'basic',
  pro: 'essentials',
  smb: 'advanced',
  agency: 'business',
  agencyplus: 'business',
  enterprise: 'enterprisenew',
  basic: 'essentials',
  essentials: 'advanced',
  advanced: 'business',
  business: 'enterprisenew',
  enterprisenew: 'businessnew',
  basicnew: 'advancednew',
  advancednew: 'businessnew',
  businessnew: null,
};

/**
 * The plan the upgrade modal offers, null at the top ("if the plan cannot be upgraded further, it
 * says to contact the provider's support by e-mail"). With no plan, the entry plan of today's line.
 */
export function nextPlan(plan: PlanName | null): PlanName | null {
  return plan === null ? 'basicnew' : upgradePath[plan];
}

/** "Plan order for comparison: basicnew 1, advancednew 2, businessnew 3." */
export const planOrder: Readonly<Partial<Record<PlanName, number>>> = {
  basicnew: 1,
  advancednew: 2,
  businessnew: 3,
};

/** Compares two of today's plans: negative when `a` is below `b`; null when either is not ordered. */
export function comparePlans(a: PlanName, b: PlanName): number | null {
  const orderA = planOrder[a];
  const orderB = planOrder[b];
  return orderA === undefined || orderB === undefined ? null : orderA - orderB;
}

/** Changing from `current` to `target` is an upgrade (a downgrade or a same-plan change is not). */
export function isUpgrade(current: PlanName, target: PlanName): boolean {
  const comparison = comparePlans(current, target);
  return comparison !== null && comparison < 0;
}
