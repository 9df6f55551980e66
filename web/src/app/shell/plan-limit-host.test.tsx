import { messages } from '@kairos/core';
import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { planLimitShownMeta } from '../../lib/plan-limit';
import { errorBody, mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { PlanLimitHost } from './plan-limit-host';

/** A screen that calls the API and shows nothing of its own for a refusal (or says it shows it). */
function Caller({ shown }: { shown: boolean }) {
  const save = useMutation({
    mutationFn: () => apiClient.post('/api/campaigns', {}),
    ...(shown ? { meta: planLimitShownMeta } : {}),
  });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save
    </button>
  );
}

function renderHost(shown: boolean, upgradeHref: string | null = '/c1/upgrade-profile') {
  return renderWithProviders(
    <>
      <Caller shown={shown} />
      <PlanLimitHost upgradeHref={upgradeHref} />
    </>,
  );
}

const refusal = (reason: string, message: string) => () => ({
  status: 403,
  body: errorBody('PLAN_LIMIT', message, { reason }),
});

describe('PlanLimitHost', () => {
  it.each([
    ['limit_exceed', messages.upgrade.limitExceed(3, 'social accounts'), 'You have reached your limits of 3'],
    ['no_access', messages.upgrade.noAccess('YouTube'), "You don't have access to YouTube"],
    ['no_subscription', messages.plans.noPlan, 'It seems like you'],
  ])('opens the upgrade modal for a %s answer no screen showed', async (reason, message, shownText) => {
    mockApi({ 'POST /api/campaigns': refusal(reason, message), 'GET /api/limits': () => ({ body: {} }) });
    const { user } = renderHost(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(new RegExp(`^${shownText}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/c1/upgrade-profile');
  });

  it('leaves a refusal to the screen that shows its own modal, and other errors alone', async () => {
    const { calls } = mockApi({
      'POST /api/campaigns': refusal('limit_exceed', messages.upgrade.limitExceed(1, 'calendars')),
    });
    const { user } = renderHost(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText('Upgrade your plan')).not.toBeInTheDocument();
  });

  it('offers no Upgrade button to a team member', async () => {
    mockApi({
      'POST /api/campaigns': refusal('no_access', messages.upgrade.noAccess('Threads')),
      'GET /api/limits': () => ({ body: {} }),
    });
    const { user } = renderHost(false, null);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("You don't have access to Threads")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});
