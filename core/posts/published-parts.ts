import { z } from 'zod';

/**
 * A part of a post that is on the network (decision 0064): the post itself, a reply of its thread,
 * or its first comment, in the order sent. A publish target keeps the parts confirmed so far, so a
 * retry goes on after the last of them and never sends one again.
 */
export const publishedPartSchema = z.object({
  externalId: z.string().min(1),
  url: z.string().nullable().default(null),
  /** What the network needs besides the id to point at the part (Bluesky: the record's CID). */
  reference: z.string().min(1).optional(),
});
export type PublishedPart = z.infer<typeof publishedPartSchema>;

export const publishedPartsSchema = z.array(publishedPartSchema);
