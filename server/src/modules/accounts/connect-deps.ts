import type { Config } from '../../config';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/database';
import type { ProviderRegistry } from '../../providers/provider';

export interface ConnectDeps {
  db: Database;
  cipher: TokenCipher;
  providers: ProviderRegistry;
  config: Pick<Config, 'publicUrl'>;
  now: () => Date;
}

/** "One run of the connect flow ... Expires after 30 minutes." */
export const connectAttemptTtlMs = 30 * 60_000;

export const connectCallbackPath = '/api/accounts/connect/callback';

/** Where the browser lands after the network: the calendar's settings, with what happened. */
export function settingsUrl(
  config: Pick<Config, 'publicUrl'>,
  calendarId: string,
  params: Record<string, string>,
): string {
  return `${config.publicUrl}/${calendarId}/settings?${new URLSearchParams(params).toString()}`;
}
