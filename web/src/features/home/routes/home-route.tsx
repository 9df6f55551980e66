import { Button, Group } from '@mantine/core';
import { useParams } from 'react-router';
import { IconPencilPlus } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header';
import { useCanEditContent } from '../../../lib/can-edit-content';
import { useCurrentUser } from '../../../lib/current-user';
import { useOpenComposer } from '../../../lib/open-composer';
import { prefetchOnIntent } from '../../../lib/prefetch';
import { UpcomingPosts } from '../components/upcoming-posts';

export function HomeRoute() {
  const calendarId = useParams().calendarId ?? '';
  const user = useCurrentUser();
  const openComposer = useOpenComposer();
  const canEdit = useCanEditContent(calendarId);
  const firstName = user.name.split(' ')[0] ?? user.name;
  return (
    <>
      <PageHeader
        title={`Welcome, ${firstName}`}
        description="Create a post and share it across your accounts."
      />
      <Group>
        <Button
          size="md"
          disabled={!canEdit}
          leftSection={<IconPencilPlus size={18} />}
          onClick={() => openComposer()}
          {...prefetchOnIntent('composer')}
        >
          Create post
        </Button>
      </Group>
      <UpcomingPosts calendarId={calendarId} timeZone={user.timezone} />
    </>
  );
}
