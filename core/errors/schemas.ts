import { z } from 'zod';

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
  'UNDER_MAINTENANCE',
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
  }),
  requestId: z.string(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
