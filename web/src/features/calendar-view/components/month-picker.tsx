import '@mantine/dates/styles.css';
import { MonthPicker as MantineMonthPicker } from '@mantine/dates';

/** The month grid of @mantine/dates, in a chunk of its own: the toolbar loads it on intent. */
export default function MonthPicker({ month, onPick }: { month: string; onPick: (month: string) => void }) {
  return (
    <MantineMonthPicker
      aria-label="Months"
      value={month}
      defaultDate={month}
      onChange={(value) => value !== null && onPick(value.slice(0, 10))}
    />
  );
}
