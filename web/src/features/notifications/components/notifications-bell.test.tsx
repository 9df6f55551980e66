import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { NotificationsBell } from './notifications-bell';
import { testUser } from '../../../testing/test-user';

const user = testUser({ timezone: 'Asia/Tokyo' });

function renderBell() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  return renderWithProviders(<NotificationsBell />, { queryClient });
}

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
      'GET /api/notifications': () => ({ body: { items: [notification], nextCursor: null, unseen: 1 } }),
      'PUT /api/notifications': () => ({ body: { updated: 1 } }),
    });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unseen)' });
    fireEvent.click(bell);
    expect(await screen.findByText('Test Page One')).toBeInTheDocument();
    // 10:00 UTC is 7:00 PM in Tokyo, whatever zone the browser runs in.
    expect(screen.getByTestId('notification')).toHaveTextContent('Mar 1, 7:00 PM');

    await vi.advanceTimersByTimeAsync(1900);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("says 'No notifications' when there are none", async () => {
    mockApi({ 'GET /api/notifications': () => ({ body: { items: [], nextCursor: null, unseen: 0 } }) });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });
});
