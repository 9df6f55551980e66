import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type CampaignConflict } from '../../../lib/rule-violations';

interface CampaignConflictModalProps {
  conflicts: readonly CampaignConflict[] | null;
  timeZone: string;
  pending: boolean;
  onCancel: () => void;
  /** Resend with `fixCampaignConflicts`: "skip the content in the campaign" where they clash. */
  onFix: () => void;
  /** Resend with `ignoreCampaignCheck`: both campaigns post. */
  onKeepBoth: () => void;
}

/** Another campaign already posts to one of these accounts at the same time. */
export function CampaignConflictModal(props: CampaignConflictModalProps) {
  const { conflicts, timeZone, pending, onCancel, onFix, onKeepBoth } = props;
  const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <Modal opened={conflicts !== null} onClose={onCancel} title="Campaigns overlap" centered size="lg">
      {conflicts !== null && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={20} color="var(--mantine-color-orange-6)" style={{ flex: 'none' }} />
            <Text size="sm">
              This campaign posts to the same account at the same time as another campaign. Fix the conflicts
              to skip those slots in this campaign, or keep both.
            </Text>
          </Group>
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Campaign</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th>When</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {conflicts.slice(0, 8).map((conflict) => (
                <Table.Tr key={`${conflict.campaignId}-${conflict.accountId}-${conflict.postDate}`}>
                  <Table.Td>{conflict.campaignName}</Table.Td>
                  <Table.Td>{conflict.accountName}</Table.Td>
                  <Table.Td>{format.format(new Date(conflict.postDate))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {conflicts.length > 8 && (
            <Text size="xs" c="dimmed">
              and {conflicts.length - 8} more
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="light" onClick={onKeepBoth} loading={pending}>
              Keep both
            </Button>
            <Button color="orange" onClick={onFix} loading={pending}>
              Fix conflicts
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
