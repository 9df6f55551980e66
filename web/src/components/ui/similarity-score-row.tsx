import { isScoreClickable } from '@kairos/core';
import { Badge, Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';

interface SimilarityScoreRowProps {
  label: string;
  score: number;
  accounts: readonly { id: string; accountName: string; score: number }[];
}

function scoreColor(score: number): string {
  if (score >= 95) return 'red';
  if (score >= 60) return 'orange';
  return 'teal';
}

/** One network's highest score; "a network score of 60 or more is clickable to show accounts". */
export function SimilarityScoreRow({ label, score, accounts }: SimilarityScoreRowProps) {
  const [open, setOpen] = useState(false);
  const clickable = isScoreClickable(score) && accounts.length > 0;
  const line = (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Group gap={6} wrap="nowrap" w={label.length > 20 ? 300 : 160}>
        {clickable && (open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} aria-hidden />)}
        <Text fw={600} size="sm" truncate="end">
          {label}
        </Text>
      </Group>
      <Progress value={score} color={scoreColor(score)} style={{ flex: 1 }} aria-hidden />
      <Badge color={scoreColor(score)} variant="light" w={64}>
        {Math.round(score)}%
      </Badge>
    </Group>
  );
  return (
    <Paper withBorder radius="md" px="md" py="xs" data-testid="similarity-network">
      {clickable ? (
        <UnstyledButton
          w="100%"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-label={`${label} ${Math.round(score)}%: show accounts`}
        >
          {line}
        </UnstyledButton>
      ) : (
        line
      )}
      {clickable && open && (
        <Stack gap={4} mt="xs" pl="lg">
          {accounts.map((account) => (
            <Group key={account.id} justify="space-between" wrap="nowrap">
              <Text size="sm">{account.accountName}</Text>
              <Text size="sm" c="dimmed">
                {Math.round(account.score)}%
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
