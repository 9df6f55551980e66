import { type DateSelectionMode } from '@kairos/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DateSelectionCalendar } from './date-selection-calendar';

let clock = 0;

function Harness({ mode, startDate }: { mode: DateSelectionMode; startDate?: string }) {
  const [selection, setSelection] = useState<string[]>([]);
  return (
    <>
      <DateSelectionCalendar
        month="2026-06"
        onMonthChange={() => {}}
        mode={mode}
        selection={selection}
        rules={{ today: '2026-06-10', maxDurationDays: 182, ...(startDate ? { startDate } : {}) }}
        onChange={setSelection}
        now={() => clock}
      />
      <output data-testid="selection">{selection.join(',')}</output>
    </>
  );
}

const day = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLButtonElement;
const selection = () => screen.getByTestId('selection').textContent;

function renderCalendar(mode: DateSelectionMode, startDate?: string) {
  clock = 10_000;
  return renderWithProviders(<Harness mode={mode} {...(startDate ? { startDate } : {})} />);
}

// Spec: "past days cannot be clicked; repeat clicks on the same day within 500 ms are ignored".
describe('the campaign month calendar', { timeout: 30_000 }, () => {
  it('does not let past days be clicked, and lets today be', async () => {
    const { user } = renderCalendar('multi');
    expect(day('2026-06-09')).toBeDisabled();
    await user.click(day('2026-06-09'));
    expect(selection()).toBe('');
    expect(day('2026-06-10')).toBeEnabled();
    await user.click(day('2026-06-10'));
    expect(selection()).toBe('2026-06-10');
  });

  it('ignores a second click on the same day within 500 ms', async () => {
    const { user } = renderCalendar('multi');
    await user.click(day('2026-06-12'));
    clock += 499;
    await user.click(day('2026-06-12'));
    expect(selection()).toBe('2026-06-12');
    expect(day('2026-06-12')).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles the day off with a second click 500 ms later', async () => {
    const { user } = renderCalendar('multi');
    await user.click(day('2026-06-12'));
    clock += 500;
    await user.click(day('2026-06-12'));
    expect(selection()).toBe('');
  });

  it('takes another day at once', async () => {
    const { user } = renderCalendar('multi');
    await user.click(day('2026-06-12'));
    clock += 1;
    await user.click(day('2026-06-14'));
    expect(selection()).toBe('2026-06-12,2026-06-14');
  });

  it('single: a second day replaces the first', async () => {
    const { user } = renderCalendar('single');
    await user.click(day('2026-06-12'));
    clock += 1;
    await user.click(day('2026-06-20'));
    expect(selection()).toBe('2026-06-20');
  });

  it('range: two clicks make the start and end, and the days between are marked', async () => {
    const { user } = renderCalendar('range');
    await user.click(day('2026-06-12'));
    clock += 1;
    await user.click(day('2026-06-18'));
    expect(selection()).toBe('2026-06-12,2026-06-18');
    expect(day('2026-06-15')).toHaveAttribute('data-in-period', 'true');
    expect(day('2026-06-19')).not.toHaveAttribute('data-in-period');
  });

  it('singleEndDate: days before the start cannot be the end', async () => {
    const { user } = renderCalendar('singleEndDate', '2026-06-15');
    expect(day('2026-06-14')).toBeDisabled();
    await user.click(day('2026-06-25'));
    expect(selection()).toBe('2026-06-25');
    expect(day('2026-06-20')).toHaveAttribute('data-in-period', 'true');
  });
});
