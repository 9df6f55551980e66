import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { NotificationPreferencesSection } from './notification-preferences-section';

describe('NotificationPreferencesSection', () => {
  it('shows the three e-mails and saves a switch at once', async () => {
    const { calls } = mockApi({
      'GET /api/user/notification-preferences': () => ({
        body: { emailOnFailedPublish: true, emailOnReconnectNeeded: true, dailyDigest: false },
      }),
      'PUT /api/user/notification-preferences': () => ({
        body: { emailOnFailedPublish: true, emailOnReconnectNeeded: true, dailyDigest: true },
      }),
    });
    const { user } = renderWithProviders(<NotificationPreferencesSection />);
    const digest = await screen.findByRole('switch', { name: /^Daily digest of tomorrow’s posts/ });
    expect(digest).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^A post could not be published/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^An account needs reconnecting/ })).toBeChecked();

    await user.click(digest);
    await waitFor(() => expect(digest).toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ dailyDigest: true });
  });
});
