import type { CampaignConflict, ErrorCode, SimilarityResult, UpgradeReason } from '@kairos/core';

/** The one status table: every error the API answers is an AppError with one of these codes. */
export const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 422,
  RULE_VIOLATION: 422,
  // The composer's warning dialogs: resend with the kinds in `confirmed`.
  CONFIRMATION_REQUIRED: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PLAN_LIMIT: 403,
  NOT_FOUND: 404,
  // The spec's client ends the session on any 409, so 409 is kept for session conflicts only.
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  // What the HTTP layer refuses before a route runs: an unreadable request, one that arrived too
  // slowly, an address or headers over the server's limits.
  BAD_REQUEST: 400,
  REQUEST_TIMEOUT: 408,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNDER_MAINTENANCE: 503,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
};

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly reason: UpgradeReason | undefined;
  readonly details: ErrorDetail[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly similarity: SimilarityResult | undefined;
  readonly conflicts: CampaignConflict[] | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      reason?: UpgradeReason;
      details?: ErrorDetail[];
      retryAfterSeconds?: number;
      similarity?: SimilarityResult;
      conflicts?: CampaignConflict[];
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.reason = options.reason;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.similarity = options.similarity;
    this.conflicts = options.conflicts;
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const validationFailed = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path, message }] });
