import { useParams } from 'react-router';
import { AccountsSection } from '../features/accounts-settings/components/accounts-section';
import { SettingsRoute } from '../features/settings/routes/settings-route';

/** /{calendarId}/settings: the profile, then the calendar's accounts (two features, composed here). */
export function SettingsPage() {
  const calendarId = useParams().calendarId ?? '';
  return (
    <>
      <SettingsRoute />
      <AccountsSection calendarId={calendarId} />
    </>
  );
}
