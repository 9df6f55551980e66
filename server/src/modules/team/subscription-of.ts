import type { SubscriptionForLimits } from '@kairos/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { teams } from '../../db/schema';

/** The team's subscription in the shape the plan rules read. */
export async function subscriptionOf(db: Executor, teamId: string): Promise<SubscriptionForLimits> {
  const [team] = await db
    .select({ plan: teams.subscriptionPlan, expiresAt: teams.subscriptionExpiresAt })
    .from(teams)
    .where(eq(teams.id, teamId));
  return { plan: team?.plan ?? null, expirationDate: team?.expiresAt?.toISOString() ?? null };
}
