import { dateSelectionModes, libraryPostPriorities } from '@kairos/core';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { campaignsPath, campaignSummarySchema } from '../../../lib/campaigns-query';

/** GET /api/campaigns/{id}: what the modal needs to edit a campaign. */
export const campaignDetailSchema = campaignSummarySchema.extend({
  patternSchedule: z.object({
    selectionMode: z.enum(dateSelectionModes),
    weekDays: z.array(z.number()).default([]),
  }),
  dates: z.array(z.string()),
  postFrequency: z.number(),
  postTime: z.array(z.string()),
  libraryPostPriority: z.enum(libraryPostPriorities),
  isUserWantToRepeatContent: z.boolean(),
  timeZone: z.string().optional(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

export const campaignQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['campaigns', 'one', campaignId],
    queryFn: ({ signal }) =>
      apiClient.get(`${campaignsPath}/${campaignId}`, { schema: campaignDetailSchema, signal }),
    staleTime: 0,
  });
