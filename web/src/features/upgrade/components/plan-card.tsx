import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type BilledPeriod } from '@kairos/core';
import { money, type PlanOffer } from '../lib/plan-offers';

interface PlanCardProps {
  offer: PlanOffer;
  period: BilledPeriod;
  /** The button: subscribe, change to it, or none (the current plan, billing off). */
  action: { label: string; onClick: () => void; loading?: boolean } | null;
}

/** One plan: its price for the period, the annual savings, what it unlocks, current or recommended. */
export function PlanCard({ offer, period, action }: PlanCardProps) {
  const unit = period === 'monthly' ? 'month' : 'year';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow={offer.isNext ? 'md' : undefined}
      style={offer.isNext ? { borderColor: 'var(--mantine-color-orange-5)', borderWidth: 2 } : undefined}
      aria-label={`${offer.name} plan`}
      role="region"
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start">
          <Title order={3}>{offer.name}</Title>
          {offer.isCurrent && <Badge color="teal">Current plan</Badge>}
          {offer.isNext && <Badge color="orange">Recommended</Badge>}
        </Group>
        <div>
          <Group gap={6} align="baseline">
            {offer.discountedPrice !== null && (
              <Text td="line-through" c="dimmed">
                {money(offer.price)}
              </Text>
            )}
            <Text fz={32} fw={700}>
              {money(offer.discountedPrice ?? offer.price)}
            </Text>
            <Text c="dimmed">/ {unit}</Text>
          </Group>
          {period === 'annual' && (
            <Text size="sm" c="teal.7" fw={600}>
              Save {money(offer.savings)} a year
            </Text>
          )}
        </div>
        <List spacing={4} size="sm" listStyleType="none">
          {offer.counts.map((count) => (
            <List.Item key={count.label}>
              <Text span fw={600}>
                {count.value.toLocaleString('en-US')}
              </Text>{' '}
              {count.label}
            </List.Item>
          ))}
        </List>
        <List spacing={4} size="sm" listStyleType="none" aria-label={`What ${offer.name} unlocks`}>
          {offer.features.map((feature) => (
            <List.Item
              key={feature.label}
              icon={
                <ThemeIcon size={18} radius="xl" variant="light" color={feature.included ? 'teal' : 'gray'}>
                  {feature.included ? (
                    <IconCheck size={12} aria-label="Included" />
                  ) : (
                    <IconX size={12} aria-label="Not included" />
                  )}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={feature.included ? undefined : 'dimmed'}>
                {feature.label}
              </Text>
            </List.Item>
          ))}
        </List>
        {action !== null && (
          <Button
            mt="auto"
            fullWidth
            color={offer.isNext ? 'orange' : undefined}
            variant={offer.isNext ? 'filled' : 'light'}
            onClick={action.onClick}
            loading={action.loading}
          >
            {action.label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
