import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

const returnParams = ['connect', 'reconnected', 'connectError'] as const;

/**
 * What the connect callback sends the browser back with: ?connect={attemptId} (choose the accounts),
 * ?reconnected={accountId} (done) or ?connectError=<message>.
 */
export function useConnectReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const attemptId = searchParams.get('connect');
  const connectError = searchParams.get('connectError');
  const reconnected = searchParams.get('reconnected');

  function clear() {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of returnParams) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  useEffect(() => {
    if (reconnected === null) return;
    // The id keeps a re-run of this effect (React's strict mode) from showing it twice.
    notifications.show({
      id: `reconnected-${reconnected}`,
      color: 'teal',
      message: 'The account is connected again.',
    });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('reconnected');
        return next;
      },
      { replace: true },
    );
  }, [reconnected, setSearchParams]);

  return { attemptId, connectError, clear };
}
