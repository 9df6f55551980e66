import { type ErrorCode, type UpgradeReason } from '@kairos/core';

export interface ApiErrorDetail {
  path: string;
  message: string;
}

/** A failed call: the server's error body, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly reason: UpgradeReason | undefined;
  readonly details: ApiErrorDetail[];
  readonly requestId: string | undefined;
  /** The whole `error` object of the reply, for fields a call adds (e.g. `similarity`, `conflicts`). */
  readonly body: Record<string, unknown>;

  constructor(init: {
    status: number;
    code: ErrorCode | 'NETWORK';
    message: string;
    reason?: UpgradeReason | undefined;
    details?: ApiErrorDetail[] | undefined;
    requestId?: string | undefined;
    body?: Record<string, unknown> | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.reason = init.reason;
    this.details = init.details ?? [];
    this.requestId = init.requestId;
    this.body = init.body ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any error a call may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
