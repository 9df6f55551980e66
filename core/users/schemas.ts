import { z } from 'zod';
import { memberRoleSchema } from '../permissions/role-schema';
import { messages } from '../messages';
import { isValidTimeZone } from '../time/zones';

export const subscriptionSchema = z.object({
  plan: z.string().nullable(),
  paymentPeriod: z.string().nullable(),
  expirationDate: z.string().nullable(),
  paymentAmount: z.number(),
  paymentProviderData: z.object({ subscriptionId: z.string().nullable() }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Spec: "User: _id, email, name, avatar, role, teamId, timezone, access.calendars, subscription". */
export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: memberRoleSchema.nullable(),
  /** Set for team members only; the owner has none (so the owner sees upgrade-profile). */
  teamId: z.string().nullable(),
  timezone: z.string(),
  utmDetectionActivated: z.boolean(),
  access: z.object({ calendars: z.array(z.string()) }),
  subscription: subscriptionSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const timeZoneSchema = z
  .string({ error: messages.settings.invalidTimezone })
  .refine(isValidTimeZone, messages.settings.invalidTimezone);

export const settingsBodySchema = z
  .object({
    name: z.string().trim().min(1, messages.session.nameRequired).max(100),
    avatar: z
      .url({ protocol: /^https?$/, error: 'Avatar must be an http(s) URL' })
      .max(2048)
      .nullable(),
    timezone: timeZoneSchema,
    utmDetectionActivated: z.boolean(),
  })
  .partial()
  .strict();
export type SettingsBody = z.infer<typeof settingsBodySchema>;
