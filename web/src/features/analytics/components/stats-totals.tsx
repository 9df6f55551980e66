import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StatsReply } from '@kairos/core';
import { percentChange } from '../lib/stats-range';

interface Figure {
  label: string;
  value: number;
  previous: number;
  /** A rise is good news (published, engagement) or bad news (failed). */
  good: 'up' | 'down';
}

function ChangeBadge({ figure }: { figure: Figure }) {
  const change = percentChange(figure.value, figure.previous);
  if (change === null) {
    return (
      <Text size="xs" c="dimmed">
        {figure.previous === 0 && figure.value > 0 ? 'New in this range' : 'None before'}
      </Text>
    );
  }
  const better = change === 0 ? null : change > 0 === (figure.good === 'up');
  return (
    <Badge variant="light" color={better === null ? 'gray' : better ? 'teal' : 'red'} size="sm">
      {change > 0 ? '+' : ''}
      {change}% vs previous
    </Badge>
  );
}

const seconds = (value: number | null) =>
  value === null ? '–' : value < 90 ? `${Math.round(value)} s` : `${Math.round(value / 60)} min`;

/** The range's totals, each with its change against the range of the same length before. */
export function StatsTotals({ stats }: { stats: StatsReply }) {
  const { totals, previous } = stats;
  const figures: Figure[] = [
    { label: 'Published', value: totals.published, previous: previous.published, good: 'up' },
    { label: 'Scheduled', value: totals.scheduled, previous: previous.scheduled, good: 'up' },
    { label: 'Failed', value: totals.failed, previous: previous.failed, good: 'down' },
    { label: 'Unconfirmed', value: totals.unconfirmed, previous: previous.unconfirmed, good: 'down' },
    { label: 'Reminders', value: totals.reminders, previous: previous.reminders, good: 'up' },
    {
      label: 'Engagement',
      value: totals.engagement.engagement,
      previous: previous.engagement.engagement,
      good: 'up',
    },
  ];
  const published = Math.max(stats.share.campaign + stats.share.library + stats.share.other, 1);
  const share = (part: number) => `${Math.round((part / published) * 100)}%`;
  return (
    <SimpleGrid cols={{ base: 2, md: 4, xl: 8 }} spacing="sm" mb="lg">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="md" p="md" aria-label={figure.label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text fz={26} fw={700} data-testid={`total-${figure.label.toLowerCase()}`}>
            {figure.value.toLocaleString('en-US')}
          </Text>
          <ChangeBadge figure={figure} />
        </Paper>
      ))}
      <Paper withBorder radius="md" p="md" aria-label="Publish delay">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Publish delay
        </Text>
        <Text fz={20} fw={700}>
          {seconds(stats.lag.p50Seconds)}
        </Text>
        <Text size="xs" c="dimmed">
          median; 95% within {seconds(stats.lag.p95Seconds)}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md" aria-label="Published from">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Published from
        </Text>
        <Stack gap={0} mt={4}>
          <Text size="sm">Campaigns {share(stats.share.campaign)}</Text>
          <Text size="sm">Library {share(stats.share.library)}</Text>
          <Text size="sm">Other {share(stats.share.other)}</Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
