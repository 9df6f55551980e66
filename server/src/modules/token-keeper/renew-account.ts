import type { SocialType } from '@kairos/core';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/database';
import { refreshAccountTokens } from '../accounts/refresh-account-tokens';
import { countTokenRenewal } from '../../metrics/process-metrics';
import type { Provider, ProviderRegistry } from '../../providers/provider';
import { isPublishError } from '../../providers/publish-error';
import { enqueueNotificationMail } from '../notification-mails/mail-queue';
import { notifyTokenExpired } from './notify-token-expired';
import { stillToRenew, type RenewalRules } from './renewal-candidates';

/** What the token keeper runs with; the clock is injected so tests can move it. */
export interface KeeperDeps {
  db: Database;
  providers: ProviderRegistry;
  cipher: TokenCipher;
  config: Pick<Config, 'tokenKeeper'>;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Where the lapse's e-mail is queued; none in tests that renew without a queue. */
  queue?: PgBoss;
}

export type RenewOutcome = 'renewed' | 'refused' | 'skipped' | 'failed';

/** The networks whose provider is configured here: only their accounts can be renewed. */
export function configuredNetworks(providers: ProviderRegistry): SocialType[] {
  return [...providers.values()].filter((provider) => provider.isConfigured()).map((p) => p.socialMedia);
}

export function renewalRules(deps: Pick<KeeperDeps, 'config' | 'now'>): RenewalRules {
  return {
    now: deps.now(),
    renewDays: deps.config.tokenKeeper.renewDays,
    beforePostMinutes: deps.config.tokenKeeper.beforePostMinutes,
  };
}

/**
 * Renews one account's tokens through the shared refresh path (saved encrypted; a refusal marks the
 * account tokenExpired and notifies its users in the same transaction). Checked again first: a send,
 * a sync or an earlier job may have renewed it since the round chose it. A network that is down, or
 * an answer that never came, leaves the account as it was for the next round.
 */
export async function renewAccount(deps: KeeperDeps, accountId: string): Promise<RenewOutcome> {
  const networks = configuredNetworks(deps.providers);
  const due = await stillToRenew(deps.db, accountId, { ...renewalRules(deps), networks });
  const provider = due && deps.providers.get(due.socialMedia);
  if (!provider) return 'skipped';
  const outcome = await renewWith(deps, provider, accountId);
  countTokenRenewal(provider.socialMedia, outcome);
  return outcome;
}

async function renewWith(deps: KeeperDeps, provider: Provider, accountId: string): Promise<RenewOutcome> {
  try {
    const fresh = await refreshAccountTokens(
      {
        db: deps.db,
        cipher: deps.cipher,
        now: deps.now,
        onTokenExpired: async (tx, id) => {
          await notifyTokenExpired(tx, id);
          await enqueueNotificationMail(deps.queue ?? null, tx, { kind: 'reconnect', accountId: id });
        },
      },
      provider,
      accountId,
    );
    return fresh ? 'renewed' : 'skipped';
  } catch (error) {
    if (isPublishError(error) && error.kind === 'auth') {
      deps.logger.info({ accountId, network: provider.socialMedia }, 'token keeper: renewal refused');
      return 'refused';
    }
    deps.logger.warn({ err: error, accountId }, 'token keeper: renewal failed; next round tries again');
    return 'failed';
  }
}
