import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { assistantUsage } from '../../db/schema';

/** The month a request counts in: UTC, 'YYYY-MM'. */
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** One more request of the team this month (and one more of the model's, when it answered). */
export async function countRequest(db: Database, teamId: string, at: Date, byModel: boolean): Promise<void> {
  const model = byModel ? 1 : 0;
  await db
    .insert(assistantUsage)
    .values({ teamId, month: monthOf(at), requests: 1, modelRequests: model })
    .onConflictDoUpdate({
      target: [assistantUsage.teamId, assistantUsage.month],
      set: {
        requests: sql`${assistantUsage.requests} + 1`,
        modelRequests: sql`${assistantUsage.modelRequests} + ${model}`,
      },
    });
}

export async function usageOf(db: Database, teamId: string, at: Date) {
  const month = monthOf(at);
  const [row] = await db
    .select({ requests: assistantUsage.requests, modelRequests: assistantUsage.modelRequests })
    .from(assistantUsage)
    .where(and(eq(assistantUsage.teamId, teamId), eq(assistantUsage.month, month)));
  return { month, requests: row?.requests ?? 0, modelRequests: row?.modelRequests ?? 0 };
}
