import { z } from 'zod';

/** One slot of this campaign that another campaign already fills (the campaign-conflict modal). */
export const campaignConflictSchema = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  postDate: z.string(),
});
export type CampaignConflict = z.infer<typeof campaignConflictSchema>;
