import { z } from 'zod';
import { messages } from '../messages';
import { socialTypes } from '../networks/social-types';

/** POST /api/accounts/connect: starts the connect flow (or a reconnect of one account). */
export const connectBodySchema = z.object({
  calendarId: z.uuid({ error: 'Not a calendar id' }),
  socialMedia: z.enum(socialTypes, { error: messages.accounts.unknownNetwork }),
  reconnectAccountId: z.uuid({ error: 'Not an account id' }).optional(),
});
export type ConnectBody = z.infer<typeof connectBodySchema>;

export const connectReplySchema = z.object({ authorizeUrl: z.string() });

/** What the network sends the browser back with (RFC 6749 4.1.2 and 4.1.2.1). */
export const connectCallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type ConnectCallbackQuery = z.infer<typeof connectCallbackQuerySchema>;

export const connectCandidateSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  avatar: z.string().nullable(),
  url: z.string().nullable(),
  /** Already an account of this calendar: choosing it again renews its connection. */
  connected: z.boolean(),
});
export type ConnectCandidate = z.infer<typeof connectCandidateSchema>;

/** GET /api/accounts/connect/{id}: what the network offered, for the user to choose from. */
export const connectAttemptSchema = z.object({
  _id: z.string(),
  calendarId: z.string(),
  socialMedia: z.enum(socialTypes),
  expiresAt: z.string(),
  candidates: z.array(connectCandidateSchema),
});
export type ConnectAttempt = z.infer<typeof connectAttemptSchema>;

export const chooseAccountsBodySchema = z.object({
  externalIds: z
    .array(z.string({ error: messages.accounts.chooseOne }).min(1).max(200), {
      error: messages.accounts.chooseOne,
    })
    .min(1, messages.accounts.chooseOne)
    .max(100),
});
export type ChooseAccountsBody = z.infer<typeof chooseAccountsBodySchema>;
