import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../lib/current-user';
import { mockApi } from '../../testing/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../testing/render';
import { testUser } from '../../testing/test-user';
import { HashtagGroupButton } from './hashtag-group-button';
import { spaced } from './spaced';

const calendarId = '7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d';

function Editor() {
  const [text, setText] = useState('Fresh beans');
  return (
    <>
      <p data-testid="text">{text}</p>
      <HashtagGroupButton calendarId={calendarId} onInsert={(tags) => setText(text + spaced(text, tags))} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the hashtag list button', () => {
  it('inserts a list, or one of the most used hashtags, in one click', async () => {
    mockApi({
      [`GET /api/hashtag-groups?calendarId=${calendarId}`]: () => ({
        body: [
          {
            _id: 'g1',
            calendarId,
            name: 'Coffee',
            hashtags: ['#coffee', '#beans'],
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      }),
      [`GET /api/hashtags?calendarId=${calendarId}`]: () => ({
        body: { items: [{ hashtag: '#latte', count: 3 }], sampledPosts: 3 },
      }),
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(currentUserQuery.queryKey, testUser());
    const { user } = renderWithProviders(<Editor />, { queryClient });
    await user.click(screen.getByRole('button', { name: 'Hashtag lists' }));
    await user.click(await screen.findByRole('button', { name: 'Insert Coffee' }));
    expect(screen.getByTestId('text')).toHaveTextContent('Fresh beans #coffee #beans');
    await user.click(screen.getByRole('button', { name: 'Hashtag lists' }));
    await user.click(await screen.findByRole('button', { name: '#latte' }));
    expect(screen.getByTestId('text')).toHaveTextContent('Fresh beans #coffee #beans #latte');
  });

  it.each([
    ['', '#a', '#a'],
    ['text', '#a', ' #a'],
    ['text ', '#a', '#a'],
    ['line\n', '#a', '#a'],
  ])('after %j inserts %j as %j', (text, tags, inserted) => {
    expect(spaced(text, tags)).toBe(inserted);
  });
});
