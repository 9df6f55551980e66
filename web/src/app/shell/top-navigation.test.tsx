import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { TopNavigation } from './top-navigation';

const config = (links: { consultingUrl: string | null; supportUrl: string | null }) => ({
  campaignMaxDurationDays: 182,
  startRemovingFreeUsersDate: null,
  ...links,
});

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

  it('leaves out an external link the deployment did not set', async () => {
    mockApi({
      'GET /api': () => ({ body: config({ consultingUrl: null, supportUrl: 'https://help.example.com' }) }),
    });
    renderWithProviders(<TopNavigation calendarId="cal-1" />);

    expect(await screen.findByRole('link', { name: /Support/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Consulting/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Library' })).toBeInTheDocument();
  });
});
