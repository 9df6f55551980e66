import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconClockBolt } from '@tabler/icons-react';

interface BrandLogoProps {
  /** White text for dark backgrounds. */
  inverted?: boolean;
}

export function BrandLogo({ inverted = false }: BrandLogoProps) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant={inverted ? 'white' : 'filled'}>
        <IconClockBolt size={20} />
      </ThemeIcon>
      <Text fw={800} fz={20} lh={1} c={inverted ? 'white' : undefined} style={{ letterSpacing: '-0.02em' }}>
        Kairos
      </Text>
    </Group>
  );
}
