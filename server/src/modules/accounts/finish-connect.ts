import { messages, type ConnectCallbackQuery } from '@kairos/core';
import { validationFailed } from '../../errors/app-error';
import { isPublishError } from '../../providers/publish-error';
import { sealCandidates } from './connect-candidates';
import {
  deleteConnectAttempt,
  findConnectAttemptByState,
  storeCandidates,
  takeConnectAttempt,
  type ConnectAttemptRow,
} from './connect-attempt-repository';
import { settingsUrl, type ConnectDeps } from './connect-deps';
import { hashState } from './connect-secrets';
import { reconnectAccount } from './reconnect-account';
import { instanceOfAttempt } from './start-connect';

export interface CallbackOutcome {
  /** Where the browser goes next. */
  location: string;
  /** The network's refusal, for the logs (the browser sees the message only). */
  failure?: unknown;
}

/**
 * GET /api/accounts/connect/callback: the browser comes back from the network with no session; the
 * state names the attempt and can be used once. Errors go back to the calendar's settings when the
 * attempt is known; an unknown state is a 422 in the error model.
 */
export async function finishConnect(
  deps: ConnectDeps,
  query: ConnectCallbackQuery,
): Promise<CallbackOutcome> {
  if (!query.state) throw validationFailed('query.state', messages.accounts.connectInvalid);
  const stateHash = hashState(query.state);
  const attempt = await takeConnectAttempt(deps.db, stateHash, deps.now());
  if (!attempt) {
    const known = await findConnectAttemptByState(deps.db, stateHash);
    if (!known) throw validationFailed('query.state', messages.accounts.connectInvalid);
    const expired = known.expiresAt <= deps.now();
    return back(deps, known, expired ? messages.accounts.connectExpired : messages.accounts.connectUsed);
  }
  if (attempt.expiresAt <= deps.now()) return back(deps, attempt, messages.accounts.connectExpired);
  if (query.error) {
    const denied = query.error === 'access_denied';
    const network = deps.providers.get(attempt.socialMedia)?.displayName ?? attempt.socialMedia;
    return back(
      deps,
      attempt,
      denied ? messages.accounts.connectDenied : messages.accounts.connectFailed(network),
    );
  }
  if (!query.code) return back(deps, attempt, messages.accounts.connectInvalid);
  return exchange(deps, attempt, query.code);
}

async function exchange(
  deps: ConnectDeps,
  attempt: ConnectAttemptRow,
  code: string,
): Promise<CallbackOutcome> {
  const provider = deps.providers.get(attempt.socialMedia);
  if (!provider?.isConfigured()) return back(deps, attempt, messages.accounts.networkNotConfigured);
  let tokens;
  let offered;
  const instance = instanceOfAttempt(attempt.redirectUri);
  try {
    tokens = await provider.exchangeCode({
      code,
      codeVerifier: attempt.codeVerifierEncrypted ? deps.cipher.decrypt(attempt.codeVerifierEncrypted) : null,
      redirectUri: attempt.redirectUri,
      instance,
      connection: attempt.connection ?? undefined,
    });
    offered = await provider.listConnectable(tokens, {
      instance,
      connection: attempt.connection ?? undefined,
    });
  } catch (error) {
    if (!isPublishError(error)) throw error;
    return { ...back(deps, attempt, messages.accounts.connectFailed(provider.displayName)), failure: error };
  }

  if (attempt.reconnectAccountId) {
    const accountId = attempt.reconnectAccountId;
    const result = await reconnectAccount(deps.db, deps.cipher, {
      attempt,
      accountId,
      tokens,
      offered,
      now: deps.now(),
    });
    if ('error' in result) return back(deps, attempt, result.error);
    await deleteConnectAttempt(deps.db, attempt.id);
    return { location: settingsUrl(deps.config, attempt.calendarId, { reconnected: result.accountId }) };
  }
  await storeCandidates(deps.db, attempt.id, sealCandidates(deps.cipher, { tokens, accounts: offered }));
  return { location: settingsUrl(deps.config, attempt.calendarId, { connect: attempt.id }) };
}

const back = (deps: ConnectDeps, attempt: ConnectAttemptRow, message: string): CallbackOutcome => ({
  location: settingsUrl(deps.config, attempt.calendarId, { connectError: message }),
});
