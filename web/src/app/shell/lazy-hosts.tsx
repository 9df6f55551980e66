import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { campaignIdFromHash } from '../../lib/open-campaign';
import { composerSearchParam } from '../../lib/open-composer';
import { prefetch, registerPrefetch } from '../../lib/prefetch';
import { withAllStyles } from '../../lib/with-all-styles';

/** How long after the shell appears the composer's chunk is fetched ahead, if the browser is idle. */
const idlePrefetchDelayMs = 5000;

const loadComposer = withAllStyles(() => import('../../features/composer/components/composer-host'));
const loadCampaign = withAllStyles(() => import('../../features/campaigns/components/campaign-host'));
registerPrefetch('composer', loadComposer);
registerPrefetch('campaign', loadCampaign);

const ComposerHost = lazy(() => loadComposer().then((module) => ({ default: module.ComposerHost })));
const CampaignHost = lazy(() => loadCampaign().then((module) => ({ default: module.CampaignHost })));

/** Once true, stays true: a host keeps what it shows after its URL key goes (the saved-post modal). */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  // Derived during render (React's pattern for state that follows a prop): no extra commit.
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** Once the page has settled, the composer's chunk is fetched while nothing else is going on. */
function useIdlePrefetch() {
  useEffect(() => {
    const timer = setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => prefetch('composer'));
    }, idlePrefetchDelayMs);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * The composer (`?post=`) and the campaign modal (`#campaign`), loaded the first time they are
 * opened rather than with the first page; their chunks are asked for on hover of what opens them.
 */
export function LazyHosts() {
  useIdlePrefetch();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const composer = useOnceTrue(searchParams.get(composerSearchParam) !== null);
  const campaign = useOnceTrue(campaignIdFromHash(hash) !== undefined);
  return (
    <Suspense fallback={null}>
      {composer && <ComposerHost />}
      {campaign && <CampaignHost />}
    </Suspense>
  );
}
