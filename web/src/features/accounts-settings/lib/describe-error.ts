import { errorMessage, isApiError } from '../../../lib/api-error';

/** A validation error's own message (e.g. the Mastodon server's) rather than the general one. */
export function describeError(error: unknown): string {
  if (isApiError(error)) return error.details[0]?.message ?? error.message;
  return errorMessage(error);
}

/**
 * A refusal by the plan (403 PLAN_LIMIT: past its seats or boards, or a network it lacks), shown in
 * the upgrade modal instead.
 */
export function limitMessageOf(error: unknown): string | null {
  if (isApiError(error) && error.code === 'PLAN_LIMIT') return error.message;
  return null;
}
