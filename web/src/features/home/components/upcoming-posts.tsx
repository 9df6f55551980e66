import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type PostView, zonedDate, zonedTime } from '@kairos/core';
import { PostListItem } from '../../../components/ui/post-list-item';
import { RetryButton } from '../../../components/ui/retry-button';
import { useOpenComposer } from '../../../lib/open-composer';
import { postNeedsAttention } from '../../../lib/post-attention';
import { upcomingDays, useUpcomingPosts } from '../api/get-upcoming-posts';

interface UpcomingPostsProps {
  calendarId: string;
  timeZone: string;
}

const postDate = (post: PostView) => new Date(post.postDate ?? post.createdAt);

/** Home's "Today" and "Upcoming" lists, in the user's time zone. */
export function UpcomingPosts({ calendarId, timeZone }: UpcomingPostsProps) {
  const posts = useUpcomingPosts(calendarId, timeZone);
  const openComposer = useOpenComposer();
  if (posts.isPending) return <Loader mt="xl" />;
  if (posts.isError) return <Text c="red">{posts.error.message}</Text>;

  const today = zonedDate(new Date(), timeZone);
  const dayFormat = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  });
  const todays = posts.data.filter((post) => zonedDate(postDate(post), timeZone) === today);
  const later = posts.data.filter((post) => zonedDate(postDate(post), timeZone) !== today);

  const section = (title: string, list: PostView[], empty: string, withDay: boolean) => (
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
            post={post}
            when={zonedTime(postDate(post), timeZone)}
            {...(withDay ? { whenDetail: dayFormat.format(postDate(post)) } : {})}
            onOpen={() => openComposer(post._id)}
            actions={postNeedsAttention(post) ? <RetryButton post={post} /> : undefined}
          />
        ))
      )}
    </Stack>
  );

  return (
    <Stack gap="xl" mt={40} maw={1040}>
      {section('Today', todays, 'Nothing is scheduled for today.', false)}
      {section('Upcoming', later, `Nothing is scheduled for the next ${upcomingDays} days.`, true)}
    </Stack>
  );
}
