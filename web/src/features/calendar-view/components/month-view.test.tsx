import { type CalendarPost } from '@kairos/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { postsByDay, visibleDays } from '../model/calendar-days';
import { CalendarEditableContext } from '../model/calendar-editable';
import { DayLoadBadge } from './day-load-badge';
import { MonthView } from './month-view';

const calendarPost = (overrides: Partial<CalendarPost> & Pick<CalendarPost, '_id' | 'day' | 'time'>) => ({
  excerpt: 'Fresh beans this week',
  accountIds: ['a1'],
  state: 'scheduled' as const,
  campaignId: null,
  color: null,
  media: null,
  ...overrides,
});

function renderMonth(posts: CalendarPost[], editable = true) {
  renderWithProviders(
    <CalendarEditableContext value={editable}>
      <MonthView
        month="2025-03"
        days={visibleDays('month', '2025-03-01')}
        today="2025-03-10"
        postsByDay={postsByDay(posts, new Map([['a1', 'twitter']]))}
        onOpenDay={() => {}}
        onDropPost={() => {}}
      />
    </CalendarEditableContext>,
  );
}

const dayCell = (date: string) =>
  screen.getAllByTestId('calendar-day').find((cell) => cell.dataset.date === date) as HTMLElement;

describe('the month calendar', () => {
  it('puts each post on the day the server gave it in the user zone', () => {
    // 2025-03-14 23:30 in Paris is 22:30 UTC: the server answers the Paris day and time.
    renderMonth([
      calendarPost({ _id: 'p1', day: '2025-03-14', time: '23:30', excerpt: 'Late launch' }),
      calendarPost({ _id: 'p2', day: '2025-03-15', time: '00:30', excerpt: 'Night owls' }),
    ]);
    expect(within(dayCell('2025-03-14')).getByTestId('calendar-post')).toHaveAccessibleName(
      /^23:30 Late launch/,
    );
    expect(within(dayCell('2025-03-15')).getByTestId('calendar-post')).toHaveAccessibleName(
      /^00:30 Night owls/,
    );
  });

  it("shows a day's first three posts, how many more there are, and a warning on a failed one", () => {
    renderMonth(
      Array.from({ length: 7 }, (_, index) =>
        calendarPost({
          _id: `p${index}`,
          day: '2025-03-31',
          time: `0${index}:00`,
          state: index === 0 ? 'attention' : 'scheduled',
        }),
      ),
    );
    const lastDay = dayCell('2025-03-31');
    expect(within(lastDay).getAllByTestId('calendar-post')).toHaveLength(3);
    expect(within(lastDay).getByRole('button', { name: '+ 4 more' })).toBeInTheDocument();
    expect(within(lastDay).getByLabelText('7 posts, medium load')).toBeInTheDocument();
    expect(within(lastDay).getByLabelText('Needs attention')).toBeInTheDocument();
    expect(within(lastDay).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  // Section 6: a viewer cannot move or retry a post (the server refuses both), so the chips offer neither.
  it.each([
    ['may edit', true, 'true', 1],
    ['only looks (a viewer)', false, 'false', 0],
  ])('a user who %s: chips draggable %s, Retry buttons %i', (_who, editable, draggable, retries) => {
    renderMonth(
      [
        calendarPost({ _id: 'p1', day: '2025-03-14', time: '09:00' }),
        calendarPost({ _id: 'p2', day: '2025-03-14', time: '10:00', state: 'attention' }),
      ],
      editable,
    );
    const [scheduled] = within(dayCell('2025-03-14')).getAllByTestId('calendar-post');
    expect(scheduled).toHaveAttribute('draggable', draggable);
    expect(within(dayCell('2025-03-14')).queryAllByRole('button', { name: /Retry/ })).toHaveLength(retries);
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
