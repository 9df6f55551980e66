import { Button, Group, Modal, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { SimilarityModal } from '../../../components/ui/similarity-modal';
import { type CampaignConflict } from '../../../lib/rule-violations';
import { type ComplianceBlock, type ComplianceOverrides } from '../model/compliance-block';

interface OverrideDialogProps {
  block: ComplianceBlock | null;
  timeZone: string;
  onCancel: () => void;
  onOverride: (overrides: Partial<ComplianceOverrides>) => void;
}

function when(postDate: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(postDate));
}

interface CampaignConflictDialogProps {
  message: string;
  conflicts: CampaignConflict[];
  timeZone: string;
  onCancel: () => void;
  onOverride: (overrides: Partial<ComplianceOverrides>) => void;
}

/** The campaign-conflict modal: ignore the campaign check, or fix the conflicts (skip the campaign's content). */
export function CampaignConflictDialog(props: CampaignConflictDialogProps) {
  const { message, conflicts, timeZone, onCancel, onOverride } = props;
  return (
    <Modal
      opened
      onClose={onCancel}
      title="This post conflicts with a campaign"
      size={560}
      centered
      zIndex={300}
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size="lg" radius="xl" variant="light" color="orange">
            <IconCalendarExclamation size={18} />
          </ThemeIcon>
          <Text size="sm">{message}</Text>
        </Group>
        <Table verticalSpacing={6} data-testid="campaign-conflicts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Campaign</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {conflicts.map((conflict) => (
              <Table.Tr key={`${conflict.campaignId}-${conflict.accountId}-${conflict.postDate}`}>
                <Table.Td>{conflict.campaignName}</Table.Td>
                <Table.Td>{conflict.accountName}</Table.Td>
                <Table.Td>{when(conflict.postDate, timeZone)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          Fixing the conflicts skips the campaign&apos;s content at those times; ignoring keeps both.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="light" color="orange" onClick={() => onOverride({ ignoreCampaignCheck: true })}>
            Ignore campaign check
          </Button>
          <Button color="orange" onClick={() => onOverride({ fixCampaignConflicts: true })}>
            Fix conflicts
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * "Blocking and override": a compliance block opens the similarity modal (cancel or post anyway,
 * resent with ignoreComplianceCheck); a campaign block opens the campaign-conflict modal.
 */
export function OverrideDialog({ block, timeZone, onCancel, onOverride }: OverrideDialogProps) {
  if (block?.rule === 'campaign') {
    return (
      <CampaignConflictDialog
        message={block.message}
        conflicts={block.conflicts}
        timeZone={timeZone}
        onCancel={onCancel}
        onOverride={onOverride}
      />
    );
  }
  return (
    <SimilarityModal
      result={block?.rule === 'compliance' ? block.similarity : null}
      onCancel={onCancel}
      onPostAnyway={() => onOverride({ ignoreComplianceCheck: true })}
    />
  );
}
