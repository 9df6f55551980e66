import { type SimilarityResult } from '@kairos/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { SimilarityModal } from './similarity-modal';

function result(scores: Record<string, number>): SimilarityResult {
  const socialMedias = Object.entries(scores).map(([socialMedia, maxScore]) => ({
    socialMedia,
    maxScore,
    accounts: [{ id: `${socialMedia}-1`, accountName: `Acme on ${socialMedia}`, score: maxScore }],
  }));
  return { socialMedias, maxScore: Math.max(...Object.values(scores)) };
}

function renderModal(similarity: SimilarityResult) {
  const onCancel = vi.fn();
  const onPostAnyway = vi.fn();
  const rendered = renderWithProviders(
    <SimilarityModal result={similarity} onCancel={onCancel} onPostAnyway={onPostAnyway} />,
  );
  return { ...rendered, onCancel, onPostAnyway };
}

// Spec: "a network score of 60 or more is clickable to show accounts"; "a Twitter score of 95 or more
// hides 'post anyway'".
describe('the similarity modal', { timeout: 30_000 }, () => {
  it('makes a score of 60 clickable to show its accounts, and 59 not', async () => {
    const { user } = renderModal(result({ facebook: 60, linkedin: 59 }));
    expect(screen.queryByRole('button', { name: /LinkedIn 59%/ })).toBeNull();
    expect(screen.getByText('LinkedIn')).toBeVisible();
    const facebook = screen.getByRole('button', { name: 'Facebook 60%: show accounts' });
    expect(facebook).toHaveAttribute('aria-expanded', 'false');
    await user.click(facebook);
    expect(facebook).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Acme on facebook')).toBeVisible();
  });

  it('offers Post anyway below a Twitter score of 95 and resends through it', async () => {
    const { user, onPostAnyway } = renderModal(result({ twitter: 94, facebook: 99 }));
    await user.click(screen.getByRole('button', { name: 'Post anyway' }));
    expect(onPostAnyway).toHaveBeenCalledOnce();
  });

  it('hides Post anyway when the Twitter score is 95, leaving Cancel', async () => {
    const { user, onCancel } = renderModal(result({ twitter: 95 }));
    expect(screen.queryByRole('button', { name: 'Post anyway' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('lists the library posts a text resembles', () => {
    renderModal({
      socialMedias: [],
      library: [{ _id: 'l1', message: 'Ten tips for cold brew', score: 88 }],
      maxScore: 88,
    });
    expect(screen.getByText('Library: Ten tips for cold brew')).toBeVisible();
    expect(screen.getByText('88%')).toBeVisible();
  });
});
