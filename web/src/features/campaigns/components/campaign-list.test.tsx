import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CampaignList } from './campaign-list';

describe('CampaignList', () => {
  it.each([
    ['an editor', true],
    ['a viewer', false],
  ])('offers %s a new campaign: %s', (_who, canCreate) => {
    renderWithProviders(
      <CampaignList
        campaigns={[]}
        hasMore={false}
        onLoadMore={() => {}}
        selectedId={null}
        onSelect={() => {}}
        canCreate={canCreate}
      />,
    );
    const button = screen.queryByRole('button', { name: 'New campaign' });
    if (canCreate) expect(button).toBeInTheDocument();
    else expect(button).not.toBeInTheDocument();
  });
});
