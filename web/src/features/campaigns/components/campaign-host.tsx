import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { campaignIdFromHash, useOpenCampaign } from '../../../lib/open-campaign';
import { useCurrentUser } from '../../../lib/current-user';
import { CampaignModal } from './campaign-modal';

/** Mounted once by the shell: `#campaign` opens a new campaign, `#campaign=<id>` edits one. */
export function CampaignHost() {
  const calendarId = useParams().calendarId ?? '';
  const { timezone } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const openCampaign = useOpenCampaign();
  const requested = campaignIdFromHash(location.hash);
  const close = useCallback(
    () =>
      void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true }),
    [navigate, location.pathname, location.search],
  );
  if (requested === undefined) return null;
  return (
    <CampaignModal
      calendarId={calendarId}
      timeZone={timezone}
      campaignId={requested}
      onSelect={(campaignId) => void openCampaign(campaignId ?? undefined)}
      onClose={close}
    />
  );
}
