import { statsMessages, type AccountFollowers, type StatsReply } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AccountBreakdown } from './account-breakdown';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';
const none = { scheduled: 0, published: 0, failed: 0, unconfirmed: 0, reminders: 0 };
const noEngagement = { likes: 0, reposts: 0, replies: 0, impressions: null, engagement: 0 };

function followers(name: string, values: Partial<AccountFollowers>): AccountFollowers {
  return {
    accountId: `${name}-id`,
    name,
    socialMedia: 'mastodon',
    state: 'available',
    followers: null,
    readAt: null,
    change: null,
    previousChange: null,
    ...values,
  };
}

function statsWith(accounts: AccountFollowers[], byAccount: StatsReply['byAccount'] = []): StatsReply {
  return {
    from: '2030-03-01',
    to: '2030-03-07',
    timeZone: 'UTC',
    totals: { ...none, engagement: noEngagement },
    previous: { ...none, engagement: noEngagement },
    byNetwork: [],
    byAccount,
    lag: { count: 0, p50Seconds: null, p95Seconds: null },
    perDay: [],
    hourOfWeek: [],
    share: { campaign: 0, library: 0, other: 0 },
    failureReasons: [],
    topPosts: [],
    followers: { byAccount: accounts, perDay: [] },
  };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('the accounts breakdown', () => {
  it('shows each account with its followers, their change and the range before, and its posts', () => {
    const growing = followers('Roastery', { followers: 1250, change: 45, previousChange: -3 });
    renderWithProviders(
      <AccountBreakdown
        calendarId={calendarId}
        stats={statsWith(
          [growing, followers('Quiet page', {}), followers('Steady', { followers: 80, change: 0 })],
          [
            {
              ...none,
              accountId: growing.accountId,
              name: growing.name,
              socialMedia: 'mastodon',
              needsReconnect: false,
              metrics: 'available',
              published: 4,
              engagement: 31,
            },
          ],
        )}
      />,
    );
    const cells = within(rowOf('Roastery'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'RoasteryMastodon',
      '1,250',
      '+45−3 the range before',
      '4',
      '0',
      '0',
      '0',
      '0',
      '31',
    ]);
    // An account without posts in the range is listed too, with what is known of its followers.
    expect(within(rowOf('Quiet page')).getByText('Not counted yet')).toBeInTheDocument();
    expect(within(rowOf('Steady')).getAllByRole('cell')[2]).toHaveTextContent('0');
  });

  it('says when a network does not tell followers, and links an expired account to its reconnect', () => {
    renderWithProviders(
      <AccountBreakdown
        calendarId={calendarId}
        stats={statsWith([
          followers('Snap', { socialMedia: 'snapchat', state: 'unsupported' }),
          followers('Lapsed', { state: 'reconnect', followers: 12, change: 2 }),
        ])}
      />,
    );
    expect(within(rowOf('Snap')).getByText(statsMessages.followersNotOffered)).toBeInTheDocument();
    expect(within(rowOf('Snap')).getAllByRole('cell')[2]).toHaveTextContent('–');
    const link = within(rowOf('Lapsed')).getByRole('link', { name: statsMessages.reconnectForFollowers });
    expect(link).toHaveAttribute('href', `/${calendarId}/settings#accounts`);
    expect(within(rowOf('Lapsed')).getByText('12')).toBeInTheDocument();
  });

  it("says when a network reads no metrics for an account, as for a LinkedIn member's profile", () => {
    const member = followers('Member', { socialMedia: 'linkedin' });
    const organisation = followers('Organisation', { socialMedia: 'linkedin' });
    const figures = (account: AccountFollowers, metrics: 'available' | 'unsupported') => ({
      ...none,
      accountId: account.accountId,
      name: account.name,
      socialMedia: account.socialMedia,
      needsReconnect: false,
      metrics,
      published: 2,
      engagement: 0,
    });
    renderWithProviders(
      <AccountBreakdown
        calendarId={calendarId}
        stats={statsWith(
          [member, organisation],
          [figures(member, 'unsupported'), figures(organisation, 'available')],
        )}
      />,
    );
    expect(
      within(rowOf('Member')).getByText("LinkedIn does not share this account's post metrics with us"),
    ).toBeInTheDocument();
    expect(within(rowOf('Organisation')).queryByText(/does not share/)).not.toBeInTheDocument();
  });

  it('says so when there is no account to show', () => {
    renderWithProviders(<AccountBreakdown calendarId={calendarId} stats={statsWith([])} />);
    expect(screen.getByText('No accounts to show: connect one in Settings.')).toBeInTheDocument();
  });
});
