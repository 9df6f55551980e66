import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { testPost } from '../../../testing/test-post';
import { postsByDay, visibleDays } from '../model/calendar-days';
import { DayLoadBadge } from './day-load-badge';
import { MonthView } from './month-view';

function renderMonth(posts: ReturnType<typeof testPost>[], zone: string) {
  renderWithProviders(
    <MonthView
      month="2025-03"
      days={visibleDays('month', '2025-03-01')}
      today="2025-03-10"
      postsByDay={postsByDay(posts, zone)}
      onOpenDay={() => {}}
      onDropPost={() => {}}
    />,
  );
}

const dayCell = (date: string) =>
  screen.getAllByTestId('calendar-day').find((cell) => cell.dataset.date === date) as HTMLElement;

describe('the month calendar', () => {
  it('puts a 23:30 Paris post on its Paris day, though it is 22:30 UTC', () => {
    // 2025-03-14 23:30 in Paris (UTC+1 in winter) is 22:30 UTC the same day; 2025-03-15 00:30 in
    // Paris is still the 14th in UTC: the grid must follow the user's zone, not the browser's or UTC.
    const lateEvening = testPost({ _id: 'p1', message: 'Late launch', postDate: '2025-03-14T22:30:00.000Z' });
    const afterMidnight = testPost({
      _id: 'p2',
      message: 'Night owls',
      postDate: '2025-03-14T23:30:00.000Z',
    });
    renderMonth([lateEvening, afterMidnight], 'Europe/Paris');
    expect(within(dayCell('2025-03-14')).getByTestId('calendar-post')).toHaveAccessibleName(
      /^23:30 Late launch/,
    );
    expect(within(dayCell('2025-03-15')).getByTestId('calendar-post')).toHaveAccessibleName(
      /^00:30 Night owls/,
    );
  });

  it('shows whole weeks from Sunday around the month', () => {
    const days = visibleDays('month', '2025-03-20');
    expect(days[0]).toBe('2025-02-23');
    expect(days).toHaveLength(42);
  });
});

describe('the day load', () => {
  it.each([
    [4, 'low'],
    [5, 'medium'],
    [9, 'medium'],
    [10, 'high'],
  ])('colours a day with %i posts as %s', (count, load) => {
    renderWithProviders(<DayLoadBadge count={count} />);
    const badge = screen.getByLabelText(new RegExp(`${load} load`));
    expect(badge).toHaveAttribute('data-load', load);
    expect(badge).toHaveTextContent(String(count));
  });
});
