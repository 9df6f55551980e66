import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { activityRetentionDays, type User } from '@kairos/core';
import { SectionCard } from '../../../components/ui/section-card';
import { useActivity } from '../api/get-activity';
import { activityTime, describeActivity } from '../lib/describe-activity';

/** Who did what in the team's calendars, newest first (owners and admins; kept 90 days). */
export function ActivitySection({ user }: { user: Pick<User, 'timezone'> }) {
  const activity = useActivity();
  const entries = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <SectionCard
      title="Activity"
      description={`Who created, edited, deleted or published posts, connected or removed accounts and changed the team, over the last ${activityRetentionDays} days.`}
    >
      {activity.isPending && <Loader size="sm" />}
      {activity.isError && (
        <Alert color="red" variant="light">
          {activity.error.message}
        </Alert>
      )}
      {activity.isSuccess && entries.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing happened in the last {activityRetentionDays} days.
        </Text>
      )}
      {entries.length > 0 && (
        <Stack gap="md">
          <Table verticalSpacing="xs" aria-label="Activity">
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry._id}>
                  <Table.Td w={190}>
                    <Text size="sm" c="dimmed">
                      {activityTime(entry.createdAt, user.timezone)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {describeActivity(entry)}{' '}
                      <Text span fw={600}>
                        {entry.subject}
                      </Text>
                    </Text>
                  </Table.Td>
                  <Table.Td w={180}>
                    {entry.calendarName !== null && (
                      <Group justify="flex-end">
                        <Badge variant="light" tt="none">
                          {entry.calendarName}
                        </Badge>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {activity.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                loading={activity.isFetchingNextPage}
                onClick={() => void activity.fetchNextPage()}
              >
                Show older
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
