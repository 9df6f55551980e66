import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createTokenCipher, type TokenCipher } from '../../src/crypto/token-cipher';

export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** PostgreSQL when TEST_DATABASE_URL is set (CI does), else PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** One ENCRYPTION_KEY for the test and every process it starts: they decrypt the same tokens. */
export const encryptionKey = randomBytes(32).toString('hex');
export const sharedCipher: TokenCipher = createTokenCipher(Buffer.from(encryptionKey, 'hex'));

/** Short claims and sweeps, so a dead worker's sends settle within seconds. */
export const fastEngineEnv = {
  PUBLISH_CLAIM_SECONDS: '2',
  PUBLISH_SWEEP_SECONDS: '1',
  PUBLISH_RETRY_BASE_SECONDS: '1',
} as const;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
