import { Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PostListItem } from '../../../components/ui/post-list-item';
import { useCurrentUser } from '../../../lib/current-user';
import { useOpenComposer } from '../../../lib/open-composer';
import { useDrafts } from '../api/get-drafts';
import { DraftActions } from '../components/draft-actions';

export function DraftsRoute() {
  const calendarId = useParams().calendarId ?? '';
  const drafts = useDrafts(calendarId);
  const openComposer = useOpenComposer();
  const { timezone: timeZone } = useCurrentUser();
  const savedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone });
  const savedTimeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  return (
    <>
      <PageHeader title="Drafts" description="Posts you saved to finish later." />
      {drafts.isPending ? (
        <Loader mx="auto" display="block" />
      ) : drafts.isError ? (
        <Text c="red">{drafts.error.message}</Text>
      ) : drafts.data.length === 0 ? (
        <Stack align="center" gap="xs" py={60}>
          <ThemeIcon variant="light" size={52} radius="xl">
            <IconNotes size={26} />
          </ThemeIcon>
          <Text fw={600}>No drafts yet</Text>
          <Text size="sm" c="dimmed">
            Use 'Save draft' in the composer to keep a post here until it is ready.
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm" maw={1040}>
          {drafts.data.map((post) => (
            <PostListItem
              key={post._id}
              post={post}
              when={savedFormat.format(new Date(post.updatedAt))}
              whenDetail={`Saved ${savedTimeFormat.format(new Date(post.updatedAt))}`}
              onOpen={() => openComposer(post._id)}
              actions={<DraftActions post={post} />}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
