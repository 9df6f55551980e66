import { addDays } from '@kairos/core';

const titleFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function monthTitle(month: string): string {
  return titleFormat.format(new Date(`${month}-01T00:00:00Z`));
}

export function stepMonth(month: string, step: 1 | -1): string {
  const at = new Date(`${month}-01T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + step);
  return at.toISOString().slice(0, 7);
}

/** The days of the weeks (Sunday first) that cover `month` ('YYYY-MM'). */
export function monthDays(month: string): string[] {
  const first = `${month}-01`;
  const start = addDays(first, -new Date(`${first}T00:00:00Z`).getUTCDay());
  const days: string[] = [];
  // Whole weeks until the month is over.
  for (let day = start; day.slice(0, 7) <= month || days.length % 7 !== 0; day = addDays(day, 1))
    days.push(day);
  return days;
}
