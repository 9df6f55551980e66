import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/database';
import type { MetricState } from '../../db/schema';
import type { ProviderRegistry, PublishResult } from '../../providers/provider';
import { isPublishError } from '../../providers/publish-error';
import {
  loadAccountsForPublishing,
  markAccountTokenExpired,
  type PublishingAccount,
} from '../accounts/account-tokens';
import { refreshAccountTokens } from '../accounts/refresh-account-tokens';
import type { NetworkSlots } from '../publishing/network-slots';
import type { MetricsConfig } from './metrics-config';
import { dueReadings, recordReading, skipReading, type DueReading } from './metrics-repository';
import { refreshMarkedCalendars } from './stats-rollup';

/** Calendars whose stats rollups one sampling round brings up to date (the oldest marks first). */
const rollupCalendarsPerRound = 20;

export interface SamplerDeps {
  db: Database;
  providers: ProviderRegistry;
  cipher: TokenCipher;
  now: () => Date;
  config: { metrics: MetricsConfig };
  logger: { warn(object: unknown, message: string): void };
}

const minuteMs = 60_000;
/** A transient failure is read again this much later; an account waiting for a reconnect, daily. */
const retryMs = 15 * minuteMs;
const reconnectCheckMs = 24 * 60 * minuteMs;

/** When the reading after `samples` readings is due (null: the series is complete). */
export function nextReadingAt(sentAt: Date, samples: number, intervalsMs: readonly number[]): Date | null {
  const interval = intervalsMs[samples];
  return interval === undefined ? null : new Date(sentAt.getTime() + interval);
}

/**
 * Reads the metrics that are due (decision 0112): each within the network's publishing slots, the
 * ones of a network that answered 429 put off until it takes requests again, the ones of an account
 * whose token expired kept for after the reconnect.
 */
export function createMetricsSampler(deps: SamplerDeps, slots: NetworkSlots) {
  /** Networks that said "too many requests", until when. */
  const pausedUntil = new Map<string, Date>();

  async function readOne(due: DueReading, account: PublishingAccount | undefined): Promise<void> {
    const now = deps.now();
    const provider = deps.providers.get(due.social_media);
    const skip = (state: MetricState | null, next: Date | null) =>
      skipReading(deps.db, { targetId: due.target_id, state, next });
    if (!provider?.readMetrics || !due.external_id) return skip('unsupported', null);
    if (!account?.tokens || account.disabled) return skip('unsupported', null);
    if (account.tokenExpired) return skip('reconnect', new Date(now.getTime() + reconnectCheckMs));
    const paused = pausedUntil.get(due.social_media);
    if (paused && paused > now) return skip(null, paused);
    const first = due.parts[0];
    const post: PublishResult = {
      externalId: first?.externalId ?? due.external_id,
      url: first?.url ?? due.external_url,
      ...(first?.reference ? { reference: first.reference } : {}),
    };
    const request = {
      account: { externalId: account.externalId, type: account.type, metadata: account.metadata },
    };
    try {
      let tokens = account.tokens;
      const read = () => provider.readMetrics!({ ...request, tokens, post });
      const reading = await read().catch(async (error: unknown) => {
        // An expired access token with a refresh token is renewed once, as a send would.
        if (!isPublishError(error) || error.kind !== 'auth' || !account.tokens?.refreshToken) throw error;
        const fresh = await refreshAccountTokens(deps, provider, account.id);
        if (!fresh) throw error;
        tokens = fresh;
        return read();
      });
      if (reading === null) return skip('unsupported', null);
      const sentAt = new Date(due.sent_at);
      await recordReading(deps.db, {
        targetId: due.target_id,
        reading,
        at: now,
        next: nextReadingAt(sentAt, due.samples + 1, deps.config.metrics.intervalsMs),
      });
    } catch (error) {
      if (!isPublishError(error)) throw error;
      if (error.kind === 'auth') {
        await markAccountTokenExpired(deps.db, account.id, now);
        return skip('reconnect', new Date(now.getTime() + reconnectCheckMs));
      }
      if (error.kind === 'rate_limited') {
        const until =
          error.retryAt && error.retryAt > now ? error.retryAt : new Date(now.getTime() + retryMs);
        pausedUntil.set(due.social_media, until);
        return skip(null, until);
      }
      // The post is gone or refused: its last figures stay, no more readings.
      if (error.kind === 'bad_content') return skip(null, null);
      return skip(null, new Date(now.getTime() + retryMs));
    }
  }

  /** One round: the due readings (at most the batch), side by side within the slots. Returns how many. */
  async function sampleDue(): Promise<number> {
    const due = await dueReadings(deps.db, deps.now(), deps.config.metrics.batch);
    if (due.length === 0) return 0;
    const accounts = await loadAccountsForPublishing(
      deps.db,
      deps.cipher,
      due.map((row) => row.account_id),
    );
    await Promise.all(
      due.map((row) =>
        slots
          .run(row.social_media, () => readOne(row, accounts.get(row.account_id)))
          .catch((error: unknown) =>
            deps.logger.warn({ err: error, targetId: row.target_id }, 'metrics reading failed'),
          ),
      ),
    );
    return due.length;
  }

  return { sampleDue };
}

/**
 * Runs the sampler every METRICS_POLL_SECONDS until stopped (off at 0); after each round, the stats
 * rollups of the calendars written since are brought up to date (decision 0118), a few at a time.
 */
export function startMetricsSampler(deps: SamplerDeps, slots: NetworkSlots) {
  const sampler = createMetricsSampler(deps, slots);
  if (deps.config.metrics.pollSeconds === 0) return { stop: async () => undefined };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= sampler
      .sampleDue()
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'metrics sampling failed'))
      .then(() => refreshMarkedCalendars(deps.db, rollupCalendarsPerRound))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'stats rollup refresh failed'))
      .finally(() => (running = null));
  }, deps.config.metrics.pollSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
