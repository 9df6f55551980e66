import { Alert, Group, Loader, Stack } from '@mantine/core';
import { type CalendarPost } from '@kairos/core';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { CampaignLegend } from '../../../components/ui/campaign-legend';
import { PageHeader } from '../../../components/ui/page-header';
import { useAccountNetworks } from '../../../lib/account-networks';
import { useCanEditContent } from '../../../lib/can-edit-content';
import { useCurrentUser } from '../../../lib/current-user';
import { useCalendarPosts } from '../api/get-calendar-posts';
import { useReschedulePost } from '../api/reschedule-post';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { ChipHoverLayer } from '../components/chip-hover-layer';
import { MonthView } from '../components/month-view';
import { TimeGridView } from '../components/time-grid-view';
import { CalendarEditableContext } from '../model/calendar-editable';
import { dayRangeInstants, postsByDay, stepDate, visibleDays } from '../model/calendar-days';
import { useCalendarLocation } from '../model/use-calendar-location';

export function CalendarViewRoute() {
  const calendarId = useParams().calendarId ?? '';
  const { timezone } = useCurrentUser();
  const { view, date, today, go } = useCalendarLocation(timezone);
  const days = useMemo(() => visibleDays(view, date), [view, date]);
  const range = useMemo(() => dayRangeInstants(days, timezone), [days, timezone]);
  const calendar = useCalendarPosts(calendarId, range, timezone);
  const networkOf = useAccountNetworks(calendarId);
  const byDay = useMemo(() => postsByDay(calendar.posts, networkOf), [calendar.posts, networkOf]);
  const postsById = useMemo(
    () => new Map<string, CalendarPost>(calendar.posts.map((post) => [post._id, post])),
    [calendar.posts],
  );
  const reschedule = useReschedulePost();
  const editable = useCanEditContent(calendarId);

  // The memoized days and hours get handlers that never change; they read the latest posts here.
  const latest = useRef({ postsById, go, mutate: reschedule.mutate, editable });
  useLayoutEffect(() => {
    latest.current = { postsById, go, mutate: reschedule.mutate, editable };
  });
  // A drop on a day keeps the post's time; a drop on an hour keeps its minutes.
  const move = useCallback((postId: string, toDate: string, toHour?: string) => {
    const post = latest.current.postsById.get(postId);
    if (post === undefined || !latest.current.editable) return;
    const time = toHour === undefined ? post.time : `${toHour.slice(0, 2)}:${post.time.slice(3)}`;
    if (toDate === post.day && time === post.time) return;
    latest.current.mutate({ postId, date: toDate, time });
  }, []);
  const openDay = useCallback((day: string) => latest.current.go({ view: 'day', date: day }), []);

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageHeader
          title="Calendar"
          description={
            editable
              ? 'Your scheduled posts, day by day. Drag a post to move it.'
              : 'Your scheduled posts, day by day.'
          }
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
      {calendar.error !== null && <Alert color="red">{calendar.error.message}</Alert>}
      {calendar.isPending ? (
        <Loader mx="auto" my="xl" />
      ) : (
        <CalendarEditableContext value={editable}>
          <ChipHoverLayer calendarId={calendarId} postsById={postsById}>
            {view === 'month' ? (
              <MonthView
                month={date.slice(0, 7)}
                days={days}
                today={today}
                postsByDay={byDay}
                onOpenDay={openDay}
                onDropPost={move}
              />
            ) : (
              <TimeGridView
                days={days}
                today={today}
                postsByDay={byDay}
                onOpenDay={openDay}
                onDropPost={move}
              />
            )}
          </ChipHoverLayer>
        </CalendarEditableContext>
      )}
      {!calendar.isPending && !calendar.isComplete && <Loader size="sm" mx="auto" my="sm" />}
    </Stack>
  );
}
