import { Button, Divider, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { type Calendar, filterCalendarsByName } from '@kairos/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { CalendarOption } from './calendar-option';
import { ContactAdminHint } from '../../../components/ui/contact-admin-hint';

/** Spec: "calendar dropdown max height 200". */
const listMaxHeight = 200;

interface CalendarPickerProps {
  calendars: readonly Calendar[];
  currentCalendarId: string;
  canAddOrRemove: boolean;
  canEdit: (calendarId: string) => boolean;
  onSelect: (calendarId: string) => void;
  /** Opens the calendar modal: edit mode with a calendar, add mode with null. */
  onOpenModal: (calendar: Calendar | null) => void;
}

/** The calendar dropdown's content: search, the list, and the add entry. */
export function CalendarPicker(props: CalendarPickerProps) {
  const { calendars, currentCalendarId, canAddOrRemove, canEdit, onSelect, onOpenModal } = props;
  const [search, setSearch] = useState('');
  const visible = filterCalendarsByName(calendars, search);

  return (
    <>
      <TextInput
        placeholder="Search calendars"
        aria-label="Search calendars"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      <ScrollArea.Autosize mah={listMaxHeight} mt="xs" type="auto">
        <Stack gap={2} role="list" aria-label="Calendars">
          {visible.map((calendar) => (
            <CalendarOption
              key={calendar._id}
              calendar={calendar}
              selected={calendar._id === currentCalendarId}
              canEdit={canEdit(calendar._id)}
              onSelect={() => onSelect(calendar._id)}
              onEdit={() => onOpenModal(calendar)}
            />
          ))}
          {visible.length === 0 && (
            <Text size="sm" c="dimmed" p="xs">
              No calendar matches “{search.trim()}”
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
      <Divider my="xs" />
      <Stack gap={4}>
        <Button
          variant="subtle"
          justify="flex-start"
          leftSection={<IconPlus size={16} />}
          disabled={!canAddOrRemove}
          onClick={() => onOpenModal(null)}
          fullWidth
        >
          Add calendar
        </Button>
        {/* Below the dropdown: above, it covered the list it explains. */}
        {!canAddOrRemove && <ContactAdminHint position="bottom" />}
      </Stack>
    </>
  );
}
