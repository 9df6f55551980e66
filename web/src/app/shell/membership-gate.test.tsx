import { messages } from '@kairos/core';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appConfigQuery } from '../../lib/app-config';
import { mockApi } from '../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../testing/render';
import { testUser } from '../../testing/test-user';
import { MembershipGate } from './membership-gate';

const noPlan = testUser({
  subscription: {
    plan: null,
    paymentPeriod: null,
    expirationDate: null,
    paymentAmount: 0,
    paymentProviderData: { subscriptionId: null },
  },
});

function renderGate(path: string, user = noPlan, routePath = '/c1/:page') {
  mockApi({});
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(appConfigQuery.queryKey, {
    campaignMaxDurationDays: 182,
    startRemovingFreeUsersDate: null,
    consultingUrl: null,
    supportUrl: null,
    supportEmail: null,
  });
  return renderWithProviders(
    <MembershipGate
      user={user}
      calendarId="c1"
      upgradeHref={user.teamId === null ? '/c1/upgrade-profile' : null}
    />,
    { path, routePath, queryClient },
  );
}

beforeEach(() => localStorage.clear());

describe('MembershipGate', () => {
  it('sends a user with a subscription record but no plan to the settings', async () => {
    renderGate('/c1/library', noPlan, '/c1/library');
    expect(await screen.findByText('Other page: /c1/settings')).toBeInTheDocument();
  });

  it('shows the no-plan reminder once a day, leading to the upgrade page', async () => {
    const { user, unmount } = renderGate('/c1/settings');
    expect(await screen.findByText(messages.plans.noPlan)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    unmount();
    renderGate('/c1/settings');
    expect(screen.queryByText(messages.plans.noPlan)).toBeNull();
  });

  it('offers Choose new Plan', async () => {
    const { user } = renderGate('/c1/settings', noPlan, '/c1/settings');
    await user.click(await screen.findByRole('link', { name: messages.plans.chooseNewPlan }));
    expect(await screen.findByText('Other page: /c1/upgrade-profile')).toBeInTheDocument();
  });

  it('leaves users with a plan, and team members, alone', () => {
    renderGate('/c1/library', testUser({ subscription: { ...noPlan.subscription!, plan: 'basicnew' } }));
    expect(screen.queryByText(messages.plans.noPlan)).toBeNull();
    renderGate('/c1/settings', testUser({ ...noPlan, teamId: 't1', role: 'editor' }));
    expect(screen.queryByText(messages.plans.noPlan)).toBeNull();
  });
});
