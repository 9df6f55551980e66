import { messages } from '@kairos/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { limitsQuery } from '../../../lib/limits-query';
import { mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { calendarsQuery } from '../api/get-calendars';
import { CalendarsSection } from './calendars-section';

const calendars = [
  { _id: 'cal-1', name: 'Acme Coffee', color: '#4C6EF5', showReconnect: false },
  { _id: 'cal-2', name: 'Beta Bakery', color: '#F76707', showReconnect: true },
];

interface Options {
  canAddOrRemove?: boolean;
  canEdit?: (calendarId: string) => boolean;
  limit?: number;
}

function renderSection({ canAddOrRemove = true, canEdit = () => true, limit = 5 }: Options = {}) {
  const api = mockApi({
    'DELETE /api/calendars/cal-2': () => ({ status: 204 }),
    'GET /api/calendars': () => ({ body: calendars.slice(0, 1) }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(calendarsQuery.queryKey, calendars);
  queryClient.setQueryData(limitsQuery.queryKey, { limits: { calendars: limit, socialMediaAccounts: 5 } });
  const view = renderWithProviders(
    <CalendarsSection
      currentCalendarId="cal-1"
      canAddOrRemove={canAddOrRemove}
      canEdit={canEdit}
      upgradeHref="/cal-1/upgrade-profile"
    />,
    { queryClient },
  );
  return { ...view, ...api };
}

describe('CalendarsSection', () => {
  it('lists the calendars with their colour, the current one and those needing a reconnect', () => {
    renderSection();
    expect(screen.getByText(/Your plan allows 5; you have 2\./)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Calendars' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Acme Coffeecurrent',
      'Beta Bakeryaccounts to reconnect',
    ]);
    expect(screen.getByLabelText('Colour #F76707')).toBeInTheDocument();
  });

  it("deletes a calendar after the spec's confirmation", async () => {
    const { user, calls } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete Beta Bakery' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete calendar' });
    expect(confirm).toHaveTextContent(messages.calendars.deleteConfirmation);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it("opens the upgrade modal at the plan's limit instead of the add form", async () => {
    const { user } = renderSection({ limit: 2 });
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade your plan' })).toHaveTextContent(
      'You have reached your limits of 2 calendars',
    );
  });

  // Section 6's two checks (decision 0081): an editor names the calendars they edit, adds or removes none.
  it("lets an editor rename only their calendar, with 'Contact your admin' for adding", async () => {
    const { user } = renderSection({ canAddOrRemove: false, canEdit: (id) => id === 'cal-1' });
    expect(screen.getByRole('button', { name: 'Add calendar' })).toBeDisabled();
    expect(screen.getByText(messages.calendars.contactAdmin)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Acme Coffee' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rename Beta Bakery' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Rename Acme Coffee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit calendar' });
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lets a viewer change nothing', () => {
    renderSection({ canAddOrRemove: false, canEdit: () => false });
    for (const name of ['Rename Acme Coffee', 'Delete Acme Coffee', 'Rename Beta Bakery', 'Add calendar'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });
});
