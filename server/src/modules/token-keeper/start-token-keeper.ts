import type { PgBoss } from 'pg-boss';
import { configuredNetworks, renewAccount, renewalRules, type KeeperDeps } from './renew-account';
import { findAccountsToRenew } from './renewal-candidates';

export const tokenRenewQueue = 'token-renew';

export interface TokenRenewJob {
  accountId: string;
}

/**
 * One job per account, keyed by its id: the 'exclusive' policy lets at most one be queued or running
 * at a time, whichever worker takes it, so two workers never refresh one account at once (a refresh
 * token used twice may be revoked). Failures are not retried by the queue: the next round hands the
 * account out again. A worker that dies mid-refresh frees the account when its job expires.
 */
export const tokenRenewQueueOptions = {
  policy: 'exclusive',
  retryLimit: 0,
  expireInSeconds: 900,
} as const;

/** Creates the queue (and loads pg-boss's queue cache) before any round inserts into it. */
export async function prepareTokenRenewQueue(queue: PgBoss): Promise<void> {
  await queue.createQueue(tokenRenewQueue, tokenRenewQueueOptions);
  await queue.insert(tokenRenewQueue, []);
}

export interface TokenKeeper {
  /** Hands the accounts due now to the queue; the number handed out (duplicates are dropped). */
  round(): Promise<number>;
  stop(): Promise<void>;
}

/** One round: the most urgent accounts, at most TOKEN_RENEW_BATCH, queued once each. */
export async function queueRenewals(deps: KeeperDeps & { queue: PgBoss }): Promise<number> {
  const due = await findAccountsToRenew(deps.db, {
    ...renewalRules(deps),
    networks: configuredNetworks(deps.providers),
    limit: deps.config.tokenKeeper.batch,
  });
  if (due.length === 0) return 0;
  const jobs = due.map((account) => ({ data: { accountId: account.id }, singletonKey: account.id }));
  const ids = await deps.queue.insert(tokenRenewQueue, jobs, { returnId: true });
  return ids?.length ?? 0;
}

/**
 * Runs the token keeper on this worker (every worker runs one): every TOKEN_KEEPER_SECONDS, and once
 * at start, a round queues the accounts whose tokens are due; every worker's keeper renews the queued
 * accounts, each by one worker only. TOKEN_KEEPER_SECONDS=0 turns it off.
 */
export async function startTokenKeeper(deps: KeeperDeps & { queue: PgBoss }): Promise<TokenKeeper> {
  const { intervalSeconds } = deps.config.tokenKeeper;
  const idle: TokenKeeper = { round: async () => 0, stop: async () => undefined };
  if (intervalSeconds === 0) return idle;
  await prepareTokenRenewQueue(deps.queue);
  const workId = await deps.queue.work<TokenRenewJob>(
    tokenRenewQueue,
    { pollingIntervalSeconds: 2, batchSize: 5 },
    async (jobs) => {
      await Promise.all(
        jobs.map((job) =>
          renewAccount(deps, job.data.accountId).catch((error: unknown) =>
            deps.logger.error({ err: error, accountId: job.data.accountId }, 'token keeper job failed'),
          ),
        ),
      );
    },
  );

  let running: Promise<number> | null = null;
  const round = () =>
    (running ??= queueRenewals(deps)
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'token keeper round failed');
        return 0;
      })
      .finally(() => (running = null)));
  void round();
  const timer = setInterval(() => void round(), intervalSeconds * 1000);
  timer.unref();

  return {
    round,
    async stop() {
      clearInterval(timer);
      await deps.queue.offWork(tokenRenewQueue, { id: workId, wait: true });
      await running;
    },
  };
}
