import { z } from 'zod';
import { cursorSchema, pageLimitSchema, pageSchema } from '../paging/page-schema';
import { instantSchema } from '../time/date-schemas';
import { postContentSchema } from './post-content-schema';
import { complianceEngineRulesSchema } from './post-schema';
import { publishTargetStates } from './publish-target-states';

/** Where a post went, per account (spec: "postedInfo (id, accountId, blockedReason)"). */
export const postedInfoSchema = z.object({
  id: z.string().nullable(),
  accountId: z.string(),
  blockedReason: z.string().nullable(),
});

/** Each account's publishing state: what the calendar, the notifications and Retry read. */
export const publishTargetViewSchema = z.object({
  _id: z.string(),
  accountId: z.string(),
  socialMedia: z.string(),
  state: z.enum(publishTargetStates),
  dueAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  externalId: z.string().nullable(),
  externalUrl: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  /** The parts on the network so far, in order: the post, its replies, its first comment. */
  parts: z.array(z.object({ externalId: z.string(), url: z.string().nullable() })).default([]),
});
export type PublishTargetView = z.infer<typeof publishTargetViewSchema>;

/**
 * The spec's Post as the API answers it. Its content has the shapes it is stored with (the server
 * reads them through the same schema); `timing` here is the mode, the stored composer timing is not
 * answered.
 */
export const postViewSchema = postContentSchema.omit({ timing: true }).extend({
  _id: z.string(),
  calendarId: z.string(),
  message: z.string(),
  timing: z.enum(['now', 'schedule']),
  postDate: z.string().nullable(),
  draft: z.boolean(),
  accountId: z.string().nullable(),
  complianceEngineRules: complianceEngineRulesSchema.nullable(),
  libraryPostId: z.string().nullable(),
  campaignId: z.string().nullable(),
  hootsuiteId: z.string().nullable(),
  blocked: z.boolean(),
  blockedReason: z.string().nullable(),
  postedInfo: z.array(postedInfoSchema),
  targets: z.array(publishTargetViewSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PostView = z.infer<typeof postViewSchema>;

/**
 * GET /api/posts: a calendar's posts between two instants, and the filter search's keys, a page at a
 * time: by date (then id), or newest saved first for the drafts (`draft=true`).
 */
export const postListQuerySchema = z.object({
  calendarId: z.uuid(),
  dateStart: instantSchema.optional(),
  dateEnd: instantSchema.optional(),
  search: z.string().trim().max(200).optional(),
  accountId: z.uuid().optional(),
  socialMedia: z.string().max(40).optional(),
  draft: z.enum(['true', 'false']).optional(),
  state: z.enum(publishTargetStates).optional(),
  campaignId: z.uuid().optional(),
  cursor: cursorSchema,
  limit: pageLimitSchema(100, 500),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const postPageSchema = pageSchema(postViewSchema);
export type PostPage = z.infer<typeof postPageSchema>;

/** GET /api/posts/count?type=campaignCreate&calendarId&dateStart&dateEnd: posts per day. */
/** The longest range of per-day counts one call may ask for: a campaign's months and some. */
export const postCountRangeMaxDays = 400;

export const postCountQuerySchema = z
  .object({
    type: z.literal('campaignCreate').default('campaignCreate'),
    calendarId: z.uuid(),
    dateStart: instantSchema,
    dateEnd: instantSchema,
  })
  .refine(
    ({ dateStart, dateEnd }) => {
      const days = (Date.parse(dateEnd) - Date.parse(dateStart)) / 86_400_000;
      return days > 0 && days <= postCountRangeMaxDays;
    },
    { message: `dateEnd must follow dateStart by at most ${postCountRangeMaxDays} days`, path: ['dateEnd'] },
  );
export const postCountReplySchema = z.array(z.object({ date: z.string(), count: z.number() }));

/** POST /api/posts/{id}/retry: resend to the accounts the post did not reach (all of them by default). */
export const retryBodySchema = z.object({ accountIds: z.array(z.uuid()).max(100).optional() }).default({});
