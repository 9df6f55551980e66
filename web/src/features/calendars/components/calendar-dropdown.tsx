import { ColorSwatch, Popover, Text, UnstyledButton } from '@mantine/core';
import { type Calendar, canAddCalendar, messages } from '@kairos/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { UpgradeModal } from '../../../components/ui/upgrade-modal';
import { useCalendars } from '../api/get-calendars';
import { limitsQuery } from '../api/get-limits';
import { CalendarModal } from './calendar-modal';
import { CalendarPicker } from './calendar-picker';
import classes from './calendar-dropdown.module.css';

interface CalendarDropdownProps {
  currentCalendarId: string;
  /** Adding, editing and removing calendars (core canManageCalendars). */
  canManage: boolean;
  /** Where the upgrade modal's button leads, or null for team members. */
  upgradeHref: string | null;
}

/** The same page in another calendar: /a/library becomes /b/library. */
function pathInCalendar(pathname: string, calendarId: string): string {
  const rest = pathname.split('/').slice(2).join('/');
  return `/${calendarId}/${rest}`;
}

export function CalendarDropdown({ currentCalendarId, canManage, upgradeHref }: CalendarDropdownProps) {
  const calendars = useCalendars();
  const limits = useQuery(limitsQuery).data?.limits;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<{ calendar: Calendar | null } | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const current = calendars.find((calendar) => calendar._id === currentCalendarId);

  function open(calendar: Calendar | null) {
    setOpened(false);
    // Spec: "Adding a calendar is blocked when the count reaches the plan's calendars limit".
    if (calendar === null && limits !== undefined && !canAddCalendar(calendars.length, limits.calendars)) {
      setLimitMessage(messages.upgrade.limitExceed(limits.calendars, 'calendars'));
      return;
    }
    setEditing({ calendar });
  }

  function select(calendarId: string) {
    setOpened(false);
    void navigate(pathInCalendar(pathname, calendarId));
  }

  function onDeleted(calendarId: string) {
    const next = calendars.find((calendar) => calendar._id !== calendarId);
    if (calendarId === currentCalendarId && next !== undefined) void navigate(`/${next._id}`);
  }

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        width={300}
        position="bottom-end"
        shadow="md"
        withinPortal
      >
        <Popover.Target>
          <UnstyledButton
            className={classes.target}
            onClick={() => setOpened((value) => !value)}
            aria-label="Choose calendar"
            aria-expanded={opened}
          >
            <ColorSwatch
              color={current?.color ?? 'var(--mantine-color-gray-4)'}
              size={12}
              withShadow={false}
            />
            <Text size="sm" fw={500} truncate="end">
              {current?.name ?? 'Choose calendar'}
            </Text>
            <IconChevronDown size={16} color="var(--mantine-color-gray-6)" />
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <CalendarPicker
            calendars={calendars}
            currentCalendarId={currentCalendarId}
            canManage={canManage}
            onSelect={select}
            onOpenModal={open}
          />
        </Popover.Dropdown>
      </Popover>
      {editing !== null && (
        <CalendarModal
          calendar={editing.calendar}
          calendarCount={calendars.length}
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
    </>
  );
}
