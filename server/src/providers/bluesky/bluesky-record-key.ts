import { createHash } from 'node:crypto';

const alphabet = '234567abcdefghijklmnopqrstuvwxyz';

/**
 * A post's record key: a TID (atproto's timestamp identifier: 64 bits, the top one zero, then the
 * microseconds since 1970 and a 10-bit clock id, written as 13 base32-sortable characters). Repos
 * order records by it, so its time part is the post's send time (its schedule, which every send of
 * a target shares); the microseconds within that millisecond and the clock id come from the target
 * id. Every send of the same target writes the same record: a resend cannot post twice, and a send
 * whose answer was lost is found again with getRecord.
 */
export function recordKeyFor(idempotencyKey: string, sendAt: Date): string {
  const digest = createHash('sha256').update(idempotencyKey).digest();
  const microseconds = BigInt(sendAt.getTime()) * 1000n + BigInt(digest.readUInt16BE(0) % 1000);
  const clockId = BigInt(digest.readUInt16BE(2) & 0x3ff);
  let value = ((microseconds << 10n) | clockId) & 0x7fff_ffff_ffff_ffffn;
  let key = '';
  for (let index = 0; index < 13; index += 1) {
    key = alphabet[Number(value & 31n)]! + key;
    value >>= 5n;
  }
  return key;
}

/** The time a TID records (for tests and the contract with atproto's own TID). */
export function timeOfRecordKey(key: string): Date {
  let value = 0n;
  for (const character of key) value = (value << 5n) | BigInt(alphabet.indexOf(character));
  return new Date(Number(value >> 10n) / 1000);
}
