import { parsePeriodPlanId, type BilledPeriod } from '../plans/period-plan';
import { type PlanName } from '../plans/catalogue';

/** Self-hosted installs: "every new team gets DEFAULT_PLAN (default: the top current plan, annual)". */
export const defaultSelfHostedPlan = 'annual_businessnew';

/** Reads DEFAULT_PLAN; an unknown id is a configuration error, said at start. */
export function readDefaultPlan(value: string | undefined): { period: BilledPeriod; plan: PlanName } {
  const id = value?.trim() || defaultSelfHostedPlan;
  const parsed = parsePeriodPlanId(id);
  if (parsed === null) throw new Error(`DEFAULT_PLAN must be a period_plan such as ${defaultSelfHostedPlan}, got '${id}'`);
  return parsed;
}
