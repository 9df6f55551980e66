import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import {
  type PostTiming,
  currentOffsetLabel,
  defaultScheduleTime,
  earliestScheduleDate,
  messages,
  timeSlots,
} from '@kairos/core';
import { useState } from 'react';
import { ScheduleDayPicker } from './schedule-day-picker';

interface PostTimingSectionProps {
  timing: PostTiming;
  /** The user's IANA zone: the day and hour are in it, not in the browser's. */
  timeZone: string;
  now: Date;
  onChange: (timing: PostTiming) => void;
}

export function PostTimingSection({ timing, timeZone, now, onChange }: PostTimingSectionProps) {
  const [dayPickerOpened, setDayPickerOpened] = useState(false);
  const minDate = earliestScheduleDate(now, timeZone);

  function changeMode(mode: string) {
    if (mode === 'now') {
      onChange({ mode: 'now' });
      return;
    }
    // Spec: "Default scheduling time: now minus 2 hours, rounded to the nearest 15 minutes".
    const fallback = defaultScheduleTime(now, timeZone);
    onChange({
      mode: 'schedule',
      date: fallback.date < minDate ? minDate : fallback.date,
      time: fallback.time,
    });
    setDayPickerOpened(true);
  }

  return (
    <Stack gap="xs">
      <Radio.Group label="Post Date" value={timing.mode} onChange={changeMode}>
        <Group gap="lg" mt={6}>
          <Radio value="now" label="Post Now" />
          <Radio value="schedule" label="Schedule Post" />
        </Group>
      </Radio.Group>
      {timing.mode === 'schedule' && (
        <Stack gap={4}>
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <ScheduleDayPicker
              date={timing.date}
              minDate={minDate}
              opened={dayPickerOpened}
              onOpenedChange={setDayPickerOpened}
              onChange={(date) => onChange({ ...timing, date })}
            />
            <Select
              aria-label={messages.time.selectHour}
              placeholder={messages.time.selectHour}
              data={[...timeSlots]}
              value={timing.time}
              onChange={(time) => onChange({ ...timing, time })}
              // Choosing the hour already shown keeps it: a scheduled post always has one.
              allowDeselect={false}
              searchable
              maxDropdownHeight={240}
              w={130}
              comboboxProps={{ zIndex: 250 }}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {currentOffsetLabel(now, timeZone)}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
