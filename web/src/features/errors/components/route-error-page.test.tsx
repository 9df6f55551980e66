import { messages } from '@kairos/core';
import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRouter } from '../../../testing/render';
import { RouteErrorPage } from './route-error-page';

/** A route whose page fails to load the way a lazy route does. */
function renderFailingRoute(error: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <p>Loading</p>,
      lazy: () => Promise.reject(error),
    },
  ]);
  return renderRouter(router);
}

describe('RouteErrorPage', () => {
  it('offers an update when a newer deployment removed the page chunk', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailingRoute(
      new TypeError('Failed to fetch dynamically imported module: /assets/settings-route-x1.js'),
    );

    expect(await screen.findByText(messages.errors.newVersion)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.errors.updateApp }));
    expect(reload).toHaveBeenCalled();
  });

  it('shows any other error with a request to contact support', async () => {
    renderFailingRoute(new Error('Cannot read properties of undefined'));

    expect(await screen.findByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByText(messages.errors.contactSupport, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(messages.errors.newVersion)).not.toBeInTheDocument();
  });

  it('shows the 404 page for a missing page, with a button back to the homepage', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home page</p> },
        {
          path: '/cal-1/*',
          element: <p>Calendar page</p>,
          errorElement: <RouteErrorPage />,
          hydrateFallbackElement: <p>Loading</p>,
          loader: () => {
            throw new Response(null, { status: 404 });
          },
        },
      ],
      { initialEntries: ['/cal-1/nowhere'] },
    );
    renderRouter(router);

    expect(await screen.findByText(messages.errors.notFoundPage)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: messages.errors.backToHomepage }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
