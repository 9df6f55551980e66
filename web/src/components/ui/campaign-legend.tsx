import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useCampaigns } from '../../lib/campaigns-query';
import { useCanEditContent } from '../../lib/can-edit-content';
import { useOpenCampaign } from '../../lib/open-campaign';
import { prefetchOnIntent } from '../../lib/prefetch';

/** The calendar's campaigns in their colours (a click edits one) and the button that opens `#campaign`. */
export function CampaignLegend({ calendarId }: { calendarId: string }) {
  const { campaigns, total } = useCampaigns(calendarId);
  // A viewer only looks: no new campaign, which the server would refuse.
  const canEdit = useCanEditContent(calendarId);
  const openCampaign = useOpenCampaign();
  return (
    <Group gap="sm" wrap="nowrap" data-testid="campaign-legend">
      {campaigns.slice(0, 4).map((campaign) => (
        <UnstyledButton
          key={campaign._id}
          onClick={() => void openCampaign(campaign._id)}
          {...prefetchOnIntent('campaign')}
          aria-label={`Edit campaign ${campaign.name}`}
        >
          <Group gap={6} wrap="nowrap">
            <span
              style={{ width: 10, height: 10, borderRadius: 5, background: campaign.color, flex: 'none' }}
            />
            <Text size="sm" fw={500} truncate="end" maw={140}>
              {campaign.name}
            </Text>
          </Group>
        </UnstyledButton>
      ))}
      {total > 4 && (
        <Text size="sm" c="dimmed">
          +{total - 4}
        </Text>
      )}
      {canEdit && (
        <Button
          variant="light"
          leftSection={<IconSpeakerphone size={16} />}
          onClick={() => void openCampaign()}
          {...prefetchOnIntent('campaign')}
        >
          New campaign
        </Button>
      )}
    </Group>
  );
}
