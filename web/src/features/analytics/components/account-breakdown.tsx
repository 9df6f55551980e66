import { Anchor, Table, Text } from '@mantine/core';
import { networkName, statsMessages, type StatsReply } from '@kairos/core';
import { Link } from 'react-router';

/** Each account's figures for the range; an account whose token expired links to its reconnect. */
export function AccountBreakdown({ stats, calendarId }: { stats: StatsReply; calendarId: string }) {
  if (stats.byAccount.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        No posts went to any account in this range.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table aria-label="Accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>Published</Table.Th>
            <Table.Th>Scheduled</Table.Th>
            <Table.Th>Failed</Table.Th>
            <Table.Th>Unconfirmed</Table.Th>
            <Table.Th>Reminders</Table.Th>
            <Table.Th>Engagement</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stats.byAccount.map((account) => (
            <Table.Tr key={account.accountId}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {account.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {networkName(account.socialMedia)}
                </Text>
                {account.metrics === 'reconnect' && (
                  <Anchor component={Link} to={`/${calendarId}/settings#accounts`} size="xs" display="block">
                    {statsMessages.reconnectForMetrics}
                  </Anchor>
                )}
                {account.metrics === 'unsupported' && (
                  <Text size="xs" c="dimmed">
                    {statsMessages.noMetrics}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{account.published}</Table.Td>
              <Table.Td>{account.scheduled}</Table.Td>
              <Table.Td>{account.failed}</Table.Td>
              <Table.Td>{account.unconfirmed}</Table.Td>
              <Table.Td>{account.reminders}</Table.Td>
              <Table.Td>{account.engagement}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The most frequent failure reasons, each with its posts to open and retry. */
export function FailureReasons({ stats, onOpen }: { stats: StatsReply; onOpen: (postId: string) => void }) {
  if (stats.failureReasons.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing failed in this range.
      </Text>
    );
  }
  return (
    <Table aria-label="Failure reasons">
      <Table.Tbody>
        {stats.failureReasons.map((reason) => (
          <Table.Tr key={reason.reason}>
            <Table.Td>
              <Text size="sm">{reason.reason}</Text>
              <Text size="xs" c="dimmed">
                {reason.count} {reason.count === 1 ? 'time' : 'times'} on {reason.postCount}{' '}
                {reason.postCount === 1 ? 'post' : 'posts'}
                {reason.postCount > reason.postIds.length && ` (the first ${reason.postIds.length} listed)`}
              </Text>
            </Table.Td>
            <Table.Td>
              {reason.postIds.map((postId, index) => (
                <Anchor
                  key={postId}
                  component="button"
                  type="button"
                  size="sm"
                  mr="xs"
                  onClick={() => onOpen(postId)}
                >
                  Post {index + 1}
                </Anchor>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
