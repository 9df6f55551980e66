import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { publishTargets, type PublishTargetState } from '../../db/schema';
import type { PublishedPart } from '@kairos/core';
import { pgUuidArray, readPublishedParts, type TargetRow } from './target-repository';

// A target's claim from start to end: taken for a send, kept alive, ended with its outcome, or taken
// over when its holder stopped renewing it (decisions 20 and 33).

/** What a job asks for: a target, for the post version it was written for. */
export interface TargetClaimRequest {
  targetId: string;
  postVersion: number;
}

/** What a claim returns of a target: what sending it and recording its outcome read. */
export const claimedColumns = {
  id: publishTargets.id,
  postId: publishTargets.postId,
  accountId: publishTargets.accountId,
  socialMedia: publishTargets.socialMedia,
  postVersion: publishTargets.postVersion,
  claimToken: publishTargets.claimToken,
  claimExpiresAt: publishTargets.claimExpiresAt,
  attempts: publishTargets.attempts,
  createdAt: publishTargets.createdAt,
  parts: publishTargets.parts,
};

export type ClaimedRow = Pick<TargetRow, keyof typeof claimedColumns>;

/**
 * Takes due targets for one send each, in one statement. Only one caller can win a target: the row
 * must still be scheduled for the version its job was made for, and due. Each claimed row gets its
 * own claim token; a lost race, an edit or a delete leaves a job without a row. Two jobs for one
 * target claim it once. The wanted rows come as two arrays (ids, versions) joined through the primary
 * key: one parameter each however many rows (PGlite stops answering on long row-value lists), and the
 * claim returns only the columns a send reads (on PGlite, reading rows back costs as much as writing
 * them).
 */
export async function claimTargets(
  db: Executor,
  input: { jobs: readonly TargetClaimRequest[]; workerId: string; now: Date; claimSeconds: number },
): Promise<ClaimedRow[]> {
  if (input.jobs.length === 0) return [];
  const ids = pgUuidArray(input.jobs.map((job) => job.targetId));
  const versions = `{${input.jobs.map((job) => job.postVersion).join(',')}}`;
  const rows = await db
    .update(publishTargets)
    .set({
      state: 'publishing',
      claimToken: sql`gen_random_uuid()`,
      claimedBy: input.workerId,
      claimExpiresAt: new Date(input.now.getTime() + input.claimSeconds * 1000),
      attempts: sql`${publishTargets.attempts} + 1`,
      updatedAt: input.now,
    })
    .from(sql`unnest(${ids}::uuid[], ${versions}::integer[]) as wanted (id, post_version)`)
    .where(
      and(
        sql`${publishTargets.id} = wanted.id`,
        sql`${publishTargets.postVersion} = wanted.post_version`,
        eq(publishTargets.state, 'scheduled'),
        // A job may run up to a second early; a target moved later waits for its own job.
        lte(publishTargets.dueAt, new Date(input.now.getTime() + 1000)),
      ),
    )
    .returning(claimedColumns);
  return rows.map((row) => ({ ...row, parts: readPublishedParts(row.parts) }));
}

/** One target's claim (see claimTargets): null for a lost race, an edit or a delete. */
export async function claimTarget(
  db: Executor,
  input: { targetId: string; postVersion: number; workerId: string; now: Date; claimSeconds: number },
): Promise<ClaimedRow | null> {
  const [row] = await claimTargets(db, {
    jobs: [{ targetId: input.targetId, postVersion: input.postVersion }],
    workerId: input.workerId,
    now: input.now,
    claimSeconds: input.claimSeconds,
  });
  return row ?? null;
}

/** Keeps a claim alive while a long send (a video upload) runs. False when the claim was lost. */
export async function extendClaim(
  db: Executor,
  targetId: string,
  claimToken: string,
  until: Date,
): Promise<boolean> {
  const rows = await db
    .update(publishTargets)
    .set({ claimExpiresAt: until })
    .where(
      and(
        eq(publishTargets.id, targetId),
        eq(publishTargets.claimToken, claimToken),
        eq(publishTargets.state, 'publishing'),
      ),
    )
    .returning({ id: publishTargets.id });
  return rows.length > 0;
}

/**
 * Keeps many claims alive in one statement (the worker's heartbeat): each row still publishing under
 * its claim token gets the new expiry. Returns the ids renewed; a claim taken over is not.
 */
export async function extendClaims(
  db: Executor,
  claims: ReadonlyArray<{ id: string; claimToken: string | null }>,
  until: Date,
): Promise<Set<string>> {
  const held = claims.filter((claim) => claim.claimToken !== null);
  if (held.length === 0) return new Set();
  const ids = pgUuidArray(held.map((claim) => claim.id));
  const tokens = pgUuidArray(held.map((claim) => claim.claimToken ?? ''));
  const rows = await db
    .update(publishTargets)
    .set({ claimExpiresAt: until })
    .from(sql`unnest(${ids}::uuid[], ${tokens}::uuid[]) as held (id, claim_token)`)
    .where(
      and(
        sql`${publishTargets.id} = held.id`,
        sql`${publishTargets.claimToken} = held.claim_token`,
        eq(publishTargets.state, 'publishing'),
      ),
    )
    .returning({ id: publishTargets.id });
  return new Set(rows.map((row) => row.id));
}

/**
 * The parts of a post sent so far, written after each one under the claim (decision 0064), with the
 * first part's id and link as the target's; the claim is renewed with them. False when the claim was
 * lost meanwhile: nothing more may be sent.
 */
export async function recordProgress(
  db: Executor,
  target: { id: string; claimToken: string },
  parts: readonly PublishedPart[],
  until: Date,
): Promise<boolean> {
  const rows = await db
    .update(publishTargets)
    .set({ ...progressColumns(parts), claimExpiresAt: until })
    .where(
      and(
        eq(publishTargets.id, target.id),
        eq(publishTargets.claimToken, target.claimToken),
        eq(publishTargets.state, 'publishing'),
      ),
    )
    .returning({ id: publishTargets.id });
  return rows.length > 0;
}

/** The columns that say how far a post got: its parts, and the first one's id and link. */
export const progressColumns = (parts: readonly PublishedPart[]) => ({
  parts: [...parts],
  externalId: parts[0]?.externalId ?? null,
  externalUrl: parts[0]?.url ?? null,
});

export interface TargetSettlement {
  state: PublishTargetState;
  parts?: PublishedPart[];
  dueAt?: Date | null;
  externalId?: string | null;
  externalUrl?: string | null;
  errorKind?: string | null;
  errorMessage?: string | null;
  sentAt?: Date | null;
  /** Rate-limit waits do not count as attempts. */
  refundAttempt?: boolean;
}

/**
 * Ends a claim with its outcome. Guarded by the claim token: if the claim was taken over (the worker
 * was presumed dead), the outcome is not written and false is returned.
 */
export async function settleTarget(
  db: Executor,
  target: { id: string; claimToken: string },
  outcome: TargetSettlement,
  now: Date,
): Promise<boolean> {
  const { refundAttempt, ...values } = outcome;
  const rows = await db
    .update(publishTargets)
    .set({
      ...values,
      claimToken: null,
      claimedBy: null,
      claimExpiresAt: null,
      updatedAt: now,
      ...(refundAttempt ? { attempts: sql`greatest(${publishTargets.attempts} - 1, 0)` } : {}),
    })
    .where(and(eq(publishTargets.id, target.id), eq(publishTargets.claimToken, target.claimToken)))
    .returning({ id: publishTargets.id });
  return rows.length > 0;
}

export interface PublishedSettlement {
  id: string;
  claimToken: string;
  externalId: string;
  externalUrl: string | null;
  sentAt: Date;
  /** Every part on the network, the post first. */
  parts: PublishedPart[];
}

/**
 * Ends many claims as published in one statement (a busy worker's sends finish together). Guarded by
 * each claim token like settleTarget: the ids it returns are the ones written.
 */
export async function settlePublished(
  db: Executor,
  items: readonly PublishedSettlement[],
  now: Date,
): Promise<string[]> {
  if (items.length === 0) return [];
  // One JSON parameter rather than a VALUES list: PGlite stops answering on long tuple lists.
  const sent = JSON.stringify(
    items.map((item) => ({
      id: item.id,
      claim_token: item.claimToken,
      external_id: item.externalId,
      external_url: item.externalUrl,
      sent_at: item.sentAt.toISOString(),
      parts: item.parts,
    })),
  );
  const result = await db.execute(sql`
    update ${publishTargets} as target
    set state = 'published', external_id = sent.external_id, external_url = sent.external_url,
        parts = sent.parts, sent_at = sent.sent_at, error_kind = null, error_message = null, claim_token = null,
        claimed_by = null, claim_expires_at = null, updated_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${sent}::jsonb)
      as sent (id uuid, claim_token uuid, external_id text, external_url text, sent_at timestamptz,
        parts jsonb)
    where target.id = any(${pgUuidArray(items.map((item) => item.id))}::uuid[])
      and target.id = sent.id and target.claim_token = sent.claim_token
    returning target.id`);
  // Both drivers answer { rows }.
  return (result as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
}

/** Claims whose holder stopped sending heartbeats: taken over one by one with a fresh claim token. */
export async function takeOverExpiredClaims(
  db: Executor,
  input: { workerId: string; now: Date; claimSeconds: number; limit: number },
): Promise<TargetRow[]> {
  const expired = await db
    .select({ id: publishTargets.id, claimToken: publishTargets.claimToken })
    .from(publishTargets)
    .where(and(eq(publishTargets.state, 'publishing'), lt(publishTargets.claimExpiresAt, input.now)))
    .orderBy(asc(publishTargets.claimExpiresAt))
    .limit(input.limit);
  const taken: TargetRow[] = [];
  for (const candidate of expired) {
    if (!candidate.claimToken) continue;
    const [row] = await db
      .update(publishTargets)
      .set({
        claimToken: sql`gen_random_uuid()`,
        claimedBy: input.workerId,
        claimExpiresAt: new Date(input.now.getTime() + input.claimSeconds * 1000),
        updatedAt: input.now,
      })
      .where(and(eq(publishTargets.id, candidate.id), eq(publishTargets.claimToken, candidate.claimToken)))
      .returning();
    if (row) taken.push({ ...row, parts: readPublishedParts(row.parts) });
  }
  return taken;
}
