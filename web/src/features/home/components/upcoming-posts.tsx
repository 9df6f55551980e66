import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { needsAttention, type CalendarPost } from '@kairos/core';
import { networksOf } from '../../../components/ui/network-dots';
import { PostListItem } from '../../../components/ui/post-list-item';
import { RetryButton } from '../../../components/ui/retry-button';
import { useAccountNetworks } from '../../../lib/account-networks';
import { useOpenComposer } from '../../../lib/open-composer';
import { upcomingDays, useUpcomingPosts } from '../api/get-upcoming-posts';

interface UpcomingPostsProps {
  calendarId: string;
  timeZone: string;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** Home's "Today" and "Upcoming" lists, in the user's time zone (the server gives each post's day and time). */
export function UpcomingPosts({ calendarId, timeZone }: UpcomingPostsProps) {
  const upcoming = useUpcomingPosts(calendarId, timeZone);
  const networkOf = useAccountNetworks(calendarId);
  const openComposer = useOpenComposer();
  if (upcoming.error !== null) return <Text c="red">{upcoming.error.message}</Text>;
  if (upcoming.posts === undefined) return <Loader mt="xl" />;

  const todays = upcoming.posts.filter((post) => post.day === upcoming.today);
  const later = upcoming.posts.filter((post) => post.day !== upcoming.today);

  const section = (title: string, list: CalendarPost[], empty: string, withDay: boolean) => (
    <Stack gap="sm" aria-label={title} role="region">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {list.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        </Paper>
      ) : (
        list.map((post) => (
          <PostListItem
            key={post._id}
            excerpt={post.excerpt}
            networks={networksOf(post.accountIds, networkOf)}
            accountCount={post.accountIds.length}
            attention={needsAttention(post.state)}
            when={post.time}
            {...(withDay ? { whenDetail: formatDay(post.day) } : {})}
            onOpen={() => openComposer(post._id)}
            actions={
              needsAttention(post.state) ? (
                <RetryButton postId={post._id} calendarId={calendarId} />
              ) : undefined
            }
          />
        ))
      )}
    </Stack>
  );

  return (
    <Stack gap="xl" mt={40} maw={1040}>
      {section('Today', todays, 'Nothing is scheduled for today.', false)}
      {section('Upcoming', later, `Nothing is scheduled for the next ${upcomingDays} days.`, true)}
      {upcoming.hasMore && (
        <Button variant="light" loading={upcoming.loadingMore} onClick={upcoming.loadMore}>
          Show more posts
        </Button>
      )}
    </Stack>
  );
}
