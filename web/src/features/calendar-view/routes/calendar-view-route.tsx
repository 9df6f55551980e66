import { Group, Loader, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { CampaignLegend } from '../../../components/ui/campaign-legend';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { useCalendarPosts } from '../api/get-calendar-posts';
import { useReschedulePost } from '../api/reschedule-post';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { MonthView } from '../components/month-view';
import { TimeGridView } from '../components/time-grid-view';
import { dayRangeInstants, postsByDay, stepDate, visibleDays } from '../model/calendar-days';
import { useCalendarLocation } from '../model/use-calendar-location';

export function CalendarViewRoute() {
  const calendarId = useParams().calendarId ?? '';
  const { timezone } = useCurrentUser();
  const { view, date, today, go } = useCalendarLocation(timezone);
  const days = useMemo(() => visibleDays(view, date), [view, date]);
  const range = useMemo(() => dayRangeInstants(days, timezone), [days, timezone]);
  const posts = useCalendarPosts(calendarId, range);
  const byDay = useMemo(() => postsByDay(posts.data ?? [], timezone), [posts.data, timezone]);
  const reschedule = useReschedulePost();

  // A drop on a day keeps the post's time; a drop on an hour keeps its minutes.
  const move = (postId: string, toDate: string, toHour?: string) => {
    const placed = [...byDay.values()].flat().find((entry) => entry.post._id === postId);
    if (placed === undefined) return;
    const time = toHour === undefined ? placed.time : `${toHour.slice(0, 2)}:${placed.time.slice(3)}`;
    if (toDate === placed.date && time === placed.time) return;
    reschedule.mutate({ post: placed.post, date: toDate, time });
  };
  const openDay = (day: string) => go({ view: 'day', date: day });

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageHeader
          title="Calendar"
          description="Your scheduled posts, day by day. Drag a post to move it."
        />
        <CampaignLegend calendarId={calendarId} />
      </Group>
      <CalendarToolbar
        view={view}
        date={date}
        onStep={(direction) => go({ date: stepDate(view, date, direction) })}
        onToday={() => go({ date: today })}
        onPick={go}
      />
      {posts.isPending ? (
        <Loader mx="auto" my="xl" />
      ) : view === 'month' ? (
        <MonthView
          month={date.slice(0, 7)}
          days={days}
          today={today}
          postsByDay={byDay}
          onOpenDay={openDay}
          onDropPost={(postId, day) => move(postId, day)}
        />
      ) : (
        <TimeGridView days={days} today={today} postsByDay={byDay} onOpenDay={openDay} onDropPost={move} />
      )}
    </Stack>
  );
}
