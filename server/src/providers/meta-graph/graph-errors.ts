import { retryAtFromHeaders, type HttpFailure } from '../http-failures';
import { PublishError } from '../publish-error';
import { usageRetryAt } from './graph-usage';

/** The Graph API's error object: `{ error: { message, type, code, error_subcode, fbtrace_id } }`. */
export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_msg?: string;
  /** Meta's own hint that the same call may succeed later. */
  is_transient?: boolean;
  fbtrace_id?: string;
}

export function graphError(body: unknown): GraphErrorBody | null {
  const error = (body as { error?: unknown } | null)?.error;
  return error && typeof error === 'object' ? error : null;
}

/**
 * The video upload host (rupload.facebook.com) answers `{ debug_info: { retriable, type, message } }`
 * instead of a Graph error: retriable is worth another try, anything else is a refusal of the file.
 */
function uploadError(body: unknown): PublishError | null {
  const info = (body as { debug_info?: { retriable?: unknown; type?: unknown; message?: unknown } } | null)
    ?.debug_info;
  if (!info || typeof info.message !== 'string') return null;
  const networkCode = typeof info.type === 'string' ? info.type : 'rupload';
  return new PublishError(info.retriable === true ? 'transient' : 'bad_content', info.message, {
    networkCode,
  });
}

/** Throttling: app (4), user (17), page (32), custom (613), app limit (341), Pages and Instagram BUC. */
const rateLimitCodes = new Set([4, 17, 32, 341, 613, 80001, 80002]);
/** "Temporary issue due to downtime. Wait and retry the operation." */
const transientCodes = new Set([1, 2]);
/** The token is expired, revoked or invalid (190), or the session is (102). */
const tokenCodes = new Set([102, 190]);
/** A permission was not granted or was removed (10, 200-299): granting it again means reconnecting. */
const isPermissionCode = (code: number) => code === 10 || (code >= 200 && code <= 299);
/**
 * Instagram's content-publishing codes: 9 with subcode 2207042 is the 24-hour publishing cap; 9007
 * (subcode 2207027) is a container that is not ready yet.
 */
const instagramNotReady = new Set([9007]);
/** Without a time in the headers: an hour's budget rolls over within the hour. */
const defaultWaitMs = 15 * 60_000;

/**
 * Sorts a Graph API failure by its error code rather than its HTTP status: Meta answers most errors
 * with 400, a dead token included (190), and throttling with 400 too (4, 17, 32, 613) where other
 * networks say 429 (decision 22).
 */
export function classifyGraphFailure(
  failure: HttpFailure,
  standard: PublishError,
  now: () => Date,
): PublishError {
  const upload = uploadError(failure.body);
  if (upload) return upload;
  const error = graphError(failure.body);
  if (!error || typeof error.code !== 'number') return standard;
  const message = error.error_user_msg || error.message || standard.message;
  const networkCode = error.error_subcode ? `${error.code}/${error.error_subcode}` : String(error.code);
  const code = error.code;
  // "Requires installed app": a group whose admins have not added the app; reconnecting cannot help.
  if (isPermissionCode(code) && /installed app/i.test(message))
    return new PublishError('bad_content', message, { networkCode });
  if (tokenCodes.has(code) || isPermissionCode(code))
    return new PublishError('auth', message, { networkCode });
  if (rateLimitCodes.has(code) || code === 9 || code === 368) {
    const at = now();
    const retryAt =
      usageRetryAt(failure.headers, at) ??
      retryAtFromHeaders(failure.headers, at) ??
      new Date(at.getTime() + (code === 368 ? 60 * 60_000 : defaultWaitMs));
    return new PublishError('rate_limited', message, { networkCode, retryAt });
  }
  if (transientCodes.has(code) || instagramNotReady.has(code) || error.is_transient === true) {
    // A lost answer's 504 stays unconfirmed: only a code that says nothing was done is retried.
    if (standard.kind === 'unconfirmed') return standard;
    return new PublishError('transient', message, { networkCode });
  }
  if (failure.status >= 500) return new PublishError(standard.kind, message, { networkCode });
  return new PublishError('bad_content', message, { networkCode });
}
