import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { ProfileForm } from '../components/profile-form';

export function SettingsRoute() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your profile and the time zone your posts are scheduled in."
      />
      <ProfileForm user={user} />
    </>
  );
}
