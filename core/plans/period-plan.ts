import { isPlanName, type PlanName } from './catalogue';

/**
 * "a plan is identified as period_plan, e.g. monthly_basicnew". Other values of the spec: "premium,
 * monthly, annual, extension, 6months, six_month, trial, free".
 */
export const paymentPeriods = ['monthly', 'annual', 'six_month', 'trial', 'free', 'extension'] as const;
export type PaymentPeriod = (typeof paymentPeriods)[number];

/** The spec writes six months two ways: "6months, six_month". */
export function toPaymentPeriod(value: string | null | undefined): PaymentPeriod | null {
  if (value === '6months') return 'six_month';
  return (paymentPeriods as readonly (string | null | undefined)[]).includes(value)
    ? (value as PaymentPeriod)
    : null;
}

/** The periods a plan is sold for: each catalogue plan has a monthly and an annual price. */
export const billedPeriods = ['monthly', 'annual'] as const;
export type BilledPeriod = (typeof billedPeriods)[number];

export function periodPlanId(period: BilledPeriod, plan: PlanName): string {
  return `${period}_${plan}`;
}

/** 'monthly_basicnew' → { period: 'monthly', plan: 'basicnew' }; null when it is not a known plan. */
export function parsePeriodPlanId(id: string): { period: BilledPeriod; plan: PlanName } | null {
  const separator = id.indexOf('_');
  const period = id.slice(0, separator);
  const plan = id.slice(separator + 1);
  if (separator < 0 || !(billedPeriods as readonly string[]).includes(period) || !isPlanName(plan))
    return null;
  return { period: period as BilledPeriod, plan };
}
