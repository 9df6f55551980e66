import { z } from 'zod';
import { cursorSchema, pageLimitSchema, pageSchema } from '../paging/page-schema';

/**
 * Issue 18's audit list: who created, edited, deleted or published which post, who connected or
 * removed an account, who changed a member. For owners and admins, kept 90 days.
 */
export const activityActions = [
  'post.created',
  'post.edited',
  'post.deleted',
  'post.published',
  'account.connected',
  'account.removed',
  'member.invited',
  'member.changed',
  'member.removed',
] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activityRetentionDays = 90;

export const activityEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(activityActions),
  /** Who did it; null when the person has left and was never named (an entry made by Kairos itself). */
  actorName: z.string().nullable(),
  /** What it was done to: a post's first words, an account's name and network, a member's e-mail. */
  subject: z.string(),
  calendarId: z.string().nullable(),
  /** Null when the calendar is gone or the action is the team's (members). */
  calendarName: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListQuerySchema = z.object({
  cursor: cursorSchema,
  limit: pageLimitSchema(50, 200),
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

export const activityPageSchema = pageSchema(activityEntrySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;
