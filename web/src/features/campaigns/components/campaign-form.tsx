import { currentOffsetLabel, messages } from '@kairos/core';
import { Alert, Button, Divider, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { calendarAccountsQuery } from '../../../lib/calendar-accounts-query';
import { useCanEditContent } from '../../../lib/can-edit-content';
import { categoriesQuery } from '../../../lib/categories-query';
import { type CampaignDetail } from '../api/get-campaign';
import { useCampaignMaxDurationDays } from '../api/get-config';
import { type CampaignValues, initialCampaignValues } from '../model/campaign-values';
import { useCampaignSubmit } from '../model/use-campaign-submit';
import { useDayCounts } from '../model/use-day-counts';
import { CampaignAudience } from './campaign-audience';
import { CampaignConflictModal } from './campaign-conflict-modal';
import { CampaignSchedule } from './campaign-schedule';

interface CampaignFormProps {
  calendarId: string;
  campaign: CampaignDetail | null;
  today: string;
  timeZone: string;
  onClose: () => void;
  onDelete: (() => void) | null;
}

/** The campaign modal's form: who and what on the left, when on the right; Create / Update campaign. */
export function CampaignForm({
  calendarId,
  campaign,
  today,
  timeZone,
  onClose,
  onDelete,
}: CampaignFormProps) {
  const accounts = useQuery(calendarAccountsQuery(calendarId)).data ?? [];
  const categories = useQuery(categoriesQuery(calendarId)).data ?? [];
  const maxDurationDays = useCampaignMaxDurationDays();
  // A viewer reads a campaign; saving or deleting it is refused by the server, so it is not offered.
  const canEdit = useCanEditContent(calendarId);
  const counts = useDayCounts(calendarId, today, timeZone);
  const [values, setValues] = useState<CampaignValues>(() => initialCampaignValues(campaign, today));
  const flow = useCampaignSubmit({ calendarId, campaignId: campaign?._id ?? null, values, onSaved: onClose });
  const set = <K extends keyof CampaignValues>(name: K, value: CampaignValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  return (
    <Stack gap="md" style={{ gridColumn: 'span 2' }}>
      <Group align="flex-start" grow gap="lg">
        <CampaignAudience values={values} set={set} accounts={accounts} categories={categories} />
        <CampaignSchedule
          values={values}
          set={set}
          today={today}
          maxDurationDays={maxDurationDays}
          offsetLabel={currentOffsetLabel(new Date(), timeZone)}
          counts={counts}
        />
      </Group>
      {!canEdit && (
        <Alert color="yellow" variant="light">
          {messages.errors.forbidden}
        </Alert>
      )}
      {flow.errors.length > 0 && (
        <Alert color="red" variant="light" data-testid="campaign-errors">
          {flow.errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </Alert>
      )}
      <Divider />
      <Group justify="space-between">
        <div>
          {onDelete !== null && canEdit && (
            <Button variant="subtle" color="red" onClick={onDelete}>
              Delete campaign
            </Button>
          )}
        </div>
        <Group>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={flow.pending} disabled={!canEdit} onClick={() => flow.submit()}>
            {campaign === null ? 'Create campaign' : 'Update campaign'}
          </Button>
        </Group>
      </Group>
      <CampaignConflictModal
        conflicts={flow.conflicts}
        timeZone={timeZone}
        pending={flow.pending}
        onCancel={flow.closeConflicts}
        onFix={flow.fixConflicts}
        onKeepBoth={flow.keepBoth}
      />
    </Stack>
  );
}
