import { messages, type ConnectBody } from '@kairos/core';
import { notFound, validationFailed } from '../../errors/app-error';
import type { Provider } from '../../providers/provider';
import { isPublishError } from '../../providers/publish-error';
import type { AuthContext } from '../session/auth-context';
import { findTeamAccount } from './account-repository';
import { assertCalendarAccess } from '../calendars/calendar-access';
import { insertConnectAttempt } from './connect-attempt-repository';
import { connectAttemptTtlMs, connectCallbackPath, type ConnectDeps } from './connect-deps';
import { newPkce, newState } from './connect-secrets';
import { assertNetworkInPlan } from './network-plan-gate';

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
  if (provider.connectMethod === 'credentials')
    throw validationFailed('socialMedia', messages.accounts.credentialsNetwork);
  const instance = provider.connectMethod === 'instance' ? instanceOf(body.instance) : undefined;
  const connection = connectionOf(provider, body.connection);
  if (body.reconnectAccountId) {
    const account = await findTeamAccount(db, auth.teamId, body.reconnectAccountId);
    if (account?.calendarId !== body.calendarId || account.socialMedia !== body.socialMedia) throw notFound();
  } else await assertNetworkInPlan(db, auth.teamId, body.socialMedia, now());
  const { state, stateHash } = newState();
  const pkce = provider.usesPkce ? newPkce() : null;
  // The instance rides in the redirect URI, which the attempt keeps for the code exchange: the
  // callback needs it and connect_attempts has no column for it.
  const redirectUri = `${config.publicUrl}${connectCallbackPath}${instance ? `?instance=${encodeURIComponent(instance)}` : ''}`;
  await insertConnectAttempt(db, {
    stateHash,
    userId: auth.userId,
    calendarId: body.calendarId,
    socialMedia: body.socialMedia,
    reconnectAccountId: body.reconnectAccountId ?? null,
    codeVerifierEncrypted: pkce ? cipher.encrypt(pkce.codeVerifier) : null,
    redirectUri,
    connection: connection ?? null,
    expiresAt: new Date(now().getTime() + connectAttemptTtlMs),
  });
  const codeChallenge = pkce?.codeChallenge ?? null;
  try {
    return {
      authorizeUrl: await provider.authorizeUrl({ state, codeChallenge, redirectUri, instance, connection }),
    };
  } catch (error) {
    // Registering the app on the user's server: a server that refuses or cannot be reached.
    if (!isPublishError(error)) throw error;
    const refused = error.kind === 'bad_content';
    throw validationFailed(
      'instance',
      refused ? messages.accounts.instanceInvalid : messages.accounts.connectFailed(provider.displayName),
    );
  }
}

/** The connection asked for: one of the provider's, configured; its first configured one by default. */
function connectionOf(provider: Provider, asked: string | undefined): string | undefined {
  const offered = provider.connections?.().filter((connection) => connection.configured);
  if (!offered) return undefined;
  if (asked === undefined) return offered[0]?.id;
  if (!offered.some((connection) => connection.id === asked))
    throw validationFailed('connection', messages.accounts.networkNotConfigured);
  return asked;
}

/** The server the user named, as an origin: a bare host means https. */
export function instanceOf(value: string | undefined): string {
  if (!value) throw validationFailed('instance', messages.accounts.instanceRequired);
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    if (url.username || url.password || url.pathname !== '/' || url.search) throw new Error('not a server');
    return url.origin;
  } catch {
    throw validationFailed('instance', messages.accounts.instanceInvalid);
  }
}

/** The instance a callback's attempt was started for (see startConnect). */
export const instanceOfAttempt = (redirectUri: string): string | undefined =>
  new URL(redirectUri).searchParams.get('instance') ?? undefined;
