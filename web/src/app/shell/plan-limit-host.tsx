import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { UpgradeModal } from '../../components/ui/upgrade-modal';
import { currentUserQuery } from '../../lib/current-user';
import { limitsQuery } from '../../lib/limits-query';
import { unshownPlanLimit } from '../../lib/plan-limit';

/**
 * Section 8's upgrade modal for every call that can answer PLAN_LIMIT (limit_exceed, no_access,
 * no_subscription): any mutation the screen did not answer itself. The limits and the user are read
 * again, as the plan may have changed since they were loaded.
 */
export function PlanLimitHost({ upgradeHref }: { upgradeHref: string | null }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const refused = unshownPlanLimit(event.action.error, event.mutation.meta);
        if (refused === null) return;
        setMessage(refused);
        void queryClient.invalidateQueries({ queryKey: limitsQuery.queryKey });
        void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      }),
    [queryClient],
  );
  return (
    <UpgradeModal
      opened={message !== null}
      message={message ?? ''}
      upgradeHref={upgradeHref}
      onClose={() => setMessage(null)}
    />
  );
}
