import type { HttpFailure } from '../http-failures';
import { classifyGoogleFailure, googleError } from '../google-oauth/google-errors';
import { PublishError } from '../publish-error';

/**
 * YouTube's errors (Data API v3, videos.insert and thumbnails.set) on top of Google's shared sorting:
 * - 403 quotaExceeded: the project's daily quota is spent: wait for Pacific midnight;
 * - 400 uploadLimitExceeded: this channel uploaded as many videos as YouTube allows for now: wait a day;
 * - 401 authError, youtubeSignupRequired (no channel on the account), 403 insufficientPermissions:
 *   reconnect;
 * - 400 invalidTitle, invalidDescription, mediaBodyRequired, 403 forbidden, forbiddenPrivacySetting:
 *   refused with YouTube's reason;
 * - 5xx backendError: retry (the upload itself resumes first, see youtube-upload.ts).
 */
export function classifyYoutubeFailure(
  failure: HttpFailure,
  standard: PublishError,
  now: Date,
): PublishError {
  const google = classifyGoogleFailure(failure, standard, now);
  if (googleError(failure.body).reason === 'uploadLimitExceeded')
    return new PublishError('rate_limited', google.message, {
      networkCode: 'uploadLimitExceeded',
      retryAt: new Date(now.getTime() + 24 * 3600_000),
    });
  return google;
}
