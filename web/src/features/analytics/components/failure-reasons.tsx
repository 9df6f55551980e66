import { Anchor, Table, Text } from '@mantine/core';
import type { StatsReply } from '@kairos/core';

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
