import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConnectWithCredentials } from '../api/connect-with-credentials';
import { useStartConnect } from '../api/start-connect';
import { describeError, limitMessageOf } from '../lib/describe-error';
import { optionKey, type NetworkOption } from '../lib/network-options';

export interface ConnectRequest {
  option: NetworkOption;
  /** Renews this account's connection instead of adding accounts. */
  reconnectAccountId?: string;
}

/**
 * Starting a connection: OAuth networks leave for the network at once; Mastodon first asks for the
 * server, Bluesky for a handle and an app password (the details step).
 */
export function useConnectFlow(calendarId: string, onLimitExceeded: (message: string) => void) {
  const startConnect = useStartConnect();
  const connectWithCredentials = useConnectWithCredentials();
  const [, setSearchParams] = useSearchParams();
  const [request, setRequest] = useState<ConnectRequest | null>(null);
  const [details, setDetails] = useState<ConnectRequest | null>(null);
  const [error, setError] = useState<string | null>(null);

  function fail(failure: unknown) {
    const limitMessage = limitMessageOf(failure);
    if (limitMessage === null) setError(describeError(failure));
    else onLimitExceeded(limitMessage);
  }

  function redirect(connect: ConnectRequest, instance?: string) {
    setRequest(connect);
    const { option, reconnectAccountId } = connect;
    startConnect.mutate(
      {
        calendarId,
        socialMedia: option.socialMedia,
        reconnectAccountId,
        instance,
        ...(option.connection ? { connection: option.connection } : {}),
      },
      { onError: fail },
    );
  }

  function begin(connect: ConnectRequest) {
    setError(null);
    if (connect.option.connectMethod === 'oauth') redirect(connect);
    else setDetails(connect);
  }

  function submitInstance(instance: string) {
    if (details === null) return;
    setError(null);
    redirect(details, instance);
  }

  function submitCredentials(identifier: string, password: string) {
    if (details === null) return;
    const { option, reconnectAccountId } = details;
    setError(null);
    connectWithCredentials.mutate(
      { calendarId, socialMedia: option.socialMedia, identifier, password, reconnectAccountId },
      {
        onSuccess: ({ attemptId, reconnectedAccountId }) => {
          setDetails(null);
          // The same return as an OAuth callback's, so the chooser and the notice work one way.
          if (attemptId !== null) setSearchParams({ connect: attemptId });
          else if (reconnectedAccountId !== null) setSearchParams({ reconnected: reconnectedAccountId });
        },
        onError: fail,
      },
    );
  }

  return {
    begin,
    details,
    closeDetails: () => {
      setDetails(null);
      setError(null);
    },
    submitInstance,
    submitCredentials,
    error,
    clearError: () => setError(null),
    /** The network whose connect is on its way; the page is about to leave for it. */
    connectingTo:
      startConnect.isPending || startConnect.isSuccess ? (request ? optionKey(request.option) : null) : null,
    submitting: startConnect.isPending || startConnect.isSuccess || connectWithCredentials.isPending,
  };
}
