import { type Account, messages } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { testPost } from '../../testing/test-post';
import { RetryDialog } from './retry-dialog';

const account = (overrides: Partial<Account> & Pick<Account, '_id' | 'name'>): Account => ({
  socialMedia: 'testNetwork',
  type: 'page',
  avatar: null,
  disabled: false,
  address: null,
  pageId: null,
  url: null,
  hootsuiteId: null,
  tokenExpired: false,
  parentAccountId: null,
  ...overrides,
});

const accounts = [
  account({ _id: 'a1', name: 'Posted Page' }),
  account({ _id: 'a2', name: 'Failed Page' }),
  account({ _id: 'a3', name: 'Hootsuite Expired', hootsuiteId: 'h1', tokenExpired: true }),
  account({ _id: 'a4', name: 'Expired Page', tokenExpired: true }),
];

describe('the retry confirmation', () => {
  it('lists the accounts not posted to, without Hootsuite-linked expired ones', () => {
    const post = testPost({
      _id: 'p1',
      accountIds: ['a1', 'a2', 'a3', 'a4'],
      postedInfo: [
        { accountId: 'a1', id: 'ext-1', blockedReason: null },
        { accountId: 'a2', id: null, blockedReason: null },
      ],
    });
    renderWithProviders(<RetryDialog post={post} accounts={accounts} onClose={() => {}} />);
    expect(screen.getByText(messages.retry.notPostedTo)).toBeInTheDocument();
    expect(screen.getByText("Let's try that again?")).toBeInTheDocument();
    const listed = within(screen.getByTestId('retry-accounts'));
    expect(listed.getByText('Failed Page')).toBeInTheDocument();
    expect(listed.getByText('Expired Page')).toBeInTheDocument();
    expect(listed.queryByText('Posted Page')).toBeNull();
    expect(listed.queryByText('Hootsuite Expired')).toBeNull();
  });

  it('lists all the accounts of a blocked post, with the reason', () => {
    const post = testPost({
      _id: 'p2',
      accountIds: ['a1', 'a2'],
      blocked: true,
      blockedReason: 'No content from library',
      postedInfo: [{ accountId: 'a1', id: 'ext-1', blockedReason: null }],
    });
    renderWithProviders(<RetryDialog post={post} accounts={accounts} onClose={() => {}} />);
    expect(screen.getByText(messages.retry.blocked)).toBeInTheDocument();
    expect(screen.getByText(messages.retry.noLibraryContent)).toBeInTheDocument();
    expect(within(screen.getByTestId('retry-accounts')).getAllByText(/Page$/)).toHaveLength(2);
  });
});
