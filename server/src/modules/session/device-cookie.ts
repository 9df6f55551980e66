import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { TokenCipher } from '../../crypto/token-cipher';

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * logged in to an account gets `NONCE.HMAC(secret, USER|NONCE)`, renewed at each login. One cookie
 * per account (its name carries the user id), so a browser shared by two people trusts both. Only
 * the login path receives it, HttpOnly and SameSite=Strict: no script reads it and no other site
 * sends it.
 */
const prefix = 'kairos_device_';
const purpose = 'device cookie';
const lifetimeSeconds = 365 * 24 * 3600;
export const deviceCookiePath = '/api/session/login';

const nameOf = (userId: string) => prefix + userId.replaceAll('-', '');
const macOf = (cipher: TokenCipher, userId: string, nonce: string) =>
  cipher.sign(purpose, `${userId}|${nonce}`);

/** A new device cookie for the user, as a Set-Cookie value, and its nonce. */
export function issueDeviceCookie(
  cipher: TokenCipher,
  userId: string,
  secure: boolean,
): { nonce: string; setCookie: string } {
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${macOf(cipher, userId, nonce)}`;
  const attributes = [
    `Path=${deviceCookiePath}`,
    `Max-Age=${lifetimeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  return { nonce, setCookie: [`${nameOf(userId)}=${value}`, ...attributes].join('; ') };
}

/** The nonce of the user's device cookie in the request's Cookie header; null when absent or forged. */
export function readDeviceCookie(
  cipher: TokenCipher,
  cookieHeader: string | undefined,
  userId: string,
): string | null {
  if (!cookieHeader || cookieHeader.length > 8192) return null;
  const name = nameOf(userId);
  for (const part of cookieHeader.split(';')) {
    const [key, value] = part.trim().split('=', 2);
    if (key !== name || !value) continue;
    const [nonce, mac] = value.split('.', 2);
    if (!nonce || !mac || nonce.length > 64) continue;
    const expected = Buffer.from(macOf(cipher, userId, nonce));
    const given = Buffer.from(mac);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
  }
  return null;
}
