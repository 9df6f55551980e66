import { parsePeriodPlanId } from '@kairos/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { teams, users } from '../../db/schema';

/**
 * `npm run plan:set -- <email> <period_plan>`: a self-hosted operator gives the team of a user a
 * plan, with no end and nothing to pay (decision 0100). Returns the team's id.
 */
export async function setTeamPlan(db: Database, email: string, periodPlan: string): Promise<string> {
  const [user] = await db
    .select({ teamId: users.teamId })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new Error(`No user has the e-mail ${email}`);
  await setPlanOfTeam(db, user.teamId, periodPlan);
  return user.teamId;
}

/** Gives a team a plan, with no end and nothing to pay. */
export async function setPlanOfTeam(db: Database, teamId: string, periodPlan: string): Promise<void> {
  const parsed = parsePeriodPlanId(periodPlan);
  if (parsed === null) throw new Error(`'${periodPlan}' is not a period_plan such as annual_businessnew`);
  await db
    .update(teams)
    .set({
      subscriptionPlan: parsed.plan,
      subscriptionPeriod: parsed.period,
      subscriptionExpiresAt: null,
      subscriptionAmountCents: 0,
      subscriptionProviderId: null,
      subscriptionStatus: null,
      subscriptionCancelAtPeriodEnd: false,
      subscriptionPaymentFailedAt: null,
    })
    .where(eq(teams.id, teamId));
}
