import { type AppConfig } from '@kairos/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { appConfigQuery } from '../../lib/app-config';
import { createTestQueryClient, renderWithProviders } from '../../testing/render';
import { testUser } from '../../testing/test-user';
import { AvatarMenu } from './avatar-menu';
import { TopNavigation } from './top-navigation';

const config = (links: { consultingUrl: string | null; supportUrl: string | null }): AppConfig => ({
  campaignMaxDurationDays: 182,
  startRemovingFreeUsersDate: null,
  supportEmail: null,
  ...links,
});

/** The deployment's configuration as read, with neither CONSULTING_URL nor SUPPORT_URL set. */
function configured() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(appConfigQuery.queryKey, config({ consultingUrl: null, supportUrl: null }));
  return queryClient;
}

describe('TopNavigation', () => {
  it("leads Consulting and Support to the deployment's own pages", async () => {
    mockApi({
      'GET /api': () => ({
        body: config({ consultingUrl: 'https://book.example.com', supportUrl: 'mailto:help@example.com' }),
      }),
    });
    renderWithProviders(<TopNavigation calendarId="cal-1" />);

    expect(await screen.findByRole('link', { name: /Consulting/ })).toHaveAttribute(
      'href',
      'https://book.example.com',
    );
    expect(screen.getByRole('link', { name: /Support/ })).toHaveAttribute('href', 'mailto:help@example.com');
  });

  it('leaves Consulting out when the deployment set no booking page', async () => {
    mockApi({
      'GET /api': () => ({ body: config({ consultingUrl: null, supportUrl: 'https://help.example.com' }) }),
    });
    renderWithProviders(<TopNavigation calendarId="cal-1" />);

    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Support/ })).toHaveAttribute(
        'href',
        'https://help.example.com',
      ),
    );
    expect(screen.queryByRole('link', { name: /Consulting/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Library' })).toBeInTheDocument();
  });

  it('keeps Support, leading to the built-in help page, when the deployment set no SUPPORT_URL', async () => {
    renderWithProviders(<TopNavigation calendarId="cal-1" />, { queryClient: configured() });

    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/cal-1/help');
    expect(screen.queryByRole('link', { name: /Consulting/ })).not.toBeInTheDocument();
  });
});

describe('AvatarMenu', () => {
  it('keeps Support, leading to the built-in help page, when the deployment set no SUPPORT_URL', async () => {
    const { user } = renderWithProviders(<AvatarMenu calendarId="cal-1" user={testUser()} />, {
      queryClient: configured(),
    });

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', '/cal-1/help');
  });
});
