import { messages } from '@kairos/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { CalendarModal } from './calendar-modal';

const acme = { _id: 'cal-1', name: 'Acme Coffee', color: '#4C6EF5', showReconnect: false };

function renderModal(props: Partial<Parameters<typeof CalendarModal>[0]> = {}) {
  const handlers = { onClose: vi.fn(), onLimitExceeded: vi.fn(), onDeleted: vi.fn() };
  const view = renderWithProviders(
    <CalendarModal calendar={null} calendarCount={1} canRemove {...handlers} {...props} />,
  );
  return { ...view, ...handlers };
}

describe('CalendarModal', () => {
  it("shows 'Name is required' for an empty or blank name and clears it on typing", async () => {
    const { calls } = mockApi({});
    const { user } = renderModal();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(messages.calendars.nameRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), '   ');
    expect(screen.queryByText(messages.calendars.nameRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(messages.calendars.nameRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates a calendar with the trimmed name in add mode', async () => {
    const { calls } = mockApi({
      'POST /api/calendars': () => ({ status: 201, body: { ...acme, _id: 'cal-2', name: 'Beta' } }),
      'GET /api/calendars': () => ({ body: [acme] }),
    });
    const { user, onClose } = renderModal();

    expect(screen.getByText('Add calendar')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), '  Beta  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/calendars', body: { name: 'Beta' } });
  });

  it('opens the upgrade path when the plan limit refuses the new calendar', async () => {
    const limit = messages.upgrade.limitExceed(1, 'calendars');
    mockApi({
      'POST /api/calendars': () => ({
        status: 403,
        body: errorBody('PLAN_LIMIT', limit, { reason: 'limit_exceed' }),
      }),
    });
    const { user, onLimitExceeded } = renderModal();

    await user.type(screen.getByLabelText('Name'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onLimitExceeded).toHaveBeenCalledWith(limit));
  });

  it("asks the spec's question before deleting in edit mode, and deletes on 'Yes'", async () => {
    const { calls } = mockApi({
      'DELETE /api/calendars/cal-1': () => ({ status: 204 }),
      'GET /api/calendars': () => ({ body: [] }),
    });
    const { user, onDeleted } = renderModal({ calendar: acme, calendarCount: 2 });

    expect(screen.getByLabelText('Name')).toHaveValue('Acme Coffee');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.calendars.deleteConfirmation)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith('cal-1'));
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/api/calendars/cal-1' });
  });

  it('does not offer to delete the last calendar', () => {
    mockApi({});
    renderModal({ calendar: acme, calendarCount: 1 });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
