import { jsonToLex, lexicons } from '@atproto/api';
import { CID } from 'multiformats/cid';
import { sha256 } from 'multiformats/hashes/sha2';

/**
 * The fake judges records by Bluesky's own lexicons (@atproto/api ships them), not by rules we wrote:
 * a record our provider builds must pass the same validation the PDS runs.
 */
export function lexiconProblem(collection: string, record: unknown): string | null {
  try {
    lexicons.assertValidRecord(collection, jsonToLex(record));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A blob's maxSize as the lexicon declares it (app.bsky.embed.images#image: 2,000,000). */
export function lexiconMaxSize(definition: string, property: string): number {
  const def = lexicons.getDefOrThrow(definition) as { properties?: Record<string, { maxSize?: number }> };
  const maxSize = def.properties?.[property]?.maxSize;
  if (maxSize === undefined) throw new Error(`${definition}.${property} declares no maxSize`);
  return maxSize;
}

/**
 * A record's CID: CIDv1, dag-cbor codec, SHA-256. A PDS hashes the record's DAG-CBOR encoding; the
 * fake hashes its JSON, which gives a CID of the same form (and `format: cid` in the lexicons).
 */
export async function recordCid(record: unknown): Promise<string> {
  return CID.create(
    1,
    0x71,
    await sha256.digest(new TextEncoder().encode(JSON.stringify(record))),
  ).toString();
}

/** A blob's CID as a PDS computes it: CIDv1, raw codec, SHA-256 of the bytes. */
export async function blobCid(bytes: Uint8Array): Promise<string> {
  return CID.create(1, 0x55, await sha256.digest(bytes)).toString();
}
