import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { networksQuery } from '../api/get-networks';
import { AddAccountModal } from './add-account-modal';

function renderModal(networks: Array<Record<string, unknown>>) {
  mockApi({});
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(networksQuery.queryKey, networks as never);
  return renderWithProviders(
    <AddAccountModal opened connectingTo={null} error={null} onConnect={() => {}} onClose={() => {}} />,
    { queryClient },
  );
}

function networkRow(name: string) {
  const list = screen.getByRole('list', { name: 'Networks' });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name, { exact: true }) !== null);
  if (row === undefined) throw new Error(`No row for ${name}`);
  return row;
}

describe('AddAccountModal', () => {
  it("shows the spec's plan hints: Essentials for Pinterest and GMB, Advanced for YouTube and Threads", async () => {
    renderModal([]);
    await screen.findByRole('dialog', { name: 'Add account' });
    expect(networkRow('Pinterest')).toHaveTextContent('Essentials');
    expect(networkRow('Google My Business')).toHaveTextContent('Essentials');
    expect(networkRow('YouTube')).toHaveTextContent('Advanced');
    expect(networkRow('Threads')).toHaveTextContent('Advanced');
    expect(networkRow('Facebook')).not.toHaveTextContent(/Essentials|Advanced/);
  });

  it('disables the networks the server has no credentials for, and lists the test network only when served', async () => {
    renderModal([
      { socialMedia: 'twitter', displayName: 'X', configured: true },
      { socialMedia: 'mastodon', displayName: 'Mastodon', configured: false },
    ]);
    await screen.findByRole('dialog', { name: 'Add account' });
    expect(within(networkRow('X')).getByRole('button', { name: 'Connect X' })).toBeEnabled();
    const mastodon = within(networkRow('Mastodon')).getByRole('button', { name: 'Connect Mastodon' });
    expect(mastodon).toBeDisabled();
    expect(mastodon).toHaveTextContent('Not configured');
    expect(within(networkRow('Bluesky')).getByRole('button', { name: 'Connect Bluesky' })).toBeDisabled();
    expect(screen.queryByText('Test Network')).not.toBeInTheDocument();
  });

  it('lists LinkedIn once per connection, each configured on its own, and marks a beta network', async () => {
    renderModal([
      {
        socialMedia: 'linkedin',
        displayName: 'LinkedIn',
        configured: true,
        connections: [
          { id: 'personal', name: 'LinkedIn profile', configured: true },
          { id: 'pages', name: 'LinkedIn pages', configured: false },
        ],
      },
      { socialMedia: 'hootsuite', displayName: 'Hootsuite', configured: true, beta: true },
    ]);
    await screen.findByRole('dialog', { name: 'Add account' });
    expect(
      within(networkRow('LinkedIn profile')).getByRole('button', { name: 'Connect LinkedIn profile' }),
    ).toBeEnabled();
    expect(
      within(networkRow('LinkedIn pages')).getByRole('button', { name: 'Connect LinkedIn pages' }),
    ).toBeDisabled();
    expect(networkRow('Hootsuite')).toHaveTextContent('Beta');
    expect(networkRow('Facebook')).not.toHaveTextContent('Beta');
  });
});
