import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { TokenCipher } from '../../crypto/token-cipher';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { ProviderRegistry } from '../../providers/provider';
import type { MediaStorage } from '../../storage/media-storage';

/** What a publishing worker runs with; the clock is injected so tests can move it. */
export interface EngineDeps {
  db: Database;
  queue: PgBoss;
  providers: ProviderRegistry;
  cipher: TokenCipher;
  config: Config;
  mailer: Mailer;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Names this worker in claims, for the logs. */
  workerId: string;
  /** Our media storage: links to it are signed again at send time (see fresh-media-links). */
  storage?: MediaStorage;
}
