import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (e.g. "Invite member"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One block of a settings section: a titled card, labelled for assistive technology by its title. */
export function SectionCard({ title, description, actions, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="lg" wrap="nowrap">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
          {description !== undefined && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
