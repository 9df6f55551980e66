import { z } from 'zod';
import type { ContractRoute } from './contract-routes';

/**
 * Google's OAuth 2.0 for web server apps (https://developers.google.com/identity/protocols/oauth2/web-server)
 * and its APIs' error body (https://cloud.google.com/apis/design/errors#http_mapping), shared by the
 * YouTube and Business Profile contracts.
 */
const oauthDocs = 'https://developers.google.com/identity/protocols/oauth2/web-server';

export const googleError = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    status: z.string().optional(),
    errors: z.array(z.object({ message: z.string(), domain: z.string(), reason: z.string() })).optional(),
  }),
});

const tokenError = z.object({ error: z.string(), error_description: z.string().optional() });
const token = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  refresh_token: z.string().optional(),
  scope: z.string(),
  token_type: z.literal('Bearer'),
});

export const googleOAuthRoutes: ContractRoute[] = [
  {
    route: 'GET /o/oauth2/v2/auth',
    source: `${oauthDocs}#creatingclient`,
    query: z
      .object({
        client_id: z.string(),
        redirect_uri: z.string().url(),
        response_type: z.literal('code'),
        scope: z.string().regex(/^\S+( \S+)*$/),
        access_type: z.enum(['online', 'offline']).optional(),
        state: z.string().optional(),
        include_granted_scopes: z.enum(['true', 'false']).optional(),
        login_hint: z.string().optional(),
        prompt: z
          .string()
          .regex(/^(none|consent|select_account)( (consent|select_account))*$/)
          .optional(),
        code_challenge: z.string().optional(),
        code_challenge_method: z.enum(['plain', 'S256']).optional(),
      })
      .strict(),
    answers: { 302: null, 400: null, 401: null },
  },
  {
    route: 'POST /token',
    source: `${oauthDocs}#exchange-authorization-code and #offline`,
    headers: { 'content-type': /^application\/x-www-form-urlencoded/ },
    body: {
      kind: 'form',
      schema: z.union([
        z
          .object({
            client_id: z.string(),
            client_secret: z.string(),
            code: z.string(),
            code_verifier: z.string().optional(),
            grant_type: z.literal('authorization_code'),
            redirect_uri: z.string().url(),
          })
          .strict(),
        z
          .object({
            client_id: z.string(),
            client_secret: z.string(),
            grant_type: z.literal('refresh_token'),
            refresh_token: z.string(),
          })
          .strict(),
      ]),
    },
    answers: { 200: token, 400: tokenError, 401: tokenError },
  },
];
