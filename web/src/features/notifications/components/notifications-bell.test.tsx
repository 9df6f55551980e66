import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { NotificationsBell } from './notifications-bell';

const notification = {
  _id: 'n1',
  message: 'We could not publish your post to <b>Test Page One</b> on Test Network.',
  seen: false,
  needToReconnect: false,
  updatedAt: '2025-03-01T10:00:00.000Z',
  postId: 'p1',
};

afterEach(() => vi.useRealTimers());

describe('the notifications dropdown', () => {
  it('marks the unseen notifications seen once it has been open 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'GET /api/notifications': () => ({ body: [notification] }),
      'PUT /api/notifications': () => ({ body: { updated: 1 } }),
    });
    renderWithProviders(<NotificationsBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unseen)' });
    fireEvent.click(bell);
    expect(await screen.findByText('Test Page One')).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(1900);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("says 'No notifications' when there are none", async () => {
    mockApi({ 'GET /api/notifications': () => ({ body: [] }) });
    renderWithProviders(<NotificationsBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });
});
