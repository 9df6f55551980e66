import { messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { calendarsQuery } from '../api/get-calendars';
import { limitsQuery } from '../../../lib/limits-query';
import { CalendarDropdown } from './calendar-dropdown';

const calendars = [
  { _id: 'cal-1', name: 'Acme Coffee', color: '#4C6EF5', showReconnect: false },
  { _id: 'cal-2', name: 'Beta Bakery', color: '#F76707', showReconnect: false },
  { _id: 'cal-3', name: 'ACME Labs', color: '#12B886', showReconnect: false },
];

interface DropdownOptions {
  canAddOrRemove?: boolean;
  canEdit?: (calendarId: string) => boolean;
  calendarsLimit?: number;
  path?: string;
}

function renderDropdown({
  canAddOrRemove = true,
  canEdit = () => true,
  calendarsLimit = 10,
  path = '/cal-1/library',
}: DropdownOptions = {}) {
  mockApi({});
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(calendarsQuery.queryKey, calendars);
  queryClient.setQueryData(limitsQuery.queryKey, {
    limits: { calendars: calendarsLimit, socialMediaAccounts: 5 },
  });
  return renderWithProviders(
    <CalendarDropdown
      currentCalendarId="cal-1"
      canAddOrRemove={canAddOrRemove}
      canEdit={canEdit}
      upgradeHref="/cal-1/upgrade-profile"
    />,
    { path, queryClient },
  );
}

function listedNames() {
  const list = screen.getByRole('list', { name: 'Calendars' });
  return within(list)
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== '');
}

describe('CalendarDropdown', () => {
  it('shows the current calendar and filters the list by name, ignoring case', async () => {
    const { user } = renderDropdown();
    const target = screen.getByRole('button', { name: 'Choose calendar' });
    expect(target).toHaveTextContent('Acme Coffee');

    await user.click(target);

    await screen.findByRole('list', { name: 'Calendars' });
    expect(listedNames()).toEqual(['Acme Coffee', 'Beta Bakery', 'ACME Labs']);

    await user.type(screen.getByLabelText('Search calendars'), 'aCmE');
    expect(listedNames()).toEqual(['Acme Coffee', 'ACME Labs']);

    await user.clear(screen.getByLabelText('Search calendars'));
    await user.type(screen.getByLabelText('Search calendars'), 'zzz');
    expect(listedNames()).toEqual([]);
    expect(screen.getByText('No calendar matches “zzz”')).toBeInTheDocument();
    // Typing three searches takes a while on a loaded machine.
  }, 20_000);

  it('switches to the same page of the chosen calendar', async () => {
    const { user, router } = renderDropdown();
    await user.click(screen.getByRole('button', { name: 'Choose calendar' }));
    await screen.findByRole('list', { name: 'Calendars' });
    await user.click(screen.getByRole('button', { name: 'Beta Bakery' }));
    expect(router.state.location.pathname).toBe('/cal-2/library');
  });

  it("disables adding and editing for a viewer, with 'Contact your admin'", async () => {
    const { user } = renderDropdown({ canAddOrRemove: false, canEdit: () => false });
    await user.click(screen.getByRole('button', { name: 'Choose calendar' }));
    await screen.findByRole('list', { name: 'Calendars' });

    expect(screen.getByRole('button', { name: 'Add calendar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Beta Bakery' })).toBeDisabled();
    expect(screen.getByText(messages.calendars.contactAdmin)).toBeInTheDocument();
  });

  // Section 6: editing and adding/removing are two separate checks (decision 0081).
  it('lets an editor rename the calendar they edit, but neither add nor remove one', async () => {
    const { user } = renderDropdown({ canAddOrRemove: false, canEdit: (id) => id === 'cal-1' });
    await user.click(screen.getByRole('button', { name: 'Choose calendar' }));
    await screen.findByRole('list', { name: 'Calendars' });

    expect(screen.getByRole('button', { name: 'Add calendar' })).toBeDisabled();
    expect(screen.getByText(messages.calendars.contactAdmin)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Beta Bakery' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit Acme Coffee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit calendar' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Acme Coffee');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('opens the add and edit modals for users who can manage calendars', async () => {
    const { user } = renderDropdown();
    await user.click(screen.getByRole('button', { name: 'Choose calendar' }));
    await screen.findByRole('list', { name: 'Calendars' });
    await user.click(screen.getByRole('button', { name: 'Edit Beta Bakery' }));
    expect(await screen.findByRole('dialog', { name: 'Edit calendar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Beta Bakery');
    expect(screen.queryByText(messages.calendars.contactAdmin)).not.toBeInTheDocument();
  });

  it('opens the upgrade modal instead of the add modal at the plan limit', async () => {
    const { user } = renderDropdown({ calendarsLimit: 3 });
    await user.click(screen.getByRole('button', { name: 'Choose calendar' }));
    await screen.findByRole('list', { name: 'Calendars' });
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(dialog).toHaveTextContent('You have reached your limits of 3 calendars');
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/cal-1/upgrade-profile',
    );
    expect(screen.queryByRole('dialog', { name: 'Add calendar' })).not.toBeInTheDocument();
  });
});
