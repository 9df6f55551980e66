import type { EngineDeps } from './engine-deps';
import { extendClaims, type ClaimedRow } from './target-claims';

/** Keeps this worker's claims alive, from the claim until the outcome is written. */
export interface ClaimKeeper {
  hold(target: ClaimedRow): void;
  release(target: ClaimedRow): void;
}

/**
 * One heartbeat for every claim the worker holds, waiting for a network slot or sending: every sixth
 * of the claim time, the claims with less than two thirds of it left are renewed in one statement.
 * A claim waiting behind a slow network's slots (thousands due at once, a few sends at a time) stays
 * this worker's for as long as the worker lives, instead of expiring and being settled by another
 * worker's sweeper as if its send had been lost. A worker that dies stops renewing, and its claims
 * expire as before. A claim found taken over is forgotten; its send notices when it renews the claim
 * before sending (see holdClaim) or when its outcome is not written.
 */
export function createClaimKeeper(deps: Pick<EngineDeps, 'db' | 'config' | 'now' | 'logger'>) {
  const claimMs = deps.config.publishing.claimSeconds * 1000;
  const held = new Set<ClaimedRow>();
  let renewing: Promise<void> | null = null;

  async function renew(): Promise<void> {
    const now = deps.now().getTime();
    const due = [...held].filter(
      (target) => (target.claimExpiresAt?.getTime() ?? 0) - now < (2 * claimMs) / 3,
    );
    if (due.length === 0) return;
    const until = new Date(now + claimMs);
    const kept = await extendClaims(deps.db, due, until);
    for (const target of due) {
      if (kept.has(target.id)) target.claimExpiresAt = until;
      else held.delete(target);
    }
  }

  // Runs while claims are held: started by the first, stopped at the first beat with none left (a
  // worker shutting down keeps beating for its last sends, whenever the runtime stops).
  let timer: NodeJS.Timeout | null = null;
  const beat = () => {
    if (held.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
      return;
    }
    renewing ??= renew()
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'claim heartbeat failed'))
      .finally(() => (renewing = null));
  };

  return {
    hold(target: ClaimedRow): void {
      held.add(target);
      timer ??= setInterval(beat, Math.max(claimMs / 6, 100)).unref();
    },
    release: (target: ClaimedRow) => void held.delete(target),
    /** How many claims it keeps (for tests and the logs). */
    size: () => held.size,
    /** Stops beating at once (the claims left are no longer kept alive). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await renewing;
    },
  };
}
