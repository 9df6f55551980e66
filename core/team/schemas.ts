import { z } from 'zod';
import { memberRoleSchema } from '../permissions/role-schema';
import { emailSchema, newPasswordSchema, personNameSchema } from '../session/schemas';

export const inviteMemberBodySchema = z.object({
  email: emailSchema,
  name: personNameSchema.optional(),
  role: memberRoleSchema,
  calendars: z.array(z.uuid()).max(500).default([]),
});
export type InviteMemberBody = z.infer<typeof inviteMemberBodySchema>;

export const updateMemberBodySchema = z
  .object({ role: memberRoleSchema, calendars: z.array(z.uuid()).max(500) })
  .partial()
  .strict();
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

export const teamMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** null for the owner. */
  role: memberRoleSchema.nullable(),
  access: z.object({ calendars: z.array(z.string()) }),
  /** 'invited' until the person has set a password from the invitation e-mail. */
  status: z.enum(['active', 'invited']),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The invitation mail's link (POST /api/session/accept-invitation): the password, chosen once. */
export const acceptInvitationBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;
