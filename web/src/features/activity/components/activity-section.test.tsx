import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { ActivitySection } from './activity-section';

const entry = (id: string, overrides: Record<string, unknown>) => ({
  _id: id,
  action: 'post.created',
  actorName: 'Ada Lovelace',
  subject: 'Autumn menu',
  calendarId: 'cal-1',
  calendarName: 'Acme Coffee',
  createdAt: '2026-11-20T08:15:00.000Z',
  ...overrides,
});

describe('ActivitySection', () => {
  it('says who did what, when and where, and loads older pages on demand', async () => {
    mockApi({
      'GET /api/activity?limit=50': () => ({
        body: {
          items: [
            entry('a', {
              action: 'member.changed',
              subject: 'alan@example.com (viewer)',
              calendarName: null,
            }),
            entry('b', { action: 'post.published', actorName: null, subject: 'Autumn menu → Acme (X)' }),
          ],
          nextCursor: 'next-1',
        },
      }),
      'GET /api/activity?limit=50&cursor=next-1': () => ({
        body: { items: [entry('c', {})], nextCursor: null },
      }),
    });
    const { user } = renderWithProviders(<ActivitySection user={{ timezone: 'Europe/Paris' }} />);
    const table = await screen.findByRole('table', { name: 'Activity' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(rows()).toEqual([
      'Nov 20, 2026, 9:15 AMAda Lovelace changed the access of alan@example.com (viewer)',
      'Nov 20, 2026, 9:15 AMA former member published Autumn menu → Acme (X)Acme Coffee',
    ]);

    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await within(table).findByText('Autumn menu')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });
});
