import { ColorSwatch, Popover, Text, UnstyledButton } from '@mantine/core';
import { type Calendar, canAddCalendar, messages } from '@kairos/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCalendars } from '../api/get-calendars';
import { limitsQuery } from '../../../lib/limits-query';
import classes from './calendar-dropdown.module.css';
import { withAllStyles } from '../../../lib/with-all-styles';

// The dropdown's list (its search box and scroll area), the calendar form (core's schema) and the
// upgrade modal load when first opened, not with the first page (decision 0061); the list is asked
// for when the pointer reaches the button.
const loadPicker = withAllStyles(() => import('./calendar-picker'));
const CalendarPicker = lazy(() => loadPicker().then((module) => ({ default: module.CalendarPicker })));
const UpgradeModal = lazy(
  withAllStyles(() =>
    import('../../../components/ui/upgrade-modal').then((module) => ({ default: module.UpgradeModal })),
  ),
);
const CalendarModal = lazy(
  withAllStyles(() => import('./calendar-modal').then((module) => ({ default: module.CalendarModal }))),
);

interface CalendarDropdownProps {
  currentCalendarId: string;
  /** Section 6's add/remove check (core canAddOrRemoveCalendars). */
  canAddOrRemove: boolean;
  /** Section 6's separate edit check, per calendar (core canEditCalendarDetails). */
  canEdit: (calendarId: string) => boolean;
  /** Where the upgrade modal's button leads, or null for team members. */
  upgradeHref: string | null;
}

/** The same page in another calendar: /a/library becomes /b/library. */
function pathInCalendar(pathname: string, calendarId: string): string {
  const rest = pathname.split('/').slice(2).join('/');
  return `/${calendarId}/${rest}`;
}

export function CalendarDropdown(props: CalendarDropdownProps) {
  const { currentCalendarId, canAddOrRemove, canEdit, upgradeHref } = props;
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
            onMouseEnter={() => void loadPicker()}
            onFocus={() => void loadPicker()}
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
          <Suspense fallback={null}>
            <CalendarPicker
              calendars={calendars}
              currentCalendarId={currentCalendarId}
              canAddOrRemove={canAddOrRemove}
              canEdit={canEdit}
              onSelect={select}
              onOpenModal={open}
            />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
      {editing !== null && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
      {limitMessage !== null && (
        <Suspense fallback={null}>
          <UpgradeModal
            opened
            message={limitMessage}
            upgradeHref={upgradeHref}
            onClose={() => setLimitMessage(null)}
          />
        </Suspense>
      )}
    </>
  );
}
