import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { useCurrentUser } from '../../lib/current-user';
import { SettingsNav } from './settings-nav';
import { SettingsSectionContent } from './settings-section-content';
import { sectionsFor } from './settings-sections';
import classes from './settings.module.css';
import { useSettingsSection } from './use-settings-section';

/** /{calendarId}/settings: the section list beside the chosen section, across the 1440 px page. */
export function SettingsPage() {
  const calendarId = useParams().calendarId ?? '';
  const user = useCurrentUser();
  const sections = sectionsFor(user);
  const section = useSettingsSection(sections);
  return (
    <>
      <PageHeader title="Settings" description="Your profile, your team and how Kairos works for you." />
      <div className={classes.layout}>
        <div className={classes.nav}>
          <SettingsNav sections={sections} current={section} />
        </div>
        <div className={classes.content}>
          <SettingsSectionContent section={section} calendarId={calendarId} user={user} />
        </div>
      </div>
    </>
  );
}
