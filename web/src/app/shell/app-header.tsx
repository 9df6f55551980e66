import { Group } from '@mantine/core';
import { type User } from '@kairos/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { CalendarDropdown } from '../../features/calendars/components/calendar-dropdown';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { shouldOfferDeal } from '../../lib/subscription';
import { AvatarMenu } from './avatar-menu';
import { DealButton } from './deal-button';
import { TopNavigation } from './top-navigation';

interface AppHeaderProps {
  className?: string | undefined;
  calendarId: string;
  user: User;
  /** Section 6's two calendar checks: adding/removing, and editing one calendar. */
  canAddOrRemoveCalendars: boolean;
  canEditCalendar: (calendarId: string) => boolean;
  upgradeHref: string | null;
}

export function AppHeader(props: AppHeaderProps) {
  const { className, calendarId, user, upgradeHref } = props;
  return (
    <Group component="header" className={className} justify="space-between" wrap="nowrap">
      <Group gap={40} wrap="nowrap">
        <Link
          to={`/${calendarId}`}
          aria-label="Kairos home"
          style={{ textDecoration: 'none', color: 'inherit' }}
        >
          <BrandLogo />
        </Link>
        <TopNavigation calendarId={calendarId} />
      </Group>
      <Group gap="md" wrap="nowrap">
        {upgradeHref !== null && shouldOfferDeal(user) && <DealButton to={upgradeHref} />}
        <CalendarDropdown
          currentCalendarId={calendarId}
          canAddOrRemove={props.canAddOrRemoveCalendars}
          canEdit={props.canEditCalendar}
          upgradeHref={upgradeHref}
        />
        <NotificationsBell />
        <AvatarMenu calendarId={calendarId} user={user} />
      </Group>
    </Group>
  );
}
