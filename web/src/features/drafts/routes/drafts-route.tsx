import { Box, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { postExcerpt, type PostView } from '@kairos/core';
import { IconNotes } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { networksOf } from '../../../components/ui/network-dots';
import { PageHeader } from '../../../components/ui/page-header';
import { PostListItem } from '../../../components/ui/post-list-item';
import { VirtualList } from '../../../components/ui/virtual-list';
import { useAccountNetworks } from '../../../lib/account-networks';
import { useCurrentUser } from '../../../lib/current-user';
import { useOpenComposer } from '../../../lib/open-composer';
import { useDrafts } from '../api/get-drafts';
import { DraftActions } from '../components/draft-actions';

export function DraftsRoute() {
  const calendarId = useParams().calendarId ?? '';
  const { drafts, error, hasMore, loadingMore, loadMore } = useDrafts(calendarId);
  const networkOf = useAccountNetworks(calendarId);
  const openComposer = useOpenComposer();
  const { timezone: timeZone } = useCurrentUser();
  const savedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone });
  const savedTimeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  const loadNext = useCallback(() => {
    if (!loadingMore) void loadMore();
  }, [loadingMore, loadMore]);
  const renderDraft = (post: PostView) => (
    <PostListItem
      excerpt={postExcerpt(post.message, 140)}
      networks={networksOf(post.accountIds, networkOf)}
      accountCount={post.accountIds.length}
      attention={false}
      when={savedFormat.format(new Date(post.updatedAt))}
      whenDetail={`Saved ${savedTimeFormat.format(new Date(post.updatedAt))}`}
      onOpen={() => openComposer(post._id)}
      actions={<DraftActions post={post} />}
    />
  );
  return (
    <>
      <PageHeader title="Drafts" description="Posts you saved to finish later." />
      {error !== null ? (
        <Text c="red">{error.message}</Text>
      ) : drafts === undefined ? (
        <Loader mx="auto" display="block" />
      ) : drafts.length === 0 ? (
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
        <Box maw={1040}>
          <VirtualList
            items={drafts}
            estimateHeight={74}
            keyOf={(post) => post._id}
            renderItem={renderDraft}
            hasMore={hasMore}
            onLoadMore={loadNext}
          />
          {loadingMore && <Loader size="sm" mx="auto" display="block" mt="sm" />}
        </Box>
      )}
    </>
  );
}
