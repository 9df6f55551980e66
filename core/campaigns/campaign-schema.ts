import { z } from 'zod';
import { cursorSchema, pageLimitSchema, pageSchema } from '../paging/page-schema';
import { messages } from '../messages';
import { accountMetadataSchema } from '../posts/post-schema';
import { timeSlotSchema } from '../posts/post-timing-schema';
import { calendarDateSchema } from '../time/date-schemas';
import { dateSelectionModes } from './date-selection';

/** "a library-post priority (newest first, oldest first, random)". */
export const libraryPostPriorities = ['newest', 'oldest', 'random'] as const;
export type LibraryPostPriority = (typeof libraryPostPriorities)[number];

/** The month calendar's mode, and the week days a range keeps (0 Sunday ... 6 Saturday; none: all). */
export const patternScheduleSchema = z.object({
  selectionMode: z.enum(dateSelectionModes),
  weekDays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
});
export type PatternSchedule = z.infer<typeof patternScheduleSchema>;

export const campaignRulesOverrideSchema = z.object({
  /** Keep this campaign's slots even where another campaign posts to the account at that time. */
  ignoreCampaignCheck: z.boolean().default(false),
  /** "fix campaign conflicts (skip the content in the campaign)": leave those slots out. */
  fixCampaignConflicts: z.boolean().default(false),
});

/** POST /api/campaigns and PUT /api/campaigns/{id}: spec section 3, "Campaign". */
export const campaignBodySchema = z.object({
  calendarId: z.uuid(),
  name: z
    .string({ error: messages.campaigns.nameRequired })
    .trim()
    .min(1, messages.campaigns.nameRequired)
    .max(100),
  /** The spec's legacy single account; `accountIds` decides. */
  accountId: z.string().nullable().optional(),
  accountIds: z
    .array(z.uuid({ error: messages.accounts.alreadyDeleted }))
    .min(1, messages.campaigns.accountsRequired)
    .max(100),
  libraryCategories: z
    .array(z.uuid({ error: messages.library.unknownCategory }))
    .min(1, messages.campaigns.categoriesRequired)
    .max(50),
  patternSchedule: patternScheduleSchema,
  dates: z.array(calendarDateSchema).max(400).default([]),
  startDate: calendarDateSchema.nullable().optional(),
  endDate: calendarDateSchema.nullable().optional(),
  /** Posts a day; `postTime` holds that many times of day. */
  postFrequency: z.number().int().min(1).max(24),
  postTime: z.array(timeSlotSchema).max(24),
  libraryPostPriority: z.enum(libraryPostPriorities).default('newest'),
  isUserWantToRepeatContent: z.boolean().default(false),
  promiseContent: z.boolean().default(false),
  accountsMetadata: z.array(accountMetadataSchema).default([]),
  complianceEngineRules: campaignRulesOverrideSchema.optional(),
});
export type CampaignBody = z.infer<typeof campaignBodySchema>;
export type CampaignBodyInput = z.input<typeof campaignBodySchema>;

export const campaignViewSchema = z.object({
  _id: z.string(),
  calendarId: z.string(),
  name: z.string(),
  color: z.string(),
  accountId: z.string().nullable(),
  accountIds: z.array(z.string()),
  libraryCategories: z.array(z.string()),
  patternSchedule: patternScheduleSchema,
  dates: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  postFrequency: z.number(),
  postTime: z.array(z.string()),
  libraryPostPriority: z.enum(libraryPostPriorities),
  isUserWantToRepeatContent: z.boolean(),
  promiseContent: z.boolean(),
  accountsMetadata: z.array(z.record(z.string(), z.unknown())),
  /** The days ('YYYY-MM-DD', the campaign's zone) on which it posts. */
  arrayOfDatesForRenderInCalendar: z.array(z.string()),
  stats: z.object({ posts: z.number(), blocked: z.number(), published: z.number() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignView = z.infer<typeof campaignViewSchema>;

/** GET /api/campaigns: a calendar's campaigns in the order they were made, a page at a time. */
export const campaignListQuerySchema = z.object({
  calendarId: z.uuid(),
  cursor: cursorSchema,
  limit: pageLimitSchema(50, 200),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

/** A page of campaigns, with how many the calendar has in all (the legend's '+N'). */
export const campaignPageSchema = pageSchema(campaignViewSchema).extend({ total: z.number().int() });
export type CampaignPage = z.infer<typeof campaignPageSchema>;
