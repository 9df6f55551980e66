import { type User } from '@kairos/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../lib/current-user';
import { mockApi } from '../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../testing/render';
import { testUser } from '../../testing/test-user';
import { CampaignLegend } from './campaign-legend';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';

function renderLegendFor(user: User) {
  mockApi({
    [`GET /api/campaigns?calendarId=${calendarId}`]: () => ({
      body: { items: [], nextCursor: null, total: 0 },
    }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  renderWithProviders(<CampaignLegend calendarId={calendarId} />, { queryClient });
}

// Section 6: a viewer cannot make a campaign (the server refuses it), so the legend does not offer one.
describe('the campaign legend by role', () => {
  it.each([
    ['the owner', true, testUser()],
    ['an editor of the calendar', true, testUser({ role: 'editor', access: { calendars: [calendarId] } })],
    ['a viewer of the calendar', false, testUser({ role: 'viewer', access: { calendars: [calendarId] } })],
  ])('%s is offered New campaign: %s', (_who, offered, user) => {
    renderLegendFor(user);
    const button = screen.queryByRole('button', { name: 'New campaign' });
    if (offered) expect(button).toBeInTheDocument();
    else expect(button).not.toBeInTheDocument();
  });
});
