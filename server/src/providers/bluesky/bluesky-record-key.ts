import { createHash } from 'node:crypto';

const alphabet = '234567abcdefghijklmnopqrstuvwxyz';

/**
 * A post's record key must be a TID (13 base32-sortable characters, top bit zero). Derived from the
 * target id, every send of the same target writes the same record: a resend cannot post twice, and
 * a send whose answer was lost is found again with getRecord.
 */
export function recordKeyFor(idempotencyKey: string): string {
  const digest = createHash('sha256').update(idempotencyKey).digest();
  let value = digest.readBigUInt64BE(0) & 0x7fff_ffff_ffff_ffffn;
  let key = '';
  for (let index = 0; index < 13; index += 1) {
    key = alphabet[Number(value & 31n)]! + key;
    value >>= 5n;
  }
  return key;
}
