import { isApiError } from './api-error';

/**
 * A mutation whose screen shows its own upgrade modal for a PLAN_LIMIT answer says so in its meta;
 * every other one is answered by the shell's (see app/shell/plan-limit-host.tsx).
 */
export const planLimitShownMeta = { planLimitShown: true } as const;

/** The upgrade message of a PLAN_LIMIT answer no screen showed itself, or null. */
export function unshownPlanLimit(error: unknown, meta: Record<string, unknown> | undefined): string | null {
  if (meta?.planLimitShown === true) return null;
  return isApiError(error) && error.code === 'PLAN_LIMIT' ? error.message : null;
}
