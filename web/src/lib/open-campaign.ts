import { useLocation, useNavigate } from 'react-router';

/**
 * The campaign modal opens from the calendar at `calendar#campaign` (the voice assistant's intent too);
 * the shell hosts it, so the calendar opens it with this hook without importing the campaigns feature.
 * `#campaign=<id>` edits one.
 */
export const campaignHash = 'campaign';

export function campaignIdFromHash(hash: string): string | null | undefined {
  const value = hash.replace(/^#/, '');
  if (value === campaignHash) return null;
  if (value.startsWith(`${campaignHash}=`)) return decodeURIComponent(value.slice(campaignHash.length + 1));
  return undefined;
}

export function useOpenCampaign() {
  const navigate = useNavigate();
  const location = useLocation();
  return (campaignId?: string) =>
    navigate({
      pathname: location.pathname,
      search: location.search,
      hash: campaignId === undefined ? campaignHash : `${campaignHash}=${encodeURIComponent(campaignId)}`,
    });
}
