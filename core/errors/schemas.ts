import { z } from 'zod';
import { campaignConflictSchema } from '../campaigns/campaign-conflict';
import { similarityResultSchema } from '../similarity/similarity-rules';

/** Why a plan gate refused (spec: "Upgrade modal reasons: limit_exceed, no_access, no_subscription"). */
export const upgradeReasons = ['limit_exceed', 'no_access', 'no_subscription'] as const;
export type UpgradeReason = (typeof upgradeReasons)[number];

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PLAN_LIMIT',
  'NOT_FOUND',
  'CONFLICT',
  'RULE_VIOLATION',
  'CONFIRMATION_REQUIRED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'BAD_REQUEST',
  'REQUEST_TIMEOUT',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'UNDER_MAINTENANCE',
  // Stripe did not answer (a 5xx or a timeout): nothing was changed, the user may retry.
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error body: `{ error: { code, message, details?, reason? }, requestId }`. */
export const errorReplySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    reason: z.enum(upgradeReasons).optional(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** A post or library post held for the similarity modal (resend with ignoreComplianceCheck). */
    similarity: similarityResultSchema.optional(),
    /** Slots another campaign already fills (the campaign-conflict modal). */
    conflicts: z.array(campaignConflictSchema).optional(),
  }),
  requestId: z.string(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
