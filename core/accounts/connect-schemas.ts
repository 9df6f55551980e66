import { z } from 'zod';
import { messages } from '../messages';
import { socialTypes } from '../networks/social-types';

/** POST /api/accounts/connect: starts the connect flow (or a reconnect of one account). */
export const connectBodySchema = z.object({
  calendarId: z.uuid({ error: 'Not a calendar id' }),
  socialMedia: z.enum(socialTypes, { error: messages.accounts.unknownNetwork }),
  reconnectAccountId: z.uuid({ error: 'Not an account id' }).optional(),
  /** The server the user names, for networks that run on many (Mastodon): a host or an https URL. */
  instance: z.string().trim().max(253).optional(),
  /** Which of the network's connections (GET /api/networks), where it has several (LinkedIn). */
  connection: z
    .string()
    .max(32)
    .regex(/^[a-z-]+$/, { error: 'Not a connection' })
    .optional(),
});
export type ConnectBody = z.infer<typeof connectBodySchema>;

export const connectReplySchema = z.object({ authorizeUrl: z.string() });

/** POST /api/accounts/connect/credentials: networks that sign in with an app password (Bluesky). */
export const credentialsConnectBodySchema = z.object({
  calendarId: z.uuid({ error: 'Not a calendar id' }),
  socialMedia: z.enum(socialTypes, { error: messages.accounts.unknownNetwork }),
  identifier: z
    .string({ error: messages.accounts.credentialsRequired })
    .trim()
    .min(1, messages.accounts.credentialsRequired)
    .max(253),
  password: z
    .string({ error: messages.accounts.credentialsRequired })
    .min(1, messages.accounts.credentialsRequired)
    .max(200),
  reconnectAccountId: z.uuid({ error: 'Not an account id' }).optional(),
});
export type CredentialsConnectBody = z.infer<typeof credentialsConnectBodySchema>;

/**
 * A new connection: the attempt whose candidates the user chooses from, as after an OAuth callback.
 * A reconnect: the account renewed at once.
 */
export const credentialsConnectReplySchema = z.object({
  attemptId: z.string().nullable(),
  reconnectedAccountId: z.string().nullable(),
});
export type CredentialsConnectReply = z.infer<typeof credentialsConnectReplySchema>;

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
