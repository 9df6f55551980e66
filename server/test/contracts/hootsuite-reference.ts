import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ContractRoute } from './contract-routes';
import { routeFromOpenApi } from './openapi-routes';

/**
 * Hootsuite's own API description (https://apidocs.hootsuite.com/docs/api/swagger.yaml, Swagger 2.0),
 * as github.com/api-evangelist/hootsuite keeps it verbatim (openapi/_original/hootsuite-rest-api-
 * swagger.yaml, commit b13f984). sources/hootsuite-rest-api-swagger-subset.json holds the
 * operations we use and the definitions they reference, its body and form parameters written as
 * OpenAPI 3 request bodies; prose left out. The independent client hootsweet (ciaranmccormick/
 * hootsweet, hootsweet/api.py) sends the same message, media and token fields.
 */
const spec = JSON.parse(
  readFileSync(new URL('./sources/hootsuite-rest-api-swagger-subset.json', import.meta.url), 'utf8'),
) as Parameters<typeof routeFromOpenApi>[0];
const document = 'Hootsuite REST API swagger.yaml';
const bearer = { authorization: /^Bearer \S+$/ };
/**
 * Each operation documents 200 and 400; the description's "HTTP Response Codes" adds 401, 403, 404,
 * 429 and 500 for every call, all with the same errors envelope (its "API Error Handling").
 */
function operation(method: string, path: string, headers: Record<string, RegExp> = bearer): ContractRoute {
  const route = routeFromOpenApi(spec, {
    prefix: '',
    path,
    method,
    source: `${document} ${method} ${path}`,
    headers,
  });
  const errors = route.answers[400];
  if (!path.startsWith('/v1/') || errors === undefined) return route;
  return {
    ...route,
    answers: { ...route.answers, 401: errors, 403: errors, 404: errors, 429: errors, 500: errors },
  };
}

const authorize = operation('get', '/oauth2/auth', {});
const messages = operation('post', '/v1/messages');
/** Message.scheduledSendTime: "in UTC time, ISO-8601 format ... Dates must end with 'Z'". */
const sendTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

export const hootsuiteRoutes: ContractRoute[] = [
  {
    ...authorize,
    // state: "this param is required and must be at least 8 characters long". The page it
    // documents (200) sends the browser back with a redirect once the member approves.
    query: z
      .object({
        response_type: z.literal('code'),
        client_id: z.string(),
        scope: z.enum(['offline', 'analytics:read']).optional(),
        redirect_uri: z.string().url(),
        state: z.string().min(8),
      })
      .strict(),
    answers: { ...authorize.answers, 302: null },
  },
  // "Authorization: A base64-encoded client_id:client_secret string used for authentication."
  operation('post', '/oauth2/token', { authorization: /^Basic [A-Za-z0-9+/=]+$/ }),
  operation('get', '/v1/socialProfiles'),
  operation('post', '/v1/media'),
  {
    // The S3 upload URL POST /v1/media answered.
    route: 'PUT /hootsuite-uploads/:id',
    source: 'https://developer.hootsuite.com/docs/uploading-media',
    headers: { 'content-type': /^(video\/mp4|image\/(gif|jpeg|jpg|png))$/, 'content-length': /^\d+$/ },
    body: { kind: 'bytes' },
    answers: { 200: null, 400: null, 403: null },
  },
  operation('get', '/v1/media/{mediaId}'),
  {
    ...messages,
    body: {
      kind: 'json',
      schema: z.intersection(messages.body!.schema!, z.object({ scheduledSendTime: sendTime })),
    },
  },
  operation('get', '/v1/messages/{messageId}'),
];
