import { zonedDate } from '@kairos/core';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useCampaigns } from '../../../lib/campaigns-query';
import { useCanEditContent } from '../../../lib/can-edit-content';
import { campaignQuery } from '../api/get-campaign';
import { useDeleteCampaign } from '../api/delete-campaign';
import { CampaignForm } from './campaign-form';
import { CampaignList } from './campaign-list';
import classes from './campaigns.module.css';

interface CampaignModalProps {
  calendarId: string;
  timeZone: string;
  /** The campaign to edit, or null for a new one. */
  campaignId: string | null;
  onSelect: (campaignId: string | null) => void;
  onClose: () => void;
}

/** `calendar#campaign`: the calendar's campaigns on the left, the chosen (or a new) one to edit. */
export function CampaignModal({ calendarId, timeZone, campaignId, onSelect, onClose }: CampaignModalProps) {
  const campaigns = useCampaigns(calendarId);
  const campaign = useQuery({ ...campaignQuery(campaignId ?? ''), enabled: campaignId !== null });
  const remove = useDeleteCampaign();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const today = zonedDate(new Date(), timeZone);
  const canEdit = useCanEditContent(calendarId);

  return (
    <Modal
      opened
      onClose={onClose}
      title={campaignId === null ? 'Create campaign' : 'Edit campaign'}
      size={1240}
      centered
    >
      <div className={classes.modalBody}>
        <CampaignList
          campaigns={campaigns.campaigns}
          hasMore={campaigns.hasMore}
          onLoadMore={campaigns.loadMore}
          selectedId={campaignId}
          onSelect={onSelect}
          canCreate={canEdit}
        />
        {campaignId !== null && campaign.data === undefined ? (
          campaign.error !== null ? (
            <Alert color="red" style={{ gridColumn: 'span 2' }}>
              {errorMessage(campaign.error)}
            </Alert>
          ) : (
            <Loader mx="auto" my="xl" style={{ gridColumn: 'span 2' }} />
          )
        ) : (
          <CampaignForm
            key={campaignId ?? 'new'}
            calendarId={calendarId}
            campaign={campaignId === null ? null : (campaign.data ?? null)}
            today={today}
            timeZone={timeZone}
            onClose={onClose}
            onDelete={campaignId === null ? null : () => setConfirmDelete(true)}
          />
        )}
      </div>
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete this campaign?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            Its posts that are not published yet leave the calendar. Published posts stay.
          </Text>
          {remove.error !== null && <Alert color="red">{errorMessage(remove.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              No
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                campaignId !== null &&
                remove.mutate(campaignId, {
                  onSuccess: () => {
                    setConfirmDelete(false);
                    onSelect(null);
                  },
                })
              }
            >
              Yes, delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal>
  );
}
