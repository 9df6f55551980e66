import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { type CampaignConflict, conflictsFromError } from '../../../lib/rule-violations';
import { useSaveCampaign } from '../api/save-campaign';
import {
  type CampaignOverrides,
  campaignErrors,
  type CampaignValues,
  toCampaignBody,
} from './campaign-values';

interface CampaignSubmitContext {
  calendarId: string;
  campaignId: string | null;
  values: CampaignValues;
  onSaved: () => void;
}

/** Create / Update campaign: the form's checks, the call, and the campaign-conflict modal's two ways out. */
export function useCampaignSubmit({ calendarId, campaignId, values, onSaved }: CampaignSubmitContext) {
  const save = useSaveCampaign(calendarId);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  // After the first try the form's own checks follow the values, so a fixed field's message goes.
  const errors = [...new Set([...(attempted ? campaignErrors(values) : []), ...serverErrors])];
  const [conflicts, setConflicts] = useState<CampaignConflict[] | null>(null);

  function submit(overrides: CampaignOverrides = {}) {
    setAttempted(true);
    setServerErrors([]);
    if (campaignErrors(values).length > 0) return;
    save.mutate(
      { campaignId, body: toCampaignBody(values, calendarId, overrides) },
      {
        onSuccess: (campaign) => {
          setConflicts(null);
          const { stats } = campaign;
          const blocked = stats.blocked > 0 ? `, ${stats.blocked} need more library content` : '';
          notifications.show({
            color: 'teal',
            title: campaignId === null ? 'Campaign created' : 'Campaign updated',
            message: `${campaign.name}: ${stats.posts} posts in the calendar${blocked}.`,
          });
          onSaved();
        },
        onError: (error) => {
          const found = conflictsFromError(error);
          if (found !== null) {
            setConflicts(found);
            return;
          }
          const details = isApiError(error) ? error.details.map((detail) => detail.message) : [];
          setServerErrors(details.length > 0 ? details : [error.message]);
        },
      },
    );
  }

  return {
    errors,
    conflicts,
    pending: save.isPending,
    submit,
    closeConflicts: () => setConflicts(null),
    fixConflicts: () => submit({ fixCampaignConflicts: true }),
    keepBoth: () => submit({ ignoreCampaignCheck: true }),
  };
}
