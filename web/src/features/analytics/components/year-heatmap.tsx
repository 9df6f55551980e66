import { Heatmap } from '@mantine/charts';
import { Group, Loader, Text } from '@mantine/core';
import type { YearStatsReply } from '@kairos/core';

/** A year of published posts per day in the user's zone (GET /api/stats/year). */
export function YearHeatmap({ year }: { year: YearStatsReply | undefined }) {
  if (year === undefined) return <Loader size="sm" />;
  const data = Object.fromEntries(year.days.map((day) => [day.day, day.published]));
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed">
          {year.total.toLocaleString('en-US')} published in {year.year}
        </Text>
      </Group>
      <Heatmap
        data={data}
        startDate={`${year.year}-01-01`}
        endDate={`${year.year}-12-31`}
        withMonthLabels
        withWeekdayLabels
        withTooltip
        firstDayOfWeek={1}
        rectSize={12}
        getTooltipLabel={({ date, value }) => `${date}: ${value ?? 0} published`}
        aria-label={`Published per day in ${year.year}`}
      />
    </>
  );
}
