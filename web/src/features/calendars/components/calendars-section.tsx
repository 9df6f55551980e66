import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { type Calendar, canAddCalendar, canRemoveCalendar, messages } from '@kairos/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { UpgradeModal } from '../../../components/ui/upgrade-modal';
import { isApiError } from '../../../lib/api-error';
import { limitsQuery } from '../../../lib/limits-query';
import { useCalendars } from '../api/get-calendars';
import { CalendarModal } from './calendar-modal';
import { ContactAdminHint } from '../../../components/ui/contact-admin-hint';
import { useConfirmDeleteCalendar } from './use-confirm-delete-calendar';

interface CalendarsSectionProps {
  currentCalendarId: string;
  /** Section 6's check for adding and removing calendars. */
  canAddOrRemove: boolean;
  /** Section 6's separate check for editing one calendar. */
  canEdit: (calendarId: string) => boolean;
  upgradeHref: string | null;
}

/** The calendars the user sees: add (up to the plan's limit), rename and delete (not the last one). */
export function CalendarsSection(props: CalendarsSectionProps) {
  const { currentCalendarId, canAddOrRemove, canEdit, upgradeHref } = props;
  const calendars = useCalendars();
  const limit = useQuery(limitsQuery).data?.limits.calendars;
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ calendar: Calendar | null } | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function onDeleted(calendarId: string) {
    const next = calendars.find((calendar) => calendar._id !== calendarId);
    if (calendarId === currentCalendarId && next !== undefined)
      void navigate(`/${next._id}/settings#calendars`);
  }
  const deletion = useConfirmDeleteCalendar({
    onDeleted,
    onError: (failure) =>
      setError(isApiError(failure) || failure instanceof Error ? failure.message : String(failure)),
  });

  function add() {
    // Spec: "Adding a calendar is blocked when the count reaches the plan's calendars limit".
    if (limit !== undefined && !canAddCalendar(calendars.length, limit)) {
      setLimitMessage(messages.upgrade.limitExceed(limit, 'calendars'));
      return;
    }
    setEditing({ calendar: null });
  }

  const removable = canRemoveCalendar(calendars.length);
  return (
    <SectionCard
      title="Calendars"
      description={
        limit === undefined
          ? 'Each calendar has its own accounts, posts, campaigns and library.'
          : `Each calendar has its own accounts, posts, campaigns and library. Your plan allows ${limit}; you have ${calendars.length}.`
      }
      actions={
        <Stack gap={4} align="flex-end">
          <Button leftSection={<IconPlus size={16} />} disabled={!canAddOrRemove} onClick={add}>
            Add calendar
          </Button>
          {!canAddOrRemove && <ContactAdminHint />}
        </Stack>
      }
    >
      {error !== null && (
        <Alert color="red" variant="light" mb="md" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Table verticalSpacing="sm" aria-label="Calendars">
        <Table.Tbody>
          {calendars.map((calendar) => (
            <Table.Tr key={calendar._id}>
              <Table.Td w={32}>
                <ColorSwatch
                  color={calendar.color}
                  size={16}
                  withShadow={false}
                  aria-label={`Colour ${calendar.color}`}
                />
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Text fw={calendar._id === currentCalendarId ? 600 : 400}>{calendar.name}</Text>
                  {calendar._id === currentCalendarId && <Badge variant="light">current</Badge>}
                  {calendar.showReconnect && <Badge color="yellow">accounts to reconnect</Badge>}
                </Group>
              </Table.Td>
              <Table.Td w={100}>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip
                    label={
                      canEdit(calendar._id)
                        ? `Rename ${calendar.name}`
                        : messages.calendars.contactAdminTooltip
                    }
                    multiline
                    maw={260}
                    // Beside the row's actions: above, it covered the calendar listed there.
                    position="right"
                  >
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Rename ${calendar.name}`}
                      disabled={!canEdit(calendar._id)}
                      onClick={() => setEditing({ calendar })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip
                    label={
                      !canAddOrRemove
                        ? messages.calendars.contactAdminTooltip
                        : removable
                          ? `Delete ${calendar.name}`
                          : messages.calendars.lastCalendar
                    }
                    multiline
                    maw={260}
                    // Beside the row's actions: above, it covered the calendar listed there.
                    position="right"
                  >
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${calendar.name}`}
                      disabled={!canAddOrRemove || !removable}
                      loading={deletion.deleting}
                      onClick={() => deletion.confirm(calendar)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing !== null && (
        <CalendarModal
          calendar={editing.calendar}
          calendarCount={calendars.length}
          canRemove={canAddOrRemove}
          onClose={() => setEditing(null)}
          onDeleted={onDeleted}
          onLimitExceeded={(message) => {
            setEditing(null);
            setLimitMessage(message);
          }}
        />
      )}
      <UpgradeModal
        opened={limitMessage !== null}
        message={limitMessage ?? ''}
        upgradeHref={upgradeHref}
        onClose={() => setLimitMessage(null)}
      />
    </SectionCard>
  );
}
