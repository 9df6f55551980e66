import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/current-user';

export function HomeRoute() {
  const user = useCurrentUser();
  const firstName = user.name.split(' ')[0] ?? user.name;
  return (
    <PageHeader
      title={`Welcome, ${firstName}`}
      description="Create a post and share it across your accounts."
    />
  );
}
