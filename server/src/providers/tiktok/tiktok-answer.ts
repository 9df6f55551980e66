import type { z } from 'zod';
import { PublishError, type PublishFailureKind } from '../publish-error';
import { readAnswer } from '../read-answer';

interface Envelope {
  data?: unknown;
  error?: { code?: unknown; message?: unknown };
}

/**
 * A 2xx answer of TikTok's API v2: `{ data, error: { code: "ok" } }`. An envelope whose error code is
 * not "ok" is a refusal even with a 2xx status; the data is read with the kind the caller names when
 * it cannot be read.
 */
export function readTikTok<T>(
  schema: z.ZodType<T>,
  body: unknown,
  whenUnreadable: PublishFailureKind,
  what: string,
): T {
  const envelope = (body ?? {}) as Envelope;
  const code = typeof envelope.error?.code === 'string' ? envelope.error.code : 'ok';
  if (code !== 'ok') {
    const message =
      typeof envelope.error?.message === 'string' && envelope.error.message ? envelope.error.message : code;
    throw new PublishError('bad_content', message, { networkCode: code });
  }
  return readAnswer(schema, envelope.data, whenUnreadable, what);
}
