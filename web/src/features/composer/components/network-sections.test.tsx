import { type Account, messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '../../../lib/current-user';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { type ComposerValues, emptyComposerValues } from '../model/composer-values';
import { ComposerForm } from './composer-form';
import { testAccount } from './test-accounts';
import { testUser } from '../../../testing/test-user';

const user = testUser();

const accounts: Account[] = [
  testAccount({
    _id: '00000000-0000-4000-8000-0000000001d1',
    name: 'Big server',
    socialMedia: 'mastodon',
    type: 'personal',
    textLimit: 5000,
  }),
  testAccount({
    _id: '00000000-0000-4000-8000-0000000001d2',
    name: 'Small server',
    socialMedia: 'mastodon',
    type: 'personal',
    textLimit: 1000,
  }),
  testAccount({
    _id: '00000000-0000-4000-8000-0000000001d3',
    name: 'Plain server',
    socialMedia: 'mastodon',
    type: 'personal',
  }),
  testAccount({
    _id: '00000000-0000-4000-8000-0000000006b1',
    name: 'Bakery on Google',
    socialMedia: 'googleMB',
    type: 'page',
  }),
  testAccount({
    _id: '00000000-0000-4000-8000-0000000007b1',
    name: 'Bakery channel',
    socialMedia: 'youtube',
    type: 'channel',
  }),
];

const eventSwitch = /^Add event details for GMB/;
// The composer is a large tree and the test machine is shared: generous timeouts.
const slow = 30_000;

function renderComposer(values: Partial<ComposerValues> = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  return renderWithProviders(
    <ComposerForm
      calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
      postId={null}
      initialValues={{ ...emptyComposerValues(), ...values }}
      accounts={accounts}
      onClose={() => {}}
      onSaved={() => {}}
    />,
    { queryClient },
  );
}

describe("the counter and a Mastodon server's own limit", () => {
  it.each([
    ['a server of 5000', ['00000000-0000-4000-8000-0000000001d1'], 'Mastodon: 5 / 5000'],
    [
      'the smaller of two servers',
      ['00000000-0000-4000-8000-0000000001d1', '00000000-0000-4000-8000-0000000001d2'],
      'Mastodon: 5 / 1000',
    ],
    ['a server without its own limit', ['00000000-0000-4000-8000-0000000001d3'], 'Mastodon: 5 / 500'],
    [
      'a default server beside a larger one',
      ['00000000-0000-4000-8000-0000000001d1', '00000000-0000-4000-8000-0000000001d3'],
      'Mastodon: 5 / 500',
    ],
  ])(
    'shows %s',
    (_case, accountIds, text) => {
      renderComposer({ message: 'Hello', accountIds });
      expect(screen.getByTestId('character-counter-mastodon')).toHaveTextContent(text);
    },
    slow,
  );
});

describe('the Google My Business event', () => {
  it(
    'is offered only with a Google My Business account',
    () => {
      renderComposer({ accountIds: ['00000000-0000-4000-8000-0000000001d1'] });
      expect(screen.queryByRole('switch', { name: eventSwitch })).not.toBeInTheDocument();
    },
    slow,
  );

  it(
    "asks for the event's title and times when Post is pressed",
    async () => {
      const { user: person } = renderComposer({
        message: 'Open day',
        accountIds: ['00000000-0000-4000-8000-0000000006b1'],
      });
      await person.click(screen.getByRole('switch', { name: eventSwitch }));
      const fields = screen.getByTestId('event-fields');
      expect(within(fields).getByText('Times are in your time zone (Europe/Paris).')).toBeInTheDocument();
      await person.click(screen.getByRole('button', { name: 'Post' }));
      const errors = screen.getByTestId('composer-errors');
      expect(errors).toHaveTextContent(messages.networkRules.gmbEventTitleRequired);
      expect(errors).toHaveTextContent(messages.networkRules.gmbEventTimesRequired);
      await person.click(within(fields).getByLabelText(/Event title/));
      await person.paste('x'.repeat(59));
      expect(within(fields).getByTestId('event-title-count')).toHaveTextContent('59/58');
      expect(screen.getByTestId('composer-errors')).toHaveTextContent(
        messages.networkRules.gmbPostTitleTooLong('event', 58),
      );
    },
    slow,
  );

  it(
    "shows the event's times on the user's clock",
    () => {
      renderComposer({
        accountIds: ['00000000-0000-4000-8000-0000000006b1'],
        event: {
          title: 'Open day',
          startsAt: '2030-06-01T08:00:00.000Z',
          endsAt: '2030-06-01T15:30:00.000Z',
        },
      });
      const fields = screen.getByTestId('event-fields');
      // Paris is two hours ahead of UTC in June.
      expect(within(fields).getByText('Jun 1, 2030 10:00 AM')).toBeInTheDocument();
      expect(within(fields).getByText('Jun 1, 2030 5:30 PM')).toBeInTheDocument();
    },
    slow,
  );

  it(
    'cannot be added to an offer',
    () => {
      renderComposer({
        accountIds: ['00000000-0000-4000-8000-0000000006b1'],
        callToAction: { actionType: 'OFFER', url: '', offer: null },
      });
      expect(screen.getByRole('switch', { name: eventSwitch })).toBeDisabled();
    },
    slow,
  );
});

describe("the title's limit follows the selected networks", () => {
  it.each([
    ['no network', [], null, '5/70'],
    ['YouTube', ['00000000-0000-4000-8000-0000000007b1'], null, '5/100'],
    [
      'YouTube and Google My Business',
      ['00000000-0000-4000-8000-0000000007b1', '00000000-0000-4000-8000-0000000006b1'],
      null,
      '5/70',
    ],
    ['a Google My Business offer', ['00000000-0000-4000-8000-0000000006b1'], 'OFFER', '5/58'],
  ] as const)(
    '%s',
    async (_case, accountIds, actionType, count) => {
      const { user: person } = renderComposer({
        postTitle: 'Hello',
        accountIds: [...accountIds],
        callToAction: actionType === null ? null : { actionType, url: '', offer: null },
      });
      expect(screen.getByTestId('post-title-count')).toHaveTextContent(count);
      await person.click(screen.getByLabelText(/^Title/));
      await person.paste('x'.repeat(80));
      expect(screen.getByLabelText(/^Title/)).toHaveValue(`Hello${'x'.repeat(80)}`);
    },
    slow,
  );
});
