import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

/**
 * The S3-compatible bucket when S3_* is set, else local disk. The local URL key is MEDIA_SIGNING_KEY,
 * or derived from the encryption key so every process sharing ENCRYPTION_KEY accepts the same URLs.
 */
export function openStorage(
  config: Config,
  options: { encryptionKey?: Buffer; now: () => Date },
): MediaStorage {
  if (config.media.s3) return createS3Storage(config.media.s3, options.now);
  const secret = config.media.signingKey
    ? Buffer.from(config.media.signingKey)
    : options.encryptionKey
      ? createHmac('sha256', options.encryptionKey).update('kairos media url signing').digest()
      : randomBytes(32);
  return createLocalStorage({ dir: config.media.dir, publicUrl: config.publicUrl, secret });
}
