/**
 * Per-plan limits. The spec does not show the values ("limits are read from the server"); these are
 * ours, written down in docs/decisions/0004-plan-limits.md. The core rules issue completes this table
 * with every limit key of the spec.
 */
export interface PlanLimits {
  calendars: number;
  socialMediaAccounts: number;
}

const freeLimits: PlanLimits = { calendars: 1, socialMediaAccounts: 3 };

const limitsByPlan: Record<string, PlanLimits> = {
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

export interface SubscriptionForLimits {
  plan: string | null;
  expirationDate: string | null;
}

/** The limits in force: the plan's while the subscription has not expired, the free ones otherwise. */
export function planLimits(subscription: SubscriptionForLimits | null, now: Date): PlanLimits {
  if (!subscription?.plan) return freeLimits;
  if (subscription.expirationDate !== null && new Date(subscription.expirationDate) <= now) return freeLimits;
  return limitsByPlan[subscription.plan] ?? freeLimits;
}

/** What a new team gets: a trial of the Basic plan. */
export const trialPlan = { plan: 'basicnew', paymentPeriod: 'trial', days: 14 } as const;
