import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import type { GraphClient } from '../meta-graph/graph-client';

export interface ContainerPolling {
  /** Wait between status checks of a container Instagram is still fetching or processing. */
  pollMs: number;
  /** Checks before giving up; nothing is published then, so the send is retried later. */
  maxPolls: number;
}

const createdAnswer = z.object({ id: z.string() });
const statusAnswer = z.object({
  id: z.string().nullish(),
  status_code: z.enum(['EXPIRED', 'ERROR', 'FINISHED', 'IN_PROGRESS', 'PUBLISHED']),
  status: z.string().nullish(),
});
export type ContainerStatus = z.infer<typeof statusAnswer>['status_code'];

/**
 * POST /{ig-user-id}/media: a container for one image, video, story, reel or carousel. An unpublished
 * container only expires (after 24 hours), so making one again after a lost answer is harmless.
 */
export async function createContainer(
  graph: GraphClient,
  igUserId: string,
  token: string,
  fields: Record<string, string | undefined>,
): Promise<string> {
  const answer = await graph.call({ path: `/${igUserId}/media`, token, idempotent: true, form: fields });
  return readAnswer(createdAnswer, answer, 'transient', 'container answer').id;
}

export async function containerStatus(graph: GraphClient, id: string, token: string) {
  const answer = await graph.call({ path: `/${id}`, token, query: { fields: 'id,status_code,status' } });
  return readAnswer(statusAnswer, answer, 'transient', 'container status');
}

/** Waits, within a bound, until Instagram has fetched and processed the container's media. */
export async function waitUntilFinished(
  graph: GraphClient,
  id: string,
  token: string,
  polling: ContainerPolling,
): Promise<void> {
  for (let poll = 0; ; poll += 1) {
    const { status_code: code, status } = await containerStatus(graph, id, token);
    if (code === 'FINISHED') return;
    if (code === 'ERROR')
      throw new PublishError('bad_content', status || 'Instagram could not process the media', {
        networkCode: 'container_error',
      });
    if (code === 'EXPIRED' || code === 'PUBLISHED')
      throw new PublishError('transient', `The Instagram container is ${code.toLowerCase()}`, {
        networkCode: `container_${code.toLowerCase()}`,
      });
    if (poll + 1 >= polling.maxPolls)
      throw new PublishError('transient', 'Instagram is still processing the media', {
        networkCode: 'container_in_progress',
      });
    await sleep(polling.pollMs);
  }
}
