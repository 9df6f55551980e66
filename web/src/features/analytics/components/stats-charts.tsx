import '@mantine/charts/styles.css';
import { BarChart, LineChart, MatrixChart } from '@mantine/charts';
import { networkName, type StatsReply } from '@kairos/core';
import { Text } from '@mantine/core';
import { networkColor } from '../../../lib/network-color';
import { daysOf, type StatsRange } from '../lib/stats-range';

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

function Empty({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" py="xl" ta="center">
      {children}
    </Text>
  );
}

/** Published posts per day of the range, stacked by network. */
export function PublishedChart({ stats, range }: { stats: StatsReply; range: StatsRange }) {
  if (stats.perDay.length === 0) return <Empty>Nothing was published in this range.</Empty>;
  const networks = [...new Set(stats.perDay.map((row) => row.socialMedia))];
  const byDay = new Map<string, Record<string, number>>();
  for (const row of stats.perDay)
    byDay.set(row.day, { ...byDay.get(row.day), [row.socialMedia]: row.published });
  const data = daysOf(range).map((day) => ({ day: shortDay(day), ...byDay.get(day) }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="day"
      type="stacked"
      withLegend
      aria-label="Published per day by network"
      series={networks.map((network) => ({
        name: network,
        label: networkName(network),
        color: networkColor(network),
      }))}
    />
  );
}

/** Engagement (likes, reposts and replies, latest reading) of the posts published each day. */
export function EngagementChart({ stats, range }: { stats: StatsReply; range: StatsRange }) {
  const byDay = new Map<string, number>();
  for (const row of stats.perDay) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.engagement);
  if (![...byDay.values()].some((value) => value > 0)) {
    return <Empty>No engagement read yet: metrics arrive an hour after a post goes out.</Empty>;
  }
  const data = daysOf(range).map((day) => ({ day: shortDay(day), engagement: byDay.get(day) ?? 0 }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="day"
      aria-label="Engagement over time"
      series={[{ name: 'engagement', label: 'Engagement', color: 'indigo.6' }]}
      curveType="monotone"
    />
  );
}

/** Colours for the accounts' lines: two accounts of one network must not share one. */
const lineColors = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.7', 'pink.6', 'lime.7', 'blue.6'];

/** Each counted account's followers per day of the range (the day's last count). */
export function FollowersChart({ stats, range }: { stats: StatsReply; range: StatsRange }) {
  const { byAccount, perDay } = stats.followers;
  if (perDay.length === 0) {
    return <Empty>No follower counts in this range yet.</Empty>;
  }
  const counted = new Set(perDay.map((row) => row.accountId));
  const byDay = new Map<string, Record<string, number>>();
  for (const row of perDay) byDay.set(row.day, { ...byDay.get(row.day), [row.accountId]: row.followers });
  const data = daysOf(range).map((day) => ({ day: shortDay(day), ...byDay.get(day) }));
  return (
    <LineChart
      h={240}
      data={data}
      dataKey="day"
      withLegend
      connectNulls
      aria-label="Followers over time"
      yAxisProps={{ domain: ['auto', 'auto'] }}
      valueFormatter={(value) => value.toLocaleString('en-US')}
      series={byAccount
        .filter((account) => counted.has(account.accountId))
        .map((account, index) => ({
          name: account.accountId,
          label: account.name,
          color: lineColors[index % lineColors.length]!,
        }))}
    />
  );
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

/** Published posts by weekday and hour in the user's zone: when the calendar posts most. */
export function HourOfWeekHeatmap({ stats }: { stats: StatsReply }) {
  if (stats.hourOfWeek.length === 0) return <Empty>No published posts to place on the week yet.</Empty>;
  const counts = new Map(stats.hourOfWeek.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.published]));
  const data = weekdays.flatMap((weekday, day) =>
    hours.map((hour, index) => ({ x: hour, y: weekday, value: counts.get(`${day + 1}-${index}`) ?? 0 })),
  );
  return (
    <MatrixChart
      data={data}
      xLabels={hours}
      yLabels={weekdays}
      cellSize={15}
      withXLabels
      withYLabels
      yLabelsWidth={36}
      gap={2}
      withTooltip
      withLegend
      legendLabels={['Fewer', 'More']}
      getTooltipLabel={(cell) => `${cell.y} ${cell.x}:00 · ${cell.value ?? 0} published`}
      aria-label="Published by hour of the week"
    />
  );
}
