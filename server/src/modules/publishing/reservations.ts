import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { publishTargets } from '../../db/schema';
import type { TargetRow } from './target-repository';

// Many rows are named through one JSON parameter: PGlite 0.5 stops answering (and hangs every later
// query) on a row-value IN list of a few hundred tuples, and one parameter parses faster anyway.

/**
 * Reserves targets due within the look-ahead for this worker, in one statement: the oldest due first,
 * skipping rows another worker holds or is reserving (FOR UPDATE SKIP LOCKED). A reservation is a
 * claim token on a row that stays `scheduled`: the post can still be edited or deleted (an edit
 * replaces its unsent targets), and nothing is sent until `claimReserved` turns the reservation into
 * a claim at the due instant. It lapses `claimSeconds` after the due time, so a worker that died
 * holding reservations delays its targets by that much, never loses them.
 */
export async function reserveDueTargets(
  db: Executor,
  input: { workerId: string; now: Date; until: Date; claimSeconds: number; limit: number },
): Promise<TargetRow[]> {
  const due = db
    .select({ id: publishTargets.id })
    .from(publishTargets)
    .where(
      and(
        eq(publishTargets.state, 'scheduled'),
        lte(publishTargets.dueAt, input.until),
        or(isNull(publishTargets.claimExpiresAt), lt(publishTargets.claimExpiresAt, input.now)),
      ),
    )
    .orderBy(asc(publishTargets.dueAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const now = sql`${input.now.toISOString()}::timestamptz`;
  return db
    .update(publishTargets)
    .set({
      claimToken: sql`gen_random_uuid()`,
      claimedBy: input.workerId,
      claimExpiresAt: sql`greatest(${publishTargets.dueAt}, ${now}) + ${input.claimSeconds} * interval '1 second'`,
    })
    .where(inArray(publishTargets.id, due))
    .returning();
}

export interface Reservation {
  id: string;
  claimToken: string;
  postVersion: number;
}

/**
 * Turns reservations into claims at the due instant, in one statement: only rows still scheduled,
 * still reserved with this token, for the version the post was read at, and due. An edited or
 * deleted post's targets were replaced meanwhile and are not claimed.
 */
export async function claimReserved(
  db: Executor,
  input: { reserved: readonly Reservation[]; now: Date; claimSeconds: number },
): Promise<TargetRow[]> {
  if (input.reserved.length === 0) return [];
  const wanted = JSON.stringify(
    input.reserved.map((item) => ({
      id: item.id,
      claim_token: item.claimToken,
      post_version: item.postVersion,
    })),
  );
  return db
    .update(publishTargets)
    .set({
      state: 'publishing',
      claimExpiresAt: new Date(input.now.getTime() + input.claimSeconds * 1000),
      attempts: sql`${publishTargets.attempts} + 1`,
      updatedAt: input.now,
    })
    .where(
      and(
        sql`(${publishTargets.id}, ${publishTargets.claimToken}, ${publishTargets.postVersion}) in (
          select id, claim_token, post_version
          from jsonb_to_recordset(${wanted}::jsonb) as wanted (id uuid, claim_token uuid, post_version integer))`,
        eq(publishTargets.state, 'scheduled'),
        // As a job: up to a second early at most (the timer fires at the instant or later).
        lte(publishTargets.dueAt, new Date(input.now.getTime() + 1000)),
      ),
    )
    .returning();
}

/** Gives reservations back (not sent, still scheduled), so any worker can take them at once. */
export async function releaseReservations(
  db: Executor,
  reserved: readonly Pick<Reservation, 'id' | 'claimToken'>[],
): Promise<void> {
  if (reserved.length === 0) return;
  const wanted = JSON.stringify(reserved.map((item) => ({ id: item.id, claim_token: item.claimToken })));
  await db
    .update(publishTargets)
    .set({ claimToken: null, claimedBy: null, claimExpiresAt: null })
    .where(
      and(
        sql`(${publishTargets.id}, ${publishTargets.claimToken}) in (
          select id, claim_token from jsonb_to_recordset(${wanted}::jsonb) as wanted (id uuid, claim_token uuid))`,
        eq(publishTargets.state, 'scheduled'),
      ),
    );
}
