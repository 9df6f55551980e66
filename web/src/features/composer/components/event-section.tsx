import '@mantine/dates/styles.css';
import { SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { type PostEvent, googleMyBusinessPostTitleLimit, zonedDate } from '@kairos/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { instantOf, wallClockOf } from '../model/event-times';

interface EventSectionProps {
  event: PostEvent | null;
  /** An offer has its own dates: a post is one or the other. */
  offerChosen: boolean;
  timeZone: string;
  onChange: (event: PostEvent | null) => void;
}

const emptyEvent: PostEvent = { title: '', startsAt: null, endsAt: null };

/** Google My Business: the post as an event, with its title and when it runs on the user's clock. */
export function EventSection({ event, offerChosen, timeZone, onChange }: EventSectionProps) {
  // No day before today on the user's clock: the event must end in the future.
  const today = zonedDate(new Date(), timeZone);
  const pickerProps = {
    valueFormat: 'MMM D, YYYY h:mm A',
    placeholder: 'Pick date and time',
    clearable: true,
    leftSection: <IconCalendarEvent size={16} />,
    popoverProps: { zIndex: 250 },
    timePickerProps: { format: '12h' as const },
  };
  const titleLength = event?.title.trim().length ?? 0;
  return (
    <Stack gap="sm">
      <Switch
        label="Add event details for GMB"
        description={
          offerChosen && event === null
            ? 'An offer runs for its own duration: remove it to post an event'
            : ''
        }
        checked={event !== null}
        disabled={offerChosen && event === null}
        onChange={(change) => onChange(change.currentTarget.checked ? emptyEvent : null)}
      />
      {event !== null && (
        <Stack gap="sm" pl="xl" data-testid="event-fields">
          <TextInput
            label="Event title"
            withAsterisk
            placeholder="Summer open day"
            value={event.title}
            error={titleLength > googleMyBusinessPostTitleLimit}
            rightSection={
              <span data-testid="event-title-count">{`${titleLength}/${googleMyBusinessPostTitleLimit}`}</span>
            }
            rightSectionWidth={64}
            styles={{ section: { fontSize: 12, color: 'var(--mantine-color-dimmed)' } }}
            onChange={(change) => onChange({ ...event, title: change.currentTarget.value })}
          />
          <SimpleGrid cols={2} spacing="sm">
            <DateTimePicker
              {...pickerProps}
              label="Starts"
              withAsterisk
              minDate={today}
              value={wallClockOf(event.startsAt, timeZone)}
              onChange={(value) => onChange({ ...event, startsAt: instantOf(value, timeZone) })}
            />
            <DateTimePicker
              {...pickerProps}
              label="Ends"
              withAsterisk
              value={wallClockOf(event.endsAt, timeZone)}
              minDate={wallClockOf(event.startsAt, timeZone)?.slice(0, 10) ?? today}
              onChange={(value) => onChange({ ...event, endsAt: instantOf(value, timeZone) })}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Times are in your time zone ({timeZone}).
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
