import { errorMessage, isApiError } from '../../../lib/api-error';

/** A validation error's own message (e.g. the Mastodon server's) rather than the general one. */
export function describeError(error: unknown): string {
  if (isApiError(error)) return error.details[0]?.message ?? error.message;
  return errorMessage(error);
}

/** A refusal at the plan's limits (403 limit_exceed), shown in the upgrade modal instead. */
export function limitMessageOf(error: unknown): string | null {
  if (isApiError(error) && error.status === 403 && error.reason === 'limit_exceed') return error.message;
  return null;
}
