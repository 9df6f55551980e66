import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 over what a local URL allows (method, key, limits, expiry), so a URL cannot be
 * reused for another object, a larger upload or after it expires.
 */
export function signUrlFields(secret: Buffer, fields: readonly (string | number)[]): string {
  return createHmac('sha256', secret).update(fields.join('\n')).digest('base64url');
}

export function signatureMatches(
  secret: Buffer,
  fields: readonly (string | number)[],
  signature: string,
): boolean {
  const expected = Buffer.from(signUrlFields(secret, fields));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
