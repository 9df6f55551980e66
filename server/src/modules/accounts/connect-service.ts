import type { ConnectBody, ConnectCallbackQuery, CredentialsConnectBody } from '@kairos/core';
import type { AuthContext } from '../session/auth-context';
import { chooseAccounts, getConnectAttempt } from './choose-accounts';
import type { ConnectDeps } from './connect-deps';
import { connectWithCredentials } from './connect-with-credentials';
import { finishConnect } from './finish-connect';
import { startConnect } from './start-connect';

/** The connect framework every network uses: authorize, callback, choose (and reconnect). */
export function createConnectService(deps: ConnectDeps) {
  return {
    start: (auth: AuthContext, body: ConnectBody) => startConnect(deps, auth, body),
    credentials: (auth: AuthContext, body: CredentialsConnectBody) =>
      connectWithCredentials(deps, auth, body),
    callback: (query: ConnectCallbackQuery) => finishConnect(deps, query),
    attempt: (auth: AuthContext, attemptId: string) => getConnectAttempt(deps, auth, attemptId),
    choose: (auth: AuthContext, attemptId: string, externalIds: string[]) =>
      chooseAccounts(deps, auth, attemptId, externalIds),
  };
}

export type ConnectService = ReturnType<typeof createConnectService>;
