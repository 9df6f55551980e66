import { z } from 'zod';
import { messages } from '../messages';
import { hashtagGroupLimits, hashtagListError, normalizeHashtags } from './hashtag-rules';

/** Like a category's name: trimmed, required, under 50 characters. */
export const hashtagGroupNameSchema = z
  .string({ error: messages.hashtagGroups.nameRequired })
  .trim()
  .min(1, messages.hashtagGroups.nameRequired)
  .max(hashtagGroupLimits.nameMaxLength, messages.hashtagGroups.nameTooLong);

/** The entries as typed; stored normalised (`#` once, duplicates dropped). */
export const hashtagListSchema = z
  .array(z.string().max(hashtagGroupLimits.hashtagMaxLength + 20), {
    error: messages.hashtagGroups.hashtagsRequired,
  })
  .max(hashtagGroupLimits.maxEntries, messages.hashtagGroups.tooManyHashtags(hashtagGroupLimits.maxHashtags))
  .superRefine((entries, context) => {
    const error = hashtagListError(entries);
    if (error) context.addIssue({ code: 'custom', message: error });
  })
  .transform((entries) => normalizeHashtags(entries));

export const hashtagGroupCreateBodySchema = z.object({
  calendarId: z.uuid(),
  name: hashtagGroupNameSchema,
  hashtags: hashtagListSchema,
});
export type HashtagGroupCreateBody = z.infer<typeof hashtagGroupCreateBodySchema>;

/** Rename, edit the hashtags, or both. */
export const hashtagGroupUpdateBodySchema = z
  .object({ name: hashtagGroupNameSchema.optional(), hashtags: hashtagListSchema.optional() })
  .refine((body) => body.name !== undefined || body.hashtags !== undefined, {
    message: messages.hashtagGroups.nameRequired,
    path: ['name'],
  });
export type HashtagGroupUpdateBody = z.infer<typeof hashtagGroupUpdateBodySchema>;

export const hashtagGroupViewSchema = z.object({
  _id: z.string(),
  calendarId: z.string(),
  name: z.string(),
  hashtags: z.array(z.string()),
  updatedAt: z.string(),
});
export type HashtagGroupView = z.infer<typeof hashtagGroupViewSchema>;

export const hashtagGroupListQuerySchema = z.object({ calendarId: z.uuid() });

/** The calendar's most used hashtags, from its latest posts (`sampledPosts` of them). */
export const mostUsedHashtagsViewSchema = z.object({
  items: z.array(z.object({ hashtag: z.string(), count: z.number() })),
  sampledPosts: z.number(),
});
export type MostUsedHashtagsView = z.infer<typeof mostUsedHashtagsViewSchema>;
