import { type User } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarsQuery } from '../../features/calendars/api/get-calendars';
import { networksQuery } from '../../features/accounts-settings/api/get-networks';
import { calendarAccountsQuery } from '../../lib/calendar-accounts-query';
import { currentUserQuery } from '../../lib/current-user';
import { limitsQuery } from '../../lib/limits-query';
import { mockApi } from '../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../testing/render';
import { testUser } from '../../testing/test-user';
import { SettingsPage } from './settings-page';

const calendars = [
  { _id: 'cal-1', name: 'Acme Coffee', color: '#4C6EF5', showReconnect: false },
  { _id: 'cal-2', name: 'Beta Bakery', color: '#F76707', showReconnect: false },
];

function renderSettings(hash = '', user: Partial<User> = {}) {
  mockApi({});
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, testUser(user));
  queryClient.setQueryData(calendarsQuery.queryKey, calendars);
  queryClient.setQueryData(limitsQuery.queryKey, { limits: { calendars: 3, socialMediaAccounts: 15 } });
  queryClient.setQueryData(networksQuery.queryKey, []);
  queryClient.setQueryData(calendarAccountsQuery('cal-1').queryKey, []);
  return renderWithProviders(<SettingsPage />, {
    path: `/cal-1/settings${hash}`,
    routePath: '/:calendarId/settings',
    queryClient,
  });
}

const nav = () => screen.getByRole('navigation', { name: 'Settings sections' });
const currentEntry = () => within(nav()).getByRole('link', { current: 'page' });

describe('SettingsPage', () => {
  it('opens at the profile, with every section beside it', () => {
    renderSettings();
    expect(currentEntry()).toHaveTextContent('Profile');
    expect(screen.getByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Password' })).toBeInTheDocument();
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Profile',
      'Social accounts',
      'Team',
      'Calendars',
      'Plan and billing',
      'Notifications',
      'Activity',
      'Refer a friend',
    ]);
  });

  it.each([
    ['#accounts', 'Social accounts', 'Accounts'],
    ['#calendars', 'Calendars', 'Calendars'],
    ['#plan', 'Plan and billing', 'Plan and billing'],
    ['#notifications', 'Notifications', 'Notifications'],
    ['#referFriend', 'Refer a friend', 'Refer a friend'],
  ])('shows the section %s names', (hash, entry, heading) => {
    renderSettings(hash);
    expect(currentEntry()).toHaveTextContent(entry);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('opens the add-account dialog at #addSocialModal and stays on the accounts when it closes', async () => {
    const { user, router } = renderSettings('#addSocialModal');
    const dialog = await screen.findByRole('dialog', { name: 'Add account' });
    expect(currentEntry()).toHaveTextContent('Social accounts');

    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(router.state.location.hash).toBe('');
    expect(currentEntry()).toHaveTextContent('Social accounts');
  });

  it('moves between sections by their links, which name them in the address', async () => {
    const { user, router } = renderSettings();
    await user.click(within(nav()).getByRole('link', { name: 'Plan and billing' }));
    expect(router.state.location.hash).toBe('#plan');
    expect(screen.getByRole('heading', { name: 'Plan and billing' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('leaves the activity out for editors and viewers', () => {
    renderSettings('#activity', { role: 'editor', teamId: 'team-1', access: { calendars: ['cal-1'] } });
    expect(within(nav()).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(currentEntry()).toHaveTextContent('Profile');
  });

  it('offers no upgrade to a team member', () => {
    renderSettings('#plan', { role: 'editor', teamId: 'team-1', access: { calendars: ['cal-1'] } });
    expect(screen.getByText("Your team's plan. Its owner manages the subscription.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});
