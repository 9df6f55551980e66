import { Anchor, Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { networkName, type StatsReply } from '@kairos/core';
import { IconArrowDown, IconArrowUp, IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useOpenComposer } from '../../../lib/open-composer';
import { downloadCsv, toCsv } from '../lib/stats-csv';

type TopPost = StatsReply['topPosts'][number];
type Column = 'postDate' | 'likes' | 'reposts' | 'replies' | 'impressions' | 'engagement';

const columns: { key: Column; label: string }[] = [
  { key: 'postDate', label: 'Date' },
  { key: 'likes', label: 'Likes' },
  { key: 'reposts', label: 'Reposts' },
  { key: 'replies', label: 'Replies' },
  { key: 'impressions', label: 'Views' },
  { key: 'engagement', label: 'Engagement' },
];

function compare(a: TopPost, b: TopPost, column: Column): number {
  const left = a[column];
  const right = b[column];
  if (left === right) return 0;
  if (left === null) return -1;
  if (right === null) return 1;
  return left < right ? -1 : 1;
}

interface TopPostsTableProps {
  posts: TopPost[];
  accountName: (accountId: string) => string;
  timeZone: string;
  fileName: string;
}

/** The range's best posts, sortable by any figure; a row opens its post, the CSV holds what is shown. */
export function TopPostsTable({ posts, accountName, timeZone, fileName }: TopPostsTableProps) {
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({
    column: 'engagement',
    descending: true,
  });
  const openComposer = useOpenComposer();
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const sorted = [...posts].sort((a, b) => (sort.descending ? -1 : 1) * compare(a, b, sort.column));
  if (posts.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        No published posts in this range.
      </Text>
    );
  }
  const exportCsv = () =>
    downloadCsv(
      fileName,
      toCsv(
        ['Post', 'Account', 'Network', 'Date', 'Likes', 'Reposts', 'Replies', 'Views', 'Engagement', 'Link'],
        sorted.map((post) => [
          post.excerpt,
          accountName(post.accountId),
          networkName(post.socialMedia),
          post.postDate,
          post.likes,
          post.reposts,
          post.replies,
          post.impressions,
          post.engagement,
          post.externalUrl,
        ]),
      ),
    );
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} onClick={exportCsv}>
          Export CSV
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover aria-label="Top posts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Post</Table.Th>
              <Table.Th>Account</Table.Th>
              {columns.map(({ key, label }) => (
                <Table.Th
                  key={key}
                  aria-sort={sort.column === key ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                >
                  <UnstyledButton
                    fw={600}
                    fz="sm"
                    onClick={() =>
                      setSort((now) => ({
                        column: key,
                        descending: now.column === key ? !now.descending : true,
                      }))
                    }
                  >
                    <Group gap={2} wrap="nowrap">
                      {label}
                      {sort.column === key &&
                        (sort.descending ? <IconArrowDown size={12} /> : <IconArrowUp size={12} />)}
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((post) => (
              <Table.Tr key={`${post.postId}-${post.accountId}`}>
                <Table.Td maw={320}>
                  <Group gap={6} wrap="nowrap">
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      lineClamp={2}
                      ta="left"
                      onClick={() => openComposer(post.postId)}
                    >
                      {post.excerpt || '(no text)'}
                    </Anchor>
                    {post.externalUrl !== null && (
                      <Anchor
                        href={post.externalUrl}
                        target="_blank"
                        rel="noreferrer"
                        aria-label="Open on the network"
                      >
                        <IconExternalLink size={14} />
                      </Anchor>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{accountName(post.accountId)}</Text>
                  <Text size="xs" c="dimmed">
                    {networkName(post.socialMedia)}
                  </Text>
                </Table.Td>
                <Table.Td>{when.format(new Date(post.postDate))}</Table.Td>
                {columns.slice(1).map(({ key }) => (
                  <Table.Td key={key}>{post[key] ?? '–'}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
