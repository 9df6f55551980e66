import type { HttpFailure } from '../http-failures';
import { PublishError } from '../publish-error';

/** Codes that say "not now": the per-minute request limit, or the creator's or our app's daily cap. */
const waitCodes: Record<string, number> = {
  rate_limit_exceeded: 60_000,
  spam_risk_too_many_posts: 3_600_000,
  spam_risk_too_many_pending_share: 3_600_000,
  reached_active_user_cap: 3_600_000,
};

/**
 * TikTok (API v2) answers `{ "error": { "code": "...", "message": "...", "log_id": "..." } }`. On top of
 * the standard sorting:
 * - 429 rate_limit_exceeded names no reset time; the limits are per minute (init: 6 per minute per
 *   token), so it waits a minute; the daily caps (spam_risk_too_many_posts, reached_active_user_cap,
 *   403) wait an hour and let the engine's retry window decide;
 * - the token endpoint refuses a dead refresh token as 400 invalid_grant or invalid_request: reconnect;
 * - 401 access_token_invalid or scope_not_authorized: reconnect (standard);
 * - every other 4xx (privacy_level_option_mismatch, url_ownership_unverified,
 *   spam_risk_user_banned_from_posting, unaudited_client_can_only_post_to_private_accounts,
 *   invalid_params) refuses the post with TikTok's message; 5xx internal_error retries.
 */
export function classifyTikTokFailure(failure: HttpFailure, standard: PublishError, now: Date): PublishError {
  const code = standard.networkCode ?? '';
  const wait = waitCodes[code];
  if (wait !== undefined || failure.status === 429) {
    const retryAt = standard.retryAt ?? new Date(now.getTime() + (wait ?? 60_000));
    return new PublishError('rate_limited', standard.message, { retryAt, networkCode: code });
  }
  const tokenEndpoint = /\/v2\/oauth\/token\/?$/.test(new URL(failure.url).pathname);
  if (tokenEndpoint && failure.status >= 400 && failure.status < 500)
    return new PublishError('auth', standard.message, { networkCode: code });
  return standard;
}

/**
 * A post TikTok reports FAILED was not published, so the reason decides: its servers or our media URL
 * failing is worth another try, a removed authorization means reconnecting, a daily cap means waiting,
 * anything else (format, duration, size, spam risk) refuses the post.
 */
export function failedPost(reason: string | null | undefined, now: Date): PublishError {
  const code = reason ?? 'unknown';
  const message = `TikTok could not publish the post (${code})`;
  if (code === 'internal' || code === 'video_pull_failed' || code === 'photo_pull_failed')
    return new PublishError('transient', message, { networkCode: code });
  if (code === 'auth_removed') return new PublishError('auth', message, { networkCode: code });
  if (code in waitCodes)
    return new PublishError('rate_limited', message, {
      networkCode: code,
      retryAt: new Date(now.getTime() + (waitCodes[code] ?? 60_000)),
    });
  return new PublishError('bad_content', message, { networkCode: code });
}
