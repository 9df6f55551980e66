import { messages, type CredentialsConnectBody, type CredentialsConnectReply } from '@kairos/core';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import { isPublishError } from '../../providers/publish-error';
import type { AuthContext } from '../session/auth-context';
import { findTeamAccount } from './account-repository';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { sealCandidates } from './connect-candidates';
import { insertConnectAttempt, storeCandidates } from './connect-attempt-repository';
import { connectAttemptTtlMs, connectCallbackPath, type ConnectDeps } from './connect-deps';
import { newState } from './connect-secrets';
import { assertNetworkInPlan } from './network-plan-gate';
import { reconnectAccount } from './reconnect-account';

/**
 * POST /api/accounts/connect/credentials: networks that sign in with a handle and an app password
 * (Bluesky). The password is used once and never stored; what the network offers is kept in a
 * connect attempt like an OAuth callback's, so choosing (and the plan's limit) works the same way.
 */
export async function connectWithCredentials(
  deps: ConnectDeps,
  auth: AuthContext,
  body: CredentialsConnectBody,
): Promise<CredentialsConnectReply> {
  const { db, cipher, now } = deps;
  await assertCalendarAccess(db, auth, body.calendarId, 'edit');
  const provider = deps.providers.get(body.socialMedia);
  if (!provider?.isConfigured())
    throw validationFailed('socialMedia', messages.accounts.networkNotConfigured);
  if (!provider.connectWithCredentials)
    throw validationFailed('socialMedia', messages.accounts.unknownNetwork);
  if (body.reconnectAccountId) {
    const account = await findTeamAccount(db, auth.teamId, body.reconnectAccountId);
    if (account?.calendarId !== body.calendarId || account.socialMedia !== body.socialMedia) throw notFound();
  } else await assertNetworkInPlan(db, auth.teamId, body.socialMedia, now());
  let connection;
  try {
    connection = await provider.connectWithCredentials({
      identifier: body.identifier,
      password: body.password,
    });
  } catch (error) {
    if (!isPublishError(error)) throw error;
    if (error.kind === 'auth') throw validationFailed('password', messages.accounts.credentialsRefused);
    throw new AppError('RULE_VIOLATION', messages.accounts.connectFailed(provider.displayName));
  }
  if (body.reconnectAccountId) {
    const result = await reconnectAccount(db, cipher, {
      attempt: { calendarId: body.calendarId, socialMedia: body.socialMedia, userId: auth.userId },
      accountId: body.reconnectAccountId,
      tokens: connection.tokens,
      offered: connection.accounts,
      now: now(),
    });
    if ('error' in result) throw new AppError('RULE_VIOLATION', result.error);
    return { attemptId: null, reconnectedAccountId: result.accountId };
  }
  const attemptId = await insertConnectAttempt(db, {
    stateHash: newState().stateHash,
    userId: auth.userId,
    calendarId: body.calendarId,
    socialMedia: body.socialMedia,
    reconnectAccountId: null,
    codeVerifierEncrypted: null,
    redirectUri: `${deps.config.publicUrl}${connectCallbackPath}`,
    expiresAt: new Date(now().getTime() + connectAttemptTtlMs),
  });
  await storeCandidates(db, attemptId, sealCandidates(cipher, connection));
  return { attemptId, reconnectedAccountId: null };
}
