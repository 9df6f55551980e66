import { parsePeriodPlanId, type BilledPeriod } from '../plans/period-plan';
import { type PlanName } from '../plans/catalogue';

/** Self-hosted installs: "every new team gets DEFAULT_PLAN (default: the top current plan, annual)". */
export const defaultSelfHostedPlan = 'annual_businessnew';

/**
 * DEFAULT_PLAN: a period_plan, or `trial` for the sign-up trial that billing gives (the test suites
 * use it, and so may an install that keeps plans closed). Anything else is a configuration error,
 * said at start.
 */
export type StartingPlan = { kind: 'trial' } | { kind: 'plan'; period: BilledPeriod; plan: PlanName };

export function readDefaultPlan(value: string | undefined): StartingPlan {
  const id = value?.trim() || defaultSelfHostedPlan;
  if (id === 'trial') return { kind: 'trial' };
  const parsed = parsePeriodPlanId(id);
  if (parsed === null)
    throw new Error(
      `DEFAULT_PLAN must be a period_plan such as ${defaultSelfHostedPlan}, or trial; got '${id}'`,
    );
  return { kind: 'plan', ...parsed };
}
