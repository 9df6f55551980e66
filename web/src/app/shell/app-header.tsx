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
  canManageCalendars: boolean;
  upgradeHref: string | null;
}

export function AppHeader({ className, calendarId, user, canManageCalendars, upgradeHref }: AppHeaderProps) {
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
          canManage={canManageCalendars}
          upgradeHref={upgradeHref}
        />
        <NotificationsBell />
        <AvatarMenu calendarId={calendarId} user={user} />
      </Group>
    </Group>
  );
}
