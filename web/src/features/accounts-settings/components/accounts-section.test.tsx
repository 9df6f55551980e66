import { messages, type User } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { testUser } from '../../../testing/test-user';
import { calendarAccountsQuery } from '../../../lib/calendar-accounts-query';
import { networksQuery } from '../api/get-networks';
import { AccountsSection } from './accounts-section';

const calendarId = 'cal-1';

function account(_id: string, socialMedia: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    _id,
    socialMedia,
    type: 'page',
    name,
    avatar: null,
    disabled: false,
    address: null,
    pageId: null,
    url: null,
    hootsuiteId: null,
    tokenExpired: false,
    parentAccountId: null,
    ...extra,
  };
}

function renderSection({ role = null as User['role'], accounts = [] as unknown[] } = {}) {
  mockApi({});
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    currentUserQuery.queryKey,
    testUser({ _id: 'user-1', name: 'Ada', role, timezone: 'UTC' }),
  );
  queryClient.setQueryData(networksQuery.queryKey, []);
  queryClient.setQueryData(calendarAccountsQuery(calendarId).queryKey, accounts as never);
  return renderWithProviders(<AccountsSection calendarId={calendarId} />, { queryClient });
}

describe('AccountsSection', () => {
  it('groups the accounts by network, in the spec order, with the expired warning and reconnect', () => {
    renderSection({
      accounts: [
        account('a-1', 'linkedin', 'Acme Coffee Company', { type: 'page' }),
        account('a-2', 'facebook', 'Acme Coffee', { tokenExpired: true }),
        account('a-3', 'linkedin', 'Ada Lovelace', { type: 'personal' }),
      ],
    });
    const groups = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'))
      .filter((label) => label !== null);
    expect(groups).toEqual(['Facebook', 'LinkedIn']);
    const linkedin = screen.getByRole('region', { name: 'LinkedIn' });
    expect(
      within(linkedin)
        .getAllByTestId('account-row')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Acme Coffee Company'), expect.stringContaining('Ada Lovelace')]);
    expect(screen.getByText(messages.calendars.expiredAccounts)).toBeInTheDocument();
    const facebook = screen.getByRole('region', { name: 'Facebook' });
    expect(within(facebook).getByRole('button', { name: 'reconnect' })).toBeInTheDocument();
  });

  it('shows viewers the list but no buttons', () => {
    renderSection({
      role: 'viewer',
      accounts: [account('a-1', 'facebook', 'Acme Coffee', { tokenExpired: true })],
    });
    expect(screen.getByText('Acme Coffee')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'reconnect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Acme Coffee' })).not.toBeInTheDocument();
  });
});
