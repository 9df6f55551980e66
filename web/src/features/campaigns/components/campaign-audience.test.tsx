import { messages, type Account } from '@kairos/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { initialCampaignValues } from '../model/campaign-values';
import { CampaignAudience } from './campaign-audience';

const account = (id: string, socialMedia: Account['socialMedia'], name: string): Account => ({
  _id: id,
  socialMedia,
  type: null,
  name,
  avatar: null,
  disabled: false,
  address: null,
  pageId: null,
  url: null,
  hootsuiteId: null,
  tokenExpired: false,
  parentAccountId: null,
});

describe('CampaignAudience', () => {
  it('offers TikTok accounts greyed out, saying why', async () => {
    renderWithProviders(
      <CampaignAudience
        values={initialCampaignValues(null, '2030-01-01')}
        set={() => {}}
        accounts={[account('x1', 'twitter', 'Kairos on X'), account('t1', 'tiktok', 'Kairos Kitchen')]}
        categories={[]}
      />,
    );
    expect(screen.getByText(messages.tiktok.notInCampaigns('Kairos Kitchen'))).toBeInTheDocument();
    await userEvent.click(screen.getAllByLabelText('Accounts')[0]!);
    expect(await screen.findByRole('option', { name: 'Kairos Kitchen' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Kairos on X' })).not.toHaveAttribute('data-combobox-disabled');
  });
});
