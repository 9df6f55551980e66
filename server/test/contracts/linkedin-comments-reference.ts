import { z } from 'zod';
import type { ContractRoute } from './contract-routes';
import { personOrOrganization, rest, restErrors, shares } from './linkedin-shapes';

/** LinkedIn's Comments API as its reference page describes the first comment we post (issue 16). */
export const linkedInCommentRoutes: ContractRoute[] = [
  {
    // Comments API, "Create a Comment": POST /rest/socialActions/{shareUrn|ugcPostUrn}/comments with
    // the commenter, the post, and the message ("little text", as commentary is).
    route: 'POST /rest/socialActions/:urn/comments',
    source: `${shares}/comments-api#create-a-comment`,
    headers: { ...rest, 'content-type': /^application\/json/ },
    body: {
      kind: 'json',
      schema: z
        .object({
          actor: personOrOrganization,
          object: z.string().regex(/^urn:li:(share|ugcPost):\d+$/),
          message: z.object({ text: z.string().min(1) }).strict(),
        })
        .strict(),
    },
    // 201 Created with the comment; its id in x-restli-id.
    answers: {
      201: z.object({
        id: z.string(),
        commentUrn: z.string().regex(/^urn:li:comment:\(urn:li:(share|ugcPost|activity):\d+,\d+\)$/),
        actor: personOrOrganization,
        object: z.string(),
        message: z.object({ text: z.string() }),
        created: z.object({ actor: z.string(), time: z.number().int() }),
        lastModified: z.object({ actor: z.string(), time: z.number().int() }),
      }),
      ...restErrors,
    },
  },
];
