import { Badge, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AssistantStatus } from '@kairos/core';
import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '../../../components/ui/section-card';
import { assistantStatusQuery } from '../api/get-assistant-status';

/** '2026-11' as "November 2026". */
function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (year === undefined || number === undefined || Number.isNaN(year) || Number.isNaN(number)) return month;
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

function Facts({ status }: { status: AssistantStatus }) {
  const model = status.engine === 'model';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Engine
        </Text>
        <Group gap="xs">
          <Text fw={600} data-testid="assistant-engine">
            {model ? 'Language model' : 'Built-in'}
          </Text>
          {model && status.model !== undefined && <Badge variant="light">{status.model}</Badge>}
        </Group>
        <Text size="xs" c="dimmed">
          {model
            ? 'Captions, titles and summaries are written by the model this server is set up with; when it fails, the built-in engine answers.'
            : 'Works on this server with no key and no internet. Set AI_BASE_URL and AI_MODEL to use a language model.'}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {monthName(status.usage.month)}
        </Text>
        <Text fw={600} data-testid="assistant-usage">
          {status.usage.requests.toLocaleString('en-US')}{' '}
          {status.usage.requests === 1 ? 'request' : 'requests'}
        </Text>
        <Text size="xs" c="dimmed">
          {model
            ? `By your team this month, ${status.usage.modelRequests.toLocaleString('en-US')} of them answered by the model`
            : 'By your team this month'}
        </Text>
      </Stack>
    </SimpleGrid>
  );
}

/** The writing assistant's engine and this month's use by the team (GET /api/assistant/status). */
export function AssistantStatusSection() {
  const status = useQuery(assistantStatusQuery);
  return (
    <SectionCard title="Writing assistant" description="Captions, hashtags, summaries and the text check.">
      {status.isPending && <Loader size="sm" aria-label="Loading the writing assistant's status" />}
      {status.isError && (
        <Group gap="sm">
          <Text c="red" size="sm">
            {status.error.message}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </Group>
      )}
      {status.data !== undefined && <Facts status={status.data} />}
    </SectionCard>
  );
}
