import { type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setSessionRejectedHandler } from '../lib/api-client';
import { createAppRouter } from './router';

function createRouterForSession(queryClient: QueryClient) {
  const router = createAppRouter(queryClient);
  setSessionRejectedHandler(() => {
    // Leave the authenticated pages first, so nothing refetches what the cleared cache held.
    void router.navigate('/login', { replace: true }).then(() => queryClient.clear());
  });
  return router;
}

/** Created after the maintenance check, so no page loads data from a server under maintenance. */
export function AppRouter({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createRouterForSession(queryClient));
  return <RouterProvider router={router} />;
}
