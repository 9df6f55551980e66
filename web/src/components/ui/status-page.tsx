import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode } from 'react';
import { BrandLogo } from './brand-logo';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  message: ReactNode;
  actions?: ReactNode;
  /** Standalone pages (outside the app shell) show the brand, so the user knows where they are. */
  standalone?: boolean;
}

export function StatusPage({ icon, title, message, actions, standalone = false }: StatusPageProps) {
  return (
    <Center mih={standalone ? '100vh' : 480} p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        {standalone && <BrandLogo />}
        <ThemeIcon size={64} radius="xl" variant="light" mt={standalone ? 'xl' : 0}>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {typeof message === 'string' ? <Text c="dimmed">{message}</Text> : message}
        {actions}
      </Stack>
    </Center>
  );
}
