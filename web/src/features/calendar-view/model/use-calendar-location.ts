import { zonedDate } from '@kairos/core';
import { useSearchParams } from 'react-router';
import { type CalendarViewName } from './calendar-days';

const views: readonly CalendarViewName[] = ['month', 'week', 'day'];

/** The view and the day the calendar shows live in the URL (?view=week&date=2025-03-14), so Back works. */
export function useCalendarLocation(timeZone: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = zonedDate(new Date(), timeZone);
  const requestedView = searchParams.get('view') as CalendarViewName | null;
  const view = requestedView !== null && views.includes(requestedView) ? requestedView : 'month';
  const requestedDate = searchParams.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(requestedDate) ? requestedDate : today;

  const go = (next: { view?: CalendarViewName; date?: string }) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('view', next.view ?? view);
      params.set('date', next.date ?? date);
      return params;
    });
  return { view, date, today, go };
}
