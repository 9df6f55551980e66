import { Alert, Box, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zonedDate } from '@kairos/core';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useCalendarAccounts } from '../../../lib/calendar-accounts-query';
import { useCurrentUser } from '../../../lib/current-user';
import { useOpenComposer } from '../../../lib/open-composer';
import { useStats, useYearStats, type StatsFilters } from '../api/get-stats';
import { AccountBreakdown } from '../components/account-breakdown';
import { FailureReasons } from '../components/failure-reasons';
import { RangePicker } from '../components/range-picker';
import {
  EngagementChart,
  FollowersChart,
  HourOfWeekHeatmap,
  PublishedChart,
} from '../components/stats-charts';
import { StatsTotals } from '../components/stats-totals';
import { TopPostsTable } from '../components/top-posts-table';
import { YearHeatmap } from '../components/year-heatmap';
import { lastDays, type RangePreset, type StatsRange } from '../lib/stats-range';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function AnalyticsRoute() {
  const calendarId = useParams().calendarId ?? '';
  const { timezone: timeZone } = useCurrentUser();
  const [preset, setPreset] = useState<RangePreset>('30');
  const [custom, setCustom] = useState<StatsRange | null>(null);
  const [filters, setFilters] = useState<StatsFilters>({});
  const today = zonedDate(new Date(), timeZone);
  const range =
    preset === 'custom' && custom !== null
      ? custom
      : lastDays(Number(preset === 'custom' ? 30 : preset), new Date(), timeZone);
  const stats = useStats(calendarId, range, filters);
  const year = useYearStats(calendarId, filters);
  const accounts = useCalendarAccounts(calendarId).data ?? [];
  const openComposer = useOpenComposer();
  const accountName = (accountId: string) =>
    accounts.find((account) => account._id === accountId)?.name ?? 'Removed account';

  return (
    <>
      <PageHeader title="Analytics" description="How your posts are doing across your accounts." />
      <Stack gap="lg">
        <RangePicker
          preset={preset}
          range={range}
          today={today}
          onPreset={(next) => {
            if (next === 'custom') setCustom(range);
            setPreset(next);
          }}
          onCustom={setCustom}
          accounts={accounts}
          filters={filters}
          onFilters={setFilters}
        />
        {stats.error !== null ? (
          <Alert color="red" title="The figures could not be read">
            {stats.error.message}
          </Alert>
        ) : stats.data === undefined ? (
          <Loader mx="auto" display="block" my={60} aria-label="Loading figures" />
        ) : (
          <Box style={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }} aria-busy={stats.isFetching}>
            <StatsTotals stats={stats.data} />
            <Stack gap="lg">
              <Section title="Published per day">
                <PublishedChart stats={stats.data} range={range} />
              </Section>
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
                <Section title="Engagement over time">
                  <EngagementChart stats={stats.data} range={range} />
                </Section>
                <Section title="Best hours of the week">
                  <HourOfWeekHeatmap stats={stats.data} />
                  <Text size="xs" c="dimmed" mt="xs">
                    Times in {timeZone}.
                  </Text>
                </Section>
              </SimpleGrid>
              <Section title="Top posts">
                <TopPostsTable
                  posts={stats.data.topPosts}
                  accountName={accountName}
                  timeZone={timeZone}
                  fileName={`top-posts-${range.from}-${range.to}.csv`}
                />
              </Section>
              <Section title="Accounts">
                <AccountBreakdown stats={stats.data} calendarId={calendarId} />
              </Section>
              <Section title="Followers over time">
                <FollowersChart stats={stats.data} range={range} />
                <Text size="xs" c="dimmed" mt="xs">
                  Counted once a day where the network tells them.
                </Text>
              </Section>
              <Section title="Failure reasons">
                <FailureReasons stats={stats.data} onOpen={openComposer} />
              </Section>
              <Section title="This year">
                <YearHeatmap year={year.data} />
              </Section>
            </Stack>
          </Box>
        )}
      </Stack>
    </>
  );
}
