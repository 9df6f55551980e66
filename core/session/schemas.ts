import { z } from 'zod';
import { messages } from '../messages';
import { timeZoneSchema, userSchema } from '../users/schemas';

export const emailSchema = z
  .string({ error: messages.session.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: messages.session.invalidEmail }).max(254, messages.session.invalidEmail));

/** Ours (the spec has no rule): 8 to 128 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string({ error: messages.session.weakPassword })
  .min(8, messages.session.weakPassword)
  .max(128, messages.session.weakPassword)
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), messages.session.weakPassword);

export const personNameSchema = z
  .string({ error: messages.session.nameRequired })
  .trim()
  .min(1, messages.session.nameRequired)
  .max(100, 'Name must be at most 100 characters');

export const registerBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** The browser's zone, so a new user's schedule starts right; UTC when absent. */
  timezone: timeZoneSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The token of the sign-up mail's link (POST /api/session/confirm-registration). */
export const confirmRegistrationBodySchema = z.object({ token: z.string().min(1).max(200) });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: messages.session.wrongCredentials })
    .min(1, messages.session.wrongCredentials)
    .max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionReplySchema = z.object({ token: z.string(), user: userSchema });
export type SessionReply = z.infer<typeof sessionReplySchema>;

export const recoverPasswordBodySchema = z.object({ email: emailSchema });

/** With a recovery token from the e-mail, or with the current password when logged in. */
export const changePasswordBodySchema = z
  .object({
    token: z.string().min(1).max(200).optional(),
    currentPassword: z.string().min(1).max(1024).optional(),
    password: newPasswordSchema,
  })
  .refine((body) => body.token !== undefined || body.currentPassword !== undefined, {
    message: messages.session.passwordChangeNeedsProof,
    path: ['currentPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const messageReplySchema = z.object({ message: z.string() });
