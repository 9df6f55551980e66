import { canAddOrRemoveCalendars, canEditCalendarDetails, type User } from '@kairos/core';
import { ActivitySection } from '../../features/activity/components/activity-section';
import { AccountsSection } from '../../features/accounts-settings/components/accounts-section';
import { CalendarsSection } from '../../features/calendars/components/calendars-section';
import { AssistantStatusSection } from '../../features/settings/components/assistant-status-section';
import { NotificationPreferencesSection } from '../../features/settings/components/notification-preferences-section';
import { PasswordForm } from '../../features/settings/components/password-form';
import { PlanSection } from '../../features/settings/components/plan-section';
import { ProfileForm } from '../../features/settings/components/profile-form';
import { ReferFriendSection } from '../../features/settings/components/refer-friend-section';
import { TeamSection } from '../../features/team/components/team-section';
import { useCalendars } from '../../features/calendars/api/get-calendars';
import { canSeeUpgradeProfile } from '../../lib/subscription';
import { type SettingsSectionId } from './settings-sections';

interface SettingsSectionContentProps {
  section: SettingsSectionId;
  calendarId: string;
  user: User;
}

/** What each settings section shows: the features, composed here (features do not import each other). */
export function SettingsSectionContent({ section, calendarId, user }: SettingsSectionContentProps) {
  const calendars = useCalendars();
  const upgradeHref = canSeeUpgradeProfile(user) ? `/${calendarId}/upgrade-profile` : null;
  switch (section) {
    case 'profile':
      return (
        <>
          <ProfileForm user={user} calendarId={calendarId} />
          <PasswordForm />
        </>
      );
    case 'accounts':
      return <AccountsSection calendarId={calendarId} />;
    case 'team':
      return <TeamSection user={user} calendars={calendars} currentCalendarId={calendarId} />;
    case 'calendars':
      return (
        <CalendarsSection
          currentCalendarId={calendarId}
          canAddOrRemove={canAddOrRemoveCalendars(user)}
          canEdit={(id) => canEditCalendarDetails(user, id)}
          upgradeHref={upgradeHref}
        />
      );
    case 'plan':
      return (
        <>
          <PlanSection user={user} upgradeHref={upgradeHref} />
          <AssistantStatusSection />
        </>
      );
    case 'notifications':
      return <NotificationPreferencesSection />;
    case 'activity':
      return <ActivitySection user={user} />;
    case 'referFriend':
      return <ReferFriendSection origin={window.location.origin} />;
  }
}
