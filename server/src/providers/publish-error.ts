/**
 * How a network's answer sorts (DESIGN.md, Publishing):
 * - transient: 5xx or the connection failed before the request was sent: retry with backoff.
 * - rate_limited: 429 or the network's own limit: wait until `retryAt`, never a failure by itself.
 * - bad_content: the network refused the post: fail with its reason, never retry.
 * - auth: the token is expired or revoked: the account must be reconnected.
 * - unconfirmed: the request may have arrived but no answer came: never resend blindly.
 */
export type PublishFailureKind = 'transient' | 'rate_limited' | 'bad_content' | 'auth' | 'unconfirmed';

export class PublishError extends Error {
  readonly kind: PublishFailureKind;
  /** When the network says it will take requests again (rate-limit reset, Retry-After). */
  readonly retryAt: Date | undefined;
  /** The network's own error code, for the logs. */
  readonly networkCode: string | undefined;

  constructor(
    kind: PublishFailureKind,
    message: string,
    options: { retryAt?: Date; networkCode?: string } = {},
  ) {
    super(message);
    this.name = 'PublishError';
    this.kind = kind;
    this.retryAt = options.retryAt;
    this.networkCode = options.networkCode;
  }
}

export const isPublishError = (error: unknown): error is PublishError => error instanceof PublishError;
