import { defaultSelfHostedPlan, limitsOfPlan, parsePeriodPlanId } from '@kairos/core';
import type { Database } from '../../server/src/db/database';
import { setPlanOfTeam, setTeamPlan } from '../../server/src/modules/billing/set-team-plan';

/**
 * The plan of every bench's team: the one a self-hosted install (billing off) gives each new team,
 * set explicitly as `npm run plan:set` does, so no bench depends on DEFAULT_PLAN or on a trial. Since
 * the plan gates (decision 0101), a team with no plan has the free limits: its fourth account is held
 * and a campaign over three accounts is refused. Benches whose figures depend on the plan print it.
 */
export const benchPlan = defaultSelfHostedPlan;

/** How many accounts one team on the bench plan posts to; the gates hold the ones past it. */
export const benchPlanSeats = limitsOfPlan(parsePeriodPlanId(benchPlan)?.plan).socialMediaAccounts;

/** Gives a team the bench plan, with no end and nothing to pay. */
export function giveBenchPlan(db: Database, teamId: string): Promise<void> {
  return setPlanOfTeam(db, teamId, benchPlan);
}

/** Gives the team of the user with this e-mail the bench plan. */
export async function giveBenchPlanTo(db: Database, email: string): Promise<void> {
  await setTeamPlan(db, email, benchPlan);
}
