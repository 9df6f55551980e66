import { loadAccountsForPublishing } from '../accounts/account-tokens';
import type { PostRow } from '../posts/post-repository';
import { findPostsById } from './batch-reads';
import { sendClaimed } from './dispatch-target';
import type { EngineDeps } from './engine-deps';
import type { NetworkSlots } from './network-slots';
import type { OutcomeRecorder } from './record-outcome';
import { claimReserved, releaseReservations, reserveDueTargets } from './reservations';
import type { TargetRow } from './target-repository';

export interface DueScannerOptions {
  /** How far ahead targets are reserved and read, so that their instant costs only the claim and the send. */
  lookaheadMs: number;
  /** How often the worker looks for due targets without being woken. */
  pollMs: number;
  /** Rows reserved per statement; a full batch is followed by the next at once. */
  batch: number;
  /** Reserved and not yet sent, at most, on this worker. */
  maxReserved: number;
  /** Rows claimed per statement at the due instant; each chunk's sends start before the next is claimed. */
  claimChunk: number;
}

export const dueScannerDefaults: DueScannerOptions = {
  lookaheadMs: 3000,
  pollMs: 500,
  batch: 2000,
  maxReserved: 20_000,
  claimChunk: 500,
};

interface Reserved {
  target: TargetRow;
  claimToken: string;
  post: PostRow | null;
}

/**
 * The hot path of a worker: due targets straight from publish_targets, not one queue job each.
 * Every poll (or wake-up) reserves the targets due within the look-ahead and reads their posts; at
 * each due instant the reservations become claims in a few statements, the accounts are read, and the
 * sends start within the network's slots, their outcomes group-committed by the recorder.
 */
export function createDueScanner(
  deps: EngineDeps,
  slots: NetworkSlots,
  recorder: OutcomeRecorder,
  options: DueScannerOptions = dueScannerDefaults,
) {
  const byInstant = new Map<number, Reserved[]>();
  const timers = new Set<NodeJS.Timeout>();
  const firing = new Set<Promise<void>>();
  const sending = new Set<Promise<void>>();
  let reservedCount = 0;
  let scanning: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function scanOnce(): Promise<void> {
    for (;;) {
      const room = Math.min(options.batch, options.maxReserved - reservedCount);
      if (stopped || room <= 0) return;
      const now = deps.now();
      const rows = await reserveDueTargets(deps.db, {
        workerId: deps.workerId,
        now,
        until: new Date(now.getTime() + options.lookaheadMs),
        claimSeconds: deps.config.publishing.claimSeconds,
        limit: room,
      });
      if (rows.length === 0) return;
      let posts: Map<string, PostRow>;
      try {
        posts = await findPostsById(
          deps.db,
          rows.map((row) => row.postId),
        );
      } catch (error) {
        await releaseReservations(deps.db, rows.map(reservationOf)).catch(() => undefined);
        throw error;
      }
      for (const row of rows)
        hold({ target: row, claimToken: row.claimToken ?? '', post: posts.get(row.postId) ?? null });
      if (rows.length < room) return;
    }
  }

  function hold(reserved: Reserved): void {
    const instant = reserved.target.dueAt?.getTime() ?? 0;
    reservedCount += 1;
    const group = byInstant.get(instant);
    if (group) return void group.push(reserved);
    byInstant.set(instant, [reserved]);
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        const fired = fire(instant).finally(() => firing.delete(fired));
        firing.add(fired);
      },
      Math.max(0, instant - deps.now().getTime()),
    );
    timers.add(timer);
  }

  async function fire(instant: number): Promise<void> {
    const group = byInstant.get(instant) ?? [];
    byInstant.delete(instant);
    for (let index = 0; index < group.length; index += options.claimChunk) {
      const chunk = group.slice(index, index + options.claimChunk);
      try {
        await fireChunk(chunk);
      } catch (error) {
        // The reservations lapse after the claim time and are taken again (by this worker or another).
        deps.logger.error({ err: error, targets: chunk.length }, 'claiming due targets failed');
      } finally {
        reservedCount -= chunk.length;
      }
    }
  }

  async function fireChunk(chunk: Reserved[]): Promise<void> {
    const claimed = await claimReserved(deps.db, {
      reserved: chunk.map((item) => ({
        id: item.target.id,
        claimToken: item.claimToken,
        postVersion: item.target.postVersion,
      })),
      now: deps.now(),
      claimSeconds: deps.config.publishing.claimSeconds,
    });
    const claimedIds = new Set(claimed.map((row) => row.id));
    const missed = chunk.filter((item) => !claimedIds.has(item.target.id));
    if (missed.length > 0) {
      // Edited, deleted or taken over meanwhile: whatever is still scheduled is free for the next scan.
      void releaseReservations(
        deps.db,
        missed.map((item) => reservationOf(item.target)),
      ).catch((error: unknown) => deps.logger.warn({ err: error }, 'releasing reservations failed'));
    }
    if (claimed.length === 0) return;
    // Read after the claim, as a job does: a token refreshed or an account disabled meanwhile counts.
    const accounts = await loadAccountsForPublishing(
      deps.db,
      deps.cipher,
      claimed.map((row) => row.accountId),
    );
    const posts = new Map(chunk.map((item) => [item.target.id, item.post]));
    for (const target of claimed) {
      const sent = sendClaimed(
        deps,
        target,
        posts.get(target.id) ?? null,
        accounts.get(target.accountId) ?? null,
        slots,
        recorder,
      )
        .catch((error: unknown) =>
          deps.logger.error(
            { err: error, targetId: target.id },
            'dispatch failed; the sweeper will settle it',
          ),
        )
        .finally(() => sending.delete(sent));
      sending.add(sent);
    }
  }

  /** Looks for due targets now; a call during a scan runs one more after it. */
  function scan(): Promise<void> {
    if (scanning) {
      again = true;
      return scanning;
    }
    scanning = (async () => {
      do {
        again = false;
        try {
          await scanOnce();
        } catch (error) {
          deps.logger.error({ err: error }, 'reserving due targets failed');
        }
      } while (again && !stopped);
    })().finally(() => (scanning = null));
    return scanning;
  }

  const poll = setInterval(() => void scan(), options.pollMs);
  poll.unref();
  void scan();

  return {
    scan,
    /** No more scans; reservations not yet due are given back; the sends under way finish. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await scanning;
      const unsent = [...byInstant.values()].flat();
      byInstant.clear();
      reservedCount = 0;
      await Promise.all(firing);
      await Promise.all(sending);
      await releaseReservations(
        deps.db,
        unsent.map((item) => reservationOf(item.target)),
      ).catch((error: unknown) => deps.logger.warn({ err: error }, 'releasing reservations failed'));
    },
  };
}

const reservationOf = (row: TargetRow) => ({ id: row.id, claimToken: row.claimToken ?? '' });

export type DueScanner = ReturnType<typeof createDueScanner>;
