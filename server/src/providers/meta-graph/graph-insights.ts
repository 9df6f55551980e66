import { z } from 'zod';
import { isPublishError } from '../publish-error';
import { readAnswer } from '../read-answer';

/**
 * An insights answer (Graph's /insights and /video_insights, Threads' /insights and
 * /threads_insights): `{ data: [{ name, period, values: [{ value }] }] }` for a lifetime metric,
 * `total_value: { value }` for a Threads account's total.
 */
const insightsAnswer = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.unknown() })).nullish(),
      total_value: z.object({ value: z.unknown() }).nullish(),
    }),
  ),
});

/** The numbers of an insights answer by metric name; a breakdown (an object) is left out. */
export function insightNumbers(body: unknown): Record<string, number> {
  const numbers: Record<string, number> = {};
  for (const metric of readAnswer(insightsAnswer, body, 'transient', 'insights answer').data) {
    const value = metric.total_value?.value ?? metric.values?.at(-1)?.value;
    if (typeof value === 'number' && Number.isFinite(value)) numbers[metric.name] = value;
  }
  return numbers;
}

/**
 * Why an insights call was refused, from the Meta code the error carries ('100', '100/33', '10'):
 * - 'metric': code 100 other than subcode 33, or 3001: a metric this object (or this API version)
 *   does not take ("The Media Insights API does not support the replies metric for this media
 *   product type", a removed metric's "must be a valid insights metric");
 * - 'unavailable': a permission the login did not grant (10, 200-299: read_insights,
 *   instagram_manage_insights, threads_manage_insights), or Instagram's "(#10) Not enough viewers for
 *   the media to show insights". Neither means the token is dead, so no reconnect is asked for.
 * Anything else (190, throttling, 100/33 "does not exist", an outage) is sorted as publish sorts it.
 */
export function insightsRefusal(error: unknown): 'metric' | 'unavailable' | null {
  if (!isPublishError(error) || !error.networkCode) return null;
  const [code, subcode] = error.networkCode.split('/').map(Number);
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) return 'unavailable';
  if ((code === 100 && subcode !== 33) || code === 3001) return 'metric';
  return null;
}

/**
 * The insights of one object, asking each set of metrics in turn while the network refuses a metric
 * (a smaller set is the fallback); null when it shares none with this login. `stillThere` is asked
 * after a refusal where the code cannot tell a refused metric from a deleted object (Threads sends
 * no subcode): it throws when the object is gone.
 */
export async function readInsights(
  read: (metrics: string) => Promise<unknown>,
  sets: readonly (readonly string[])[],
  stillThere?: () => Promise<unknown>,
): Promise<Record<string, number> | null> {
  let check = stillThere;
  for (const metrics of sets) {
    try {
      return insightNumbers(await read(metrics.join(',')));
    } catch (error) {
      const refusal = insightsRefusal(error);
      if (refusal === 'unavailable') return null;
      if (refusal !== 'metric') throw error;
      await check?.();
      check = undefined;
    }
  }
  return null;
}
