import { Button } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { StatusPage } from '../../components/ui/status-page';
import { useLogout } from '../../features/auth/api/logout';

/** "/" when the user may see no calendar at all, e.g. a team member not yet given one. */
export function NoCalendarsPage() {
  const logout = useLogout();
  return (
    <StatusPage
      standalone
      icon={<IconCalendarOff size={32} />}
      title="No calendar yet"
      message="You don't have access to any calendar. Ask your team's admin to give you one."
      actions={
        <Button variant="default" mt="sm" loading={logout.isPending} onClick={() => logout.mutate()}>
          Log out
        </Button>
      }
    />
  );
}
