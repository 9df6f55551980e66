import { createHash, randomBytes } from 'node:crypto';

/** The OAuth state: unguessable, single use; only its hash is stored, so a database read cannot replay it. */
export function newState(): { state: string; stateHash: string } {
  const state = randomBytes(32).toString('base64url');
  return { state, stateHash: hashState(state) };
}

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** RFC 7636: a 64-character verifier (43 to 128 allowed) and its S256 challenge. */
export function newPkce(): { codeVerifier: string; codeChallenge: string } {
  const codeVerifier = randomBytes(48).toString('base64url');
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}
