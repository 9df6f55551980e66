import { type User, messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { quietAssistant, userOnPlan } from '../../../testing/assistant-api';
import { mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { emptyComposerValues } from '../model/composer-values';
import { ComposerForm } from './composer-form';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';

function renderComposer(user: User) {
  mockApi(quietAssistant);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  return renderWithProviders(
    <ComposerForm
      calendarId={calendarId}
      postId={null}
      initialValues={{ ...emptyComposerValues(), message: 'Read https://kairos.test/beans' }}
      accounts={[]}
      onClose={() => {}}
      onSaved={() => {}}
    />,
    { queryClient, path: `/${calendarId}`, routePath: '/:calendarId' },
  );
}

const lapsed = userOnPlan('basicnew');
lapsed.subscription!.expirationDate = '2020-01-01T00:00:00.000Z';

// The composer is a large form: on a loaded machine one render takes seconds.
const slow = 20_000;

// Section 6: "UTM (no subscription gives upgrade modal with no_subscription)".
describe('the UTM adder and the plan', () => {
  it.each([
    ['a lapsed plan', lapsed],
    ['no plan', userOnPlan('basicnew', { subscription: null })],
  ])(
    'opens the upgrade modal for %s',
    async (_name, user) => {
      const view = renderComposer(user);
      await view.user.click(screen.getByRole('button', { name: 'Add UTM parameters' }));
      const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
      expect(dialog).toHaveTextContent(messages.plans.noPlan);
      expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
        'href',
        `/${calendarId}/upgrade-profile`,
      );
    },
    slow,
  );

  it(
    'opens the UTM form for a trial',
    async () => {
      const trial = userOnPlan('basicnew', {});
      trial.subscription!.paymentPeriod = 'trial';
      trial.subscription!.expirationDate = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      const view = renderComposer(trial);
      await view.user.click(screen.getByRole('button', { name: 'Add UTM parameters' }));
      expect(await screen.findByText('Select URL for add UTM parameters')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
    },
    slow,
  );
});
