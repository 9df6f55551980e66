import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** AES-256-GCM for tokens at rest: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** HMAC-SHA256 of `data`, base64url, under a key derived from the encryption key for `purpose`. */
  sign(purpose: string, data: string): string;
}

const version = 'v1';

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('the encryption key must be 32 bytes');
  return {
    sign(purpose, data) {
      const purposeKey = createHmac('sha256', key).update(`kairos ${purpose}`).digest();
      return createHmac('sha256', purposeKey).update(data).digest('base64url');
    },
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [tag, iv, authTag, data] = sealed.split('.');
      if (tag !== version || !iv || !authTag || data === undefined) throw new Error('not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The key: ENCRYPTION_KEY (32 bytes, base64 or hex) when set; otherwise one generated on first start
 * under DATA_DIR (fine for one machine; every process of a deployment must share ENCRYPTION_KEY).
 */
export function loadEncryptionKey(options: { encryptionKey: string | undefined; dataDir: string }): Buffer {
  if (options.encryptionKey) {
    const raw = options.encryptionKey.trim();
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, as 64 hex characters or base64');
    return key;
  }
  if (options.dataDir.startsWith('memory://')) return randomBytes(32);
  const file = path.join(options.dataDir, 'encryption.key');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
