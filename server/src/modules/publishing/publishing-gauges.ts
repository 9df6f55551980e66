import { and, count, eq, lte, min } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { publishTargets } from '../../db/schema';

export interface PublishingGauges {
  /** Targets due and not yet sent: the backlog every worker together still has to send. */
  dueTargets: number;
  /** How late the oldest of them is, in seconds; 0 when nothing is due. */
  oldestDueSeconds: number;
  /** Targets claimed by a worker right now (a send in progress, or a claim about to expire). */
  claimsHeld: number;
}

/** The deployment's publishing state, read at scrape time (both queries use publish_targets_due_idx). */
export async function readPublishingGauges(db: Database, now: Date): Promise<PublishingGauges> {
  const [due] = await db
    .select({ targets: count(), oldest: min(publishTargets.dueAt) })
    .from(publishTargets)
    .where(and(eq(publishTargets.state, 'scheduled'), lte(publishTargets.dueAt, now)));
  const [claims] = await db
    .select({ held: count() })
    .from(publishTargets)
    .where(eq(publishTargets.state, 'publishing'));
  const oldest = due?.oldest ? new Date(due.oldest) : null;
  return {
    dueTargets: due?.targets ?? 0,
    oldestDueSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
    claimsHeld: claims?.held ?? 0,
  };
}
