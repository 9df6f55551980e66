import { Box, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarTime, IconLibrary, IconUsersGroup } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import classes from './auth-layout.module.css';

const highlights = [
  { icon: IconCalendarTime, text: 'Schedule posts to every network from one calendar' },
  { icon: IconLibrary, text: 'Keep reusable content in a library and run campaigns from it' },
  { icon: IconUsersGroup, text: 'Work across brands and with your team' },
];

/** The public pages: the product's promise on the left, the form on the right. */
export function AuthLayout() {
  return (
    <div className={classes.root}>
      <Box className={classes.brandPanel} visibleFrom="md">
        <BrandLogo inverted />
        <Stack gap="xl" maw={440}>
          <Title order={2} fz={36} lh={1.15} c="white">
            The right post, at the right moment.
          </Title>
          <List spacing="md" center>
            {highlights.map(({ icon: Icon, text }) => (
              <List.Item
                key={text}
                icon={
                  <ThemeIcon variant="white" radius="xl" size={30}>
                    <Icon size={16} />
                  </ThemeIcon>
                }
              >
                <Text c="white" opacity={0.92}>
                  {text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="xs" c="white" opacity={0.7}>
          © Kairos
        </Text>
      </Box>
      <main className={classes.formPanel}>
        <div className={classes.form}>
          <Box hiddenFrom="md" mb="xl">
            <BrandLogo />
          </Box>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
