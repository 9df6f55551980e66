import { z } from 'zod';

/**
 * GET /api: "Config: startRemovingFreeUsersDate, campaignMaxDurationDays", where the shell's
 * Consulting and Support links lead (CONSULTING_URL, SUPPORT_URL; null: Consulting is not shown and
 * Support opens the built-in help page), and the operator's address the help page gives (SUPPORT_EMAIL).
 */
export const appConfigSchema = z.object({
  campaignMaxDurationDays: z.number().int().positive(),
  startRemovingFreeUsersDate: z.string().nullable(),
  consultingUrl: z.string().nullable(),
  supportUrl: z.string().nullable(),
  supportEmail: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const maintenanceSchema = z.object({ underMaintenance: z.boolean() });
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const limitsReplySchema = z.object({
  limits: z.object({ calendars: z.number(), socialMediaAccounts: z.number() }),
});
export type LimitsReply = z.infer<typeof limitsReplySchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  queue: z.object({ ok: z.boolean(), detail: z.string().optional() }),
  version: z.string(),
});
