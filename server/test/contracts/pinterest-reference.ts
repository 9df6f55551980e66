import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ContractRoute } from './contract-routes';
import { routeFromOpenApi } from './openapi-routes';

/**
 * Pinterest's own OpenAPI document (github.com/pinterest/api-description, v5/openapi.json, release
 * 5.23.0, commit c05b189): sources/pinterest-openapi-5.23.0.json holds the operations we use and
 * every schema they reference, verbatim but for the prose (descriptions and examples) left out.
 * The two steps outside the API (the authorize page and the upload to the URL media registration
 * answers) are transcribed from Pinterest's guides.
 */
const spec = JSON.parse(
  readFileSync(new URL('./sources/pinterest-openapi-5.23.0.json', import.meta.url), 'utf8'),
) as Parameters<typeof routeFromOpenApi>[0];
const document = 'pinterest/api-description v5/openapi.json 5.23.0';
const bearer = { authorization: /^Bearer \S+$/ };
const operation = (method: string, path: string, headers: Record<string, RegExp> = bearer) =>
  routeFromOpenApi(spec, { prefix: '/v5', path, method, source: `${document} ${method} ${path}`, headers });

export const pinterestRoutes: ContractRoute[] = [
  {
    route: 'GET /oauth/',
    source: 'https://developers.pinterest.com/docs/getting-started/connect-app/',
    query: z
      .object({
        client_id: z.string(),
        redirect_uri: z.string().url(),
        response_type: z.literal('code'),
        scope: z.string().regex(/^[a-z_]+:[a-z_]+(,[a-z_]+:[a-z_]+)*$/),
        state: z.string(),
      })
      .strict(),
    answers: { 302: null },
  },
  // "Authorization: Basic {base64 encoded string made of client_id:client_secret}"
  operation('post', '/oauth/token', { authorization: /^Basic [A-Za-z0-9+/=]+$/ }),
  operation('get', '/user_account'),
  operation('get', '/boards'),
  operation('post', '/media'),
  {
    // The upload_url and upload_parameters POST /v5/media answered: an S3 form upload.
    route: 'POST /pinterest-media-upload/:id',
    source: 'https://developers.pinterest.com/docs/api-features/creating-boards-and-pins/',
    body: { kind: 'multipart' },
    answers: { 204: null, 400: null },
  },
  operation('get', '/media/{media_id}'),
  operation('post', '/pins'),
];

/** The reads of issue 21's metrics: a pin's analytics, and the account (its follower_count). */
export const pinterestMetricsRoutes: ContractRoute[] = [
  operation('get', '/pins/{pin_id}/analytics'),
  operation('get', '/user_account'),
];
