import { type AppConfig } from '@kairos/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { HelpRoute } from './help-route';

const config = (supportEmail: string | null): AppConfig => ({
  campaignMaxDurationDays: 182,
  startRemovingFreeUsersDate: null,
  consultingUrl: null,
  supportUrl: null,
  supportEmail,
});

function renderHelp() {
  return renderWithProviders(<HelpRoute />, { path: '/cal-1/help', routePath: '/:calendarId/help' });
}

describe('/help', () => {
  it('says what Kairos is and where the API is described', async () => {
    mockApi({ 'GET /api': () => ({ body: config(null) }) });
    renderHelp();

    expect(screen.getByRole('heading', { name: 'What Kairos is' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/api/docs' })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/cal-1/library');
    expect(await screen.findByText(/contact the administrator of this installation/)).toBeInTheDocument();
  });

  it("gives the operator's address when the deployment set SUPPORT_EMAIL", async () => {
    mockApi({ 'GET /api': () => ({ body: config('it@example.com') }) });
    renderHelp();

    expect(await screen.findByRole('link', { name: 'it@example.com' })).toHaveAttribute(
      'href',
      'mailto:it@example.com',
    );
    expect(screen.queryByText(/contact the administrator/)).not.toBeInTheDocument();
  });
});
