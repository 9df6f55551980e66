import { z } from 'zod';
import type { PublishResult } from '../provider';
import { readAnswer } from '../read-answer';
import type { GraphClient } from './graph-client';

const created = z.object({ id: z.string() });
const listed = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      message: z.string().nullish(),
      text: z.string().nullish(),
      from: z.object({ id: z.string().nullish() }).nullish(),
      username: z.string().nullish(),
    }),
  ),
});

/** Whose comment it is: a Facebook page by its id, an Instagram account by its username. */
export type GraphCommenter = { pageId: string } | { username: string | null };

/**
 * A first comment under a published object: a Facebook page post (POST /{post-id}/comments, `message`,
 * as the page: pages_manage_engagement) or an Instagram media (POST /{ig-media-id}/comments, `message`,
 * instagram_manage_comments). Neither takes an idempotency key: a lost answer is unconfirmed, and
 * findGraphComment settles it.
 */
export async function commentOnGraph(
  graph: GraphClient,
  input: { objectId: string; token: string; message: string; postUrl: string | null },
): Promise<PublishResult> {
  const answer = await graph.call({
    path: `/${input.objectId}/comments`,
    token: input.token,
    form: { message: input.message },
  });
  const { id } = readAnswer(created, answer, 'unconfirmed', 'comment answer');
  return { externalId: id, url: input.postUrl };
}

/**
 * The newest comments under the object, looked through for the account's own with this text: how a
 * comment whose answer was lost is found (at most one page of 25; ours is the newest or close to it).
 */
export async function findGraphComment(
  graph: GraphClient,
  input: { objectId: string; token: string; message: string; by: GraphCommenter; postUrl: string | null },
): Promise<PublishResult | null> {
  const instagram = 'username' in input.by;
  const answer = await graph.call({
    path: `/${input.objectId}/comments`,
    token: input.token,
    query: instagram
      ? { fields: 'id,text,username', limit: 25 }
      : { fields: 'id,message,from', order: 'reverse_chronological', limit: 25 },
  });
  const found = readAnswer(listed, answer, 'transient', 'comment list').data.find((comment) =>
    'pageId' in input.by
      ? comment.message === input.message && comment.from?.id === input.by.pageId
      : comment.text === input.message &&
        (input.by.username === null || comment.username === input.by.username),
  );
  return found ? { externalId: found.id, url: input.postUrl } : null;
}
