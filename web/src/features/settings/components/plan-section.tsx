import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type User } from '@kairos/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { planSummary, shownLimits } from '../lib/plan-summary';

interface PlanSectionProps {
  user: User;
  /** Where upgrading happens; null for team members (spec: they do not see upgrade-profile). */
  upgradeHref: string | null;
  now?: Date;
}

function LimitValue({ value }: { value: number | boolean }) {
  if (typeof value === 'number') return <Text fw={600}>{value.toLocaleString('en-US')}</Text>;
  return value ? (
    <IconCheck size={18} color="var(--mantine-color-teal-6)" aria-label="Included" />
  ) : (
    <IconX size={18} color="var(--mantine-color-gray-5)" aria-label="Not included" />
  );
}

/** The team's plan and the limits it gives (core's plan limits); billing itself comes later. */
export function PlanSection({ user, upgradeHref, now = new Date() }: PlanSectionProps) {
  const plan = planSummary(user, now);
  return (
    <SectionCard
      title="Plan and billing"
      description={
        upgradeHref === null
          ? "Your team's plan. Its owner manages the subscription."
          : "Your team's plan and what it includes."
      }
      actions={
        upgradeHref !== null && (
          <Button component={Link} to={upgradeHref}>
            Upgrade
          </Button>
        )
      }
    >
      <Stack gap="lg">
        <Group gap="sm">
          <Text fz="xl" fw={700}>
            {plan.name}
          </Text>
          {plan.period !== null && <Badge variant="light">{plan.period}</Badge>}
          {plan.expired && <Badge color="red">expired</Badge>}
          {plan.endsOn !== null && (
            <Text size="sm" c="dimmed">
              {plan.expired ? 'Ended on' : 'Renews or ends on'} {plan.endsOn}
            </Text>
          )}
        </Group>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" role="list" aria-label="Plan limits">
          {shownLimits.map(({ key, label }) => (
            <Group
              key={key}
              justify="space-between"
              role="listitem"
              px="md"
              py="xs"
              bg="var(--mantine-color-gray-0)"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Text size="sm">{label}</Text>
              <LimitValue value={plan.limits[key]} />
            </Group>
          ))}
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
