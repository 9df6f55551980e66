import { Badge, Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type CampaignSummary } from '../../../lib/campaigns-query';
import classes from './campaigns.module.css';

interface CampaignListProps {
  campaigns: readonly CampaignSummary[];
  /** More campaigns than loaded: the list loads the next page when scrolled to its end. */
  hasMore: boolean;
  onLoadMore: () => void;
  selectedId: string | null;
  onSelect: (campaignId: string | null) => void;
  /** False for a viewer: no New campaign, which the server would refuse. */
  canCreate: boolean;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** The calendar's campaigns, each in its colour; a click edits one. */
export function CampaignList(props: CampaignListProps) {
  const { campaigns, hasMore, onLoadMore, selectedId, onSelect, canCreate } = props;
  return (
    <Stack gap="xs" className={classes.list}>
      {canCreate && (
        <Button
          variant={selectedId === null ? 'filled' : 'light'}
          leftSection={<IconPlus size={14} />}
          onClick={() => onSelect(null)}
        >
          New campaign
        </Button>
      )}
      <ScrollArea.Autosize mah={560} onBottomReached={hasMore ? onLoadMore : undefined}>
        <Stack gap={4}>
          {campaigns.map((campaign) => (
            <UnstyledButton
              key={campaign._id}
              className={classes.listItem}
              data-active={campaign._id === selectedId || undefined}
              onClick={() => onSelect(campaign._id)}
              style={{ borderLeftColor: campaign.color }}
            >
              <Text size="sm" fw={600} truncate="end">
                {campaign.name}
              </Text>
              <Group justify="space-between" gap={4}>
                <Text size="xs" c="dimmed">
                  {formatDay(campaign.startDate)} – {formatDay(campaign.endDate)}
                </Text>
                {campaign.stats.blocked > 0 && (
                  <Badge size="xs" color="orange" variant="light">
                    {campaign.stats.blocked} blocked
                  </Badge>
                )}
              </Group>
            </UnstyledButton>
          ))}
          {hasMore && (
            <Button variant="subtle" size="xs" onClick={onLoadMore}>
              Show more campaigns
            </Button>
          )}
          {campaigns.length === 0 && (
            <Text size="xs" c="dimmed" px={4}>
              No campaigns yet. A campaign fills your calendar from library categories.
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
