import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode } from 'react';
import { NetworkDots } from './network-dots';

interface PostListItemProps {
  excerpt: string;
  networks: readonly string[];
  accountCount: number;
  attention: boolean;
  /** The when column, e.g. '10:15' or 'Mar 3'. */
  when: string;
  whenDetail?: string;
  onOpen: () => void;
  actions?: ReactNode;
}

/** A post as a row of Home's and Drafts' lists: when, the start of its text, its networks, actions. */
export function PostListItem(props: PostListItemProps) {
  const { excerpt, networks, accountCount, attention, when, whenDetail, onOpen, actions } = props;
  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid="post-list-item">
      <Group wrap="nowrap" gap="md">
        <Stack gap={0} w={88} style={{ flex: 'none' }}>
          <Text fw={700} size="sm">
            {when}
          </Text>
          {whenDetail !== undefined && (
            <Text size="xs" c="dimmed">
              {whenDetail}
            </Text>
          )}
        </Stack>
        <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate="end">
            {excerpt}
          </Text>
          <Group gap="xs" mt={4}>
            <NetworkDots networks={networks} />
            <Text size="xs" c="dimmed">
              {accountCount === 1 ? '1 account' : `${accountCount} accounts`}
            </Text>
            {attention && (
              <Group gap={4}>
                <IconAlertTriangle size={14} color="var(--mantine-color-orange-7)" />
                <Text size="xs" c="orange.8">
                  Not posted everywhere
                </Text>
              </Group>
            )}
          </Group>
        </UnstyledButton>
        {actions !== undefined && (
          <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
            {actions}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
