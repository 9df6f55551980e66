import type { SocialType } from '@kairos/core';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/database';
import type { Provider, ProviderRegistry } from '../../providers/provider';
import { isPublishError } from '../../providers/publish-error';
import {
  loadAccountsForPublishing,
  markAccountTokenExpired,
  type PublishingAccount,
} from '../accounts/account-tokens';
import { refreshAccountTokens } from '../accounts/refresh-account-tokens';
import type { NetworkSlots } from '../publishing/network-slots';
import type { FollowersConfig } from './followers-config';
import { claimDueAccounts, recordFollowers, settleCheck } from './followers-repository';

export interface FollowersSamplerDeps {
  db: Database;
  providers: ProviderRegistry;
  cipher: TokenCipher;
  now: () => Date;
  config: { followers: FollowersConfig };
  logger: { warn(object: unknown, message: string): void };
}

const minuteMs = 60_000;
/** A transient failure is tried again this much later; a claim whose worker died is free again after it. */
const retryMs = 15 * minuteMs;

/** The next midnight in UTC: each account is read once a UTC day (decision 0117). */
export function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Reads each connected account's followers once a day (decision 0117), as the metrics sampler reads
 * post metrics (decision 0112): within the network's publishing slots, a network that answered 429
 * left alone until its reset, a refused token renewed once and else marked for a reconnect.
 */
export function createFollowersSampler(deps: FollowersSamplerDeps, slots: NetworkSlots) {
  /** Networks that said "too many requests", until when. */
  const pausedUntil = new Map<string, Date>();

  /** The networks whose accounts a round may claim: they count followers and are not paused. */
  function networksToRead(now: Date): SocialType[] {
    return [...deps.providers.values()]
      .filter((provider) => provider.readFollowers && provider.isConfigured())
      .map((provider) => provider.socialMedia)
      .filter((network) => !((pausedUntil.get(network) ?? now) > now));
  }

  async function readOne(account: PublishingAccount, provider: Provider): Promise<void> {
    const now = deps.now();
    const later = (next: Date) =>
      settleCheck(deps.db, { accountId: account.id, state: null, at: null, next });
    // Paused by an answer to another account of this round.
    const paused = pausedUntil.get(account.socialMedia);
    if (paused && paused > now) return later(paused);
    // Disabled or expired since the claim: out of the rounds until it is back, then read soon.
    if (!account.tokens || account.disabled || account.tokenExpired)
      return later(new Date(now.getTime() + retryMs));
    const request = {
      account: { externalId: account.externalId, type: account.type, metadata: account.metadata },
    };
    try {
      let tokens = account.tokens;
      const read = () => provider.readFollowers!({ ...request, tokens });
      const followers = await read().catch(async (error: unknown) => {
        // An expired access token with a refresh token is renewed once, as a send would.
        if (!isPublishError(error) || error.kind !== 'auth' || !account.tokens?.refreshToken) throw error;
        const fresh = await refreshAccountTokens(deps, provider, account.id);
        if (!fresh) throw error;
        tokens = fresh;
        return read();
      });
      const next = nextUtcDay(now);
      if (followers === null)
        return settleCheck(deps.db, { accountId: account.id, state: 'unsupported', at: now, next });
      await recordFollowers(deps.db, { accountId: account.id, followers, at: now, next });
    } catch (error) {
      if (!isPublishError(error)) throw error;
      if (error.kind === 'auth') {
        // Left out of the rounds while it waits for the reconnect; read soon after it.
        await markAccountTokenExpired(deps.db, account.id, now);
        return later(new Date(now.getTime() + retryMs));
      }
      if (error.kind === 'rate_limited') {
        const until =
          error.retryAt && error.retryAt > now ? error.retryAt : new Date(now.getTime() + retryMs);
        pausedUntil.set(account.socialMedia, until);
        return later(until);
      }
      // Refused (the page is gone, a permission is missing): asked again tomorrow, not every round.
      if (error.kind === 'bad_content') return later(nextUtcDay(now));
      return later(new Date(now.getTime() + retryMs));
    }
  }

  /** One round: the due accounts (at most the batch), side by side within the slots. Returns how many. */
  async function sampleDue(): Promise<number> {
    const now = deps.now();
    const claimed = await claimDueAccounts(deps.db, {
      networks: networksToRead(now),
      now,
      leaseUntil: new Date(now.getTime() + retryMs),
      limit: deps.config.followers.batch,
    });
    if (claimed.length === 0) return 0;
    const accounts = await loadAccountsForPublishing(deps.db, deps.cipher, claimed);
    await Promise.all(
      [...accounts.values()].flatMap((account) => {
        const provider = deps.providers.get(account.socialMedia);
        if (!provider?.readFollowers) return [];
        const reading = slots
          .run(account.socialMedia, () => readOne(account, provider))
          .catch((error: unknown) =>
            deps.logger.warn({ err: error, accountId: account.id }, 'followers reading failed'),
          );
        return [reading];
      }),
    );
    return claimed.length;
  }

  return { sampleDue };
}

/**
 * Runs the sampler every FOLLOWERS_POLL_SECONDS until stopped (off at 0). A round that came back
 * full is followed by another at once: each account is claimed once a day, so a backlog (after
 * midnight, or on a first start) clears at the pace of the networks' slots, not of the interval.
 */
export function startFollowersSampler(deps: FollowersSamplerDeps, slots: NetworkSlots) {
  const sampler = createFollowersSampler(deps, slots);
  const { pollSeconds, batch } = deps.config.followers;
  if (pollSeconds === 0) return { stop: async () => undefined };
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const rounds = async () => {
    let claimed = batch;
    while (!stopped && claimed >= batch) claimed = await sampler.sampleDue();
  };
  const timer = setInterval(() => {
    running ??= rounds()
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'followers sampling failed'))
      .finally(() => (running = null));
  }, pollSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
