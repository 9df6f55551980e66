import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface GallerySectionProps {
  name: string;
  file: string;
  description: string;
  children: ReactNode;
}

/** One shared component in the gallery: its name, where it lives, what it is for, and live examples. */
export function GallerySection({ name, file, description, children }: GallerySectionProps) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label={name}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz={20}>
            {name}
          </Title>
          <Code>{file}</Code>
        </div>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
