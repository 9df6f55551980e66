import { z } from 'zod';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';

/** What every Graph call of meta-reference.ts and meta-page-reference.ts shares. */
export const docs = 'https://developers.facebook.com/docs';
export const v = `/${metaGraphVersion}`;
export const proof = { access_token: z.string(), appsecret_proof: z.string().regex(/^[0-9a-f]{64}$/) };
export const fields = z.string().regex(/^[\w{}.,]+$/);
const error = z.object({
  error: z.object({
    message: z.string(),
    type: z.string(),
    code: z.number().int(),
    error_subcode: z.number().int().optional(),
    is_transient: z.boolean().optional(),
    fbtrace_id: z.string(),
  }),
});
export const errors = { 400: error, 401: error, 403: error, 404: error, 500: error };
export const id = z.object({ id: z.string().regex(/^\d+(_\d+)?$/) });
const paging = z.object({
  cursors: z.object({ before: z.string(), after: z.string() }),
  next: z.string().optional(),
});
export const list = (item: z.ZodType) => z.object({ data: z.array(item), paging: paging.optional() });
export const form = (shape: z.ZodRawShape) => ({
  kind: 'form' as const,
  schema: z.object({ ...shape, ...proof }).strict(),
});
