import { Stack, Text, Title } from '@mantine/core';

interface AuthHeadingProps {
  title: string;
  description: string;
}

export function AuthHeading({ title, description }: AuthHeadingProps) {
  return (
    <Stack gap={6} mb="lg">
      <Title order={1} fz={26}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {description}
      </Text>
    </Stack>
  );
}
