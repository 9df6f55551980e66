import { messages, type ConnectBody } from '@kairos/core';
import { notFound, validationFailed } from '../../http/app-error';
import type { AuthContext } from '../session/auth-context';
import { findTeamAccount } from './account-repository';
import { assertCalendarAccess } from './calendar-access';
import { insertConnectAttempt } from './connect-attempt-repository';
import { connectAttemptTtlMs, connectCallbackPath, type ConnectDeps } from './connect-deps';
import { newPkce, newState } from './connect-secrets';

/**
 * POST /api/accounts/connect: records the attempt (state hashed, PKCE verifier encrypted) and
 * answers the network's authorize URL for the browser to open.
 */
export async function startConnect(
  deps: ConnectDeps,
  auth: AuthContext,
  body: ConnectBody,
): Promise<{ authorizeUrl: string }> {
  const { db, cipher, config, now } = deps;
  await assertCalendarAccess(db, auth, body.calendarId, 'edit');
  const provider = deps.providers.get(body.socialMedia);
  if (!provider?.isConfigured())
    throw validationFailed('socialMedia', messages.accounts.networkNotConfigured);
  if (body.reconnectAccountId) {
    const account = await findTeamAccount(db, auth.teamId, body.reconnectAccountId);
    if (account?.calendarId !== body.calendarId || account.socialMedia !== body.socialMedia) throw notFound();
  }
  const { state, stateHash } = newState();
  const pkce = provider.usesPkce ? newPkce() : null;
  const redirectUri = `${config.publicUrl}${connectCallbackPath}`;
  await insertConnectAttempt(db, {
    stateHash,
    userId: auth.userId,
    calendarId: body.calendarId,
    socialMedia: body.socialMedia,
    reconnectAccountId: body.reconnectAccountId ?? null,
    codeVerifierEncrypted: pkce ? cipher.encrypt(pkce.codeVerifier) : null,
    redirectUri,
    expiresAt: new Date(now().getTime() + connectAttemptTtlMs),
  });
  return {
    authorizeUrl: provider.authorizeUrl({ state, codeChallenge: pkce?.codeChallenge ?? null, redirectUri }),
  };
}
