import { Button, Loader, Popover } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { withAllStyles } from '../../../lib/with-all-styles';

const loadMonthPicker = withAllStyles(() => import('./month-picker'));
const MonthPicker = lazy(loadMonthPicker);
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The toolbar's month picker: a button showing the month, whose dropdown holds @mantine/dates'
 * month grid. The grid, dayjs and their styles (about 20 KB compressed) load when the pointer or the
 * focus comes to the button, not with the calendar's first page (decision 0061).
 */
export function MonthPickerButton({ date, onPick }: { date: string; onPick: (day: string) => void }) {
  const [opened, setOpened] = useState(false);
  const month = `${date.slice(0, 7)}-01`;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          w={170}
          justify="flex-start"
          fw={400}
          aria-label="Pick a month"
          aria-haspopup="dialog"
          aria-expanded={opened}
          leftSection={<IconCalendarMonth size={16} />}
          onMouseEnter={() => void loadMonthPicker()}
          onFocus={() => void loadMonthPicker()}
          onClick={() => setOpened((open) => !open)}
        >
          {monthFormat.format(new Date(`${month}T00:00:00Z`))}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Suspense fallback={<Loader size="sm" m="md" />}>
          <MonthPicker
            month={month}
            onPick={(day) => {
              setOpened(false);
              onPick(day);
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
