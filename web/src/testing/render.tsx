import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';

interface RenderOptions {
  /** The URL the component is rendered at. */
  path?: string;
  /** The route pattern the component sits on, so useParams works. */
  routePath?: string;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

function OtherPage() {
  return <p>Other page: {useLocation().pathname}</p>;
}

/** Renders a whole (memory) router inside the app's providers, for route-level behaviour. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={createTestQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, router };
}

/** Renders inside the app's providers and a memory router; any other path renders "Other page: <path>". */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { path = '/', routePath = '*', queryClient = createTestQueryClient() } = options;
  const router = createMemoryRouter(
    [
      { path: routePath, element: ui },
      { path: '*', Component: OtherPage },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, router, queryClient };
}
