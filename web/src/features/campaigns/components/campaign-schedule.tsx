import '@mantine/dates/styles.css';
import { type DateSelectionMode, latestEndDate } from '@kairos/core';
import { Chip, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { type CampaignValues } from '../model/campaign-values';
import { CampaignTimes } from './campaign-times';
import { DateSelectionCalendar } from './date-selection-calendar';

interface CampaignScheduleProps {
  values: CampaignValues;
  set: <K extends keyof CampaignValues>(name: K, value: CampaignValues[K]) => void;
  today: string;
  maxDurationDays: number;
  offsetLabel: string;
  counts: ReadonlyMap<string, number>;
}

const modes: { value: DateSelectionMode; label: string }[] = [
  { value: 'single', label: 'One day' },
  { value: 'multi', label: 'Several days' },
  { value: 'range', label: 'Date range' },
  { value: 'singleEndDate', label: 'Until a date' },
];

const weekDayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

function periodSummary(values: CampaignValues): string {
  const [first, second] = values.dates;
  if (first === undefined) return 'Click the days the campaign posts on.';
  if (values.mode === 'range')
    return second === undefined
      ? `From ${formatDay(first)}: now click the last day.`
      : `${formatDay(first)} – ${formatDay(second)}`;
  if (values.mode === 'singleEndDate') return `${formatDay(values.startDate)} – ${formatDay(first)}`;
  return values.dates.map(formatDay).join(', ');
}

/** When the campaign posts: the selection mode, the month calendar, week days and times of day. */
export function CampaignSchedule({
  values,
  set,
  today,
  maxDurationDays,
  offsetLabel,
  counts,
}: CampaignScheduleProps) {
  const [month, setMonth] = useState((values.dates[0] ?? today).slice(0, 7));
  const periodic = values.mode === 'range' || values.mode === 'singleEndDate';
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        data={modes}
        value={values.mode}
        onChange={(mode) => {
          set('mode', mode);
          set('dates', []);
        }}
      />
      {values.mode === 'singleEndDate' && (
        <DateInput
          label="Starts on"
          valueFormat="MMM D, YYYY"
          minDate={today}
          value={values.startDate}
          onChange={(value) => {
            if (value === null) return;
            set('startDate', value.slice(0, 10));
            set('dates', []);
          }}
        />
      )}
      <DateSelectionCalendar
        month={month}
        onMonthChange={setMonth}
        mode={values.mode}
        selection={values.dates}
        rules={{
          today,
          maxDurationDays,
          ...(values.mode === 'singleEndDate' ? { startDate: values.startDate } : {}),
        }}
        onChange={(dates) => set('dates', dates)}
        counts={counts}
      />
      <Text size="sm" c="dimmed" data-testid="campaign-period">
        {periodSummary(values)}
        {values.mode === 'range' &&
          values.dates.length === 1 &&
          ` Up to ${formatDay(latestEndDate(values.dates[0] ?? today, maxDurationDays))}.`}
      </Text>
      {periodic && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            On these week days{' '}
            <Text span size="xs" c="dimmed">
              (none chosen: every day)
            </Text>
          </Text>
          <Chip.Group
            multiple
            value={values.weekDays.map(String)}
            onChange={(days) => set('weekDays', days.map(Number).sort())}
          >
            <Group gap={6}>
              {weekDayNames.map((name, index) => (
                <Chip key={name} value={String(index)} size="xs" variant="outline">
                  {name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      )}
      <CampaignTimes
        times={values.postTime}
        offsetLabel={offsetLabel}
        onChange={(times) => set('postTime', times)}
      />
    </Stack>
  );
}
