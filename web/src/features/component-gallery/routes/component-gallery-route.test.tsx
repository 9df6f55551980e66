import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ComponentGalleryRoute } from './component-gallery-route';

describe('ComponentGalleryRoute', () => {
  it('shows each shared component, live, with where it lives', { timeout: 30_000 }, () => {
    renderWithProviders(<ComponentGalleryRoute />, { path: '/components' });

    expect(screen.getByRole('heading', { name: 'Components' })).toBeInTheDocument();
    for (const name of [
      'Buttons',
      'BrandLogo',
      'AccountNameList',
      'SimilarityScoreRow',
      'PermissionTooltip',
      'StatusPage',
    ])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByText('components/ui/account-name-list.tsx')).toBeInTheDocument();
    expect(screen.getByText('Kairos Coffee')).toBeInTheDocument();
  });
});
