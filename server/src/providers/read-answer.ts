import type { z } from 'zod';
import { PublishError, type PublishFailureKind } from './publish-error';

/**
 * A 2xx answer in the shape the provider expects, or a PublishError of the kind the caller names: a
 * post whose success answer cannot be read did arrive ('unconfirmed'), a listing that cannot be read
 * can be asked again ('transient').
 */
export function readAnswer<T>(
  schema: z.ZodType<T>,
  body: unknown,
  whenUnreadable: PublishFailureKind,
  what: string,
): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new PublishError(whenUnreadable, `The network sent an unreadable ${what}`, {
      networkCode: 'unreadable_answer',
    });
  }
  return result.data;
}
