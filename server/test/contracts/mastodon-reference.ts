import { z } from 'zod';
import type { ContractRoute } from './contract-routes';

/**
 * Mastodon's API as its reference (docs.joinmastodon.org) and the masto client's types
 * (masto 8.0.0, `mastodon.v1.*`) describe the operations we use. Answers list the attributes the
 * reference marks as always present; Mastodon adds more.
 */
const docs = 'https://docs.joinmastodon.org';
const error = z.object({ error: z.string(), error_description: z.string().optional() });
const id = z.string().regex(/^\w+$/);

/** MediaAttachment (https://docs.joinmastodon.org/entities/MediaAttachment/). */
const mediaAttachment = z.object({
  id,
  type: z.enum(['unknown', 'image', 'gifv', 'video', 'audio']),
  url: z.string().nullable(),
  preview_url: z.string().nullable(),
  description: z.string().nullable(),
});

export const mastodonRoutes: ContractRoute[] = [
  {
    route: 'POST /api/v1/apps',
    source: `${docs}/methods/apps/#create (masto CreateAppParams)`,
    body: {
      kind: 'form',
      schema: z
        .object({
          client_name: z.string().min(1),
          redirect_uris: z.string().min(1),
          scopes: z.string().regex(/^[a-z:]+( [a-z:]+)*$/),
          website: z.string().url().optional(),
        })
        .strict(),
    },
    // CredentialApplication (https://docs.joinmastodon.org/entities/Application/#CredentialApplication)
    answers: {
      200: z.object({
        name: z.string(),
        scopes: z.array(z.string()),
        redirect_uris: z.array(z.string()),
        client_id: z.string(),
        client_secret: z.string(),
      }),
      422: error,
    },
  },
  {
    route: 'GET /oauth/authorize',
    source: `${docs}/methods/oauth/#authorize`,
    query: z
      .object({
        response_type: z.literal('code'),
        client_id: z.string(),
        redirect_uri: z.string(),
        scope: z.string(),
        state: z.string().optional(),
        code_challenge: z.string().optional(),
        code_challenge_method: z.literal('S256').optional(),
      })
      .strict(),
    answers: { 302: null, 400: null },
  },
  {
    route: 'POST /oauth/token',
    source: `${docs}/methods/oauth/#token (masto CreateTokenWithAuthorizationCodeParams)`,
    body: {
      kind: 'form',
      schema: z
        .object({
          grant_type: z.literal('authorization_code'),
          code: z.string(),
          client_id: z.string(),
          client_secret: z.string(),
          redirect_uri: z.string(),
          code_verifier: z.string().optional(),
          scope: z.string().optional(),
        })
        .strict(),
    },
    answers: {
      200: z.object({
        access_token: z.string(),
        token_type: z.literal('Bearer'),
        scope: z.string(),
        created_at: z.number().int(),
      }),
      400: error,
      401: error,
    },
  },
  {
    route: 'GET /api/v1/accounts/verify_credentials',
    source: `${docs}/methods/accounts/#verify_credentials (masto mastodon.v1.AccountCredentials)`,
    headers: { authorization: /^Bearer \S+$/ },
    // CredentialAccount (https://docs.joinmastodon.org/entities/Account/#CredentialAccount): the counts
    // are always present; followers_count is -1 where the server or the user hides it.
    answers: {
      200: z.object({
        id,
        username: z.string(),
        acct: z.string(),
        display_name: z.string(),
        avatar: z.string(),
        url: z.string(),
        followers_count: z.number().int().min(-1),
        following_count: z.number().int(),
        statuses_count: z.number().int().nonnegative(),
      }),
      401: error,
    },
  },
  {
    route: 'GET /api/v2/instance',
    source: `${docs}/methods/instance/#v2`,
    answers: {
      200: z.object({
        domain: z.string(),
        title: z.string(),
        version: z.string(),
        configuration: z.object({
          statuses: z.object({
            max_characters: z.number().int(),
            max_media_attachments: z.number().int(),
          }),
        }),
      }),
    },
  },
  {
    route: 'POST /api/v2/media',
    source: `${docs}/methods/media/#v2`,
    headers: { authorization: /^Bearer \S+$/ },
    body: {
      kind: 'multipart',
      schema: z
        .object({
          file: z.object({ type: z.string().regex(/^(image|video|audio)\//), size: z.number().positive() }),
          description: z.string().optional(),
          focus: z.string().optional(),
        })
        .strict(),
    },
    // 200 processed at once; 202 still processing (url null).
    answers: { 200: mediaAttachment, 202: mediaAttachment, 422: error, 401: error },
  },
  {
    route: 'GET /api/v1/media/:id',
    source: `${docs}/methods/media/#get`,
    headers: { authorization: /^Bearer \S+$/ },
    // 206 Partial content: "The attachment is still being processed".
    answers: { 200: mediaAttachment, 206: mediaAttachment, 404: error, 401: error },
  },
  {
    route: 'POST /api/v1/statuses',
    source: `${docs}/methods/statuses/#create (masto CreateStatusParams)`,
    headers: { authorization: /^Bearer \S+$/, 'idempotency-key': /^\S{1,64}$/ },
    body: {
      kind: 'json',
      schema: z
        .object({
          status: z.string(),
          media_ids: z.array(id).max(4).optional(),
          in_reply_to_id: id.optional(),
        })
        .strict(),
    },
    // Status (https://docs.joinmastodon.org/entities/Status/)
    answers: {
      200: z.object({
        id,
        uri: z.string(),
        created_at: z.string(),
        content: z.string(),
        visibility: z.enum(['public', 'unlisted', 'private', 'direct']),
        url: z.string().nullable(),
        in_reply_to_id: id.nullable(),
        media_attachments: z.array(mediaAttachment),
        favourites_count: z.number().int(),
        reblogs_count: z.number().int(),
        replies_count: z.number().int(),
      }),
      401: error,
      // StatusesController#set_thread: "The post you are trying to reply to does not appear to exist."
      404: error,
      422: error,
      429: error,
    },
  },
  {
    route: 'GET /api/v1/statuses/:id',
    source: `${docs}/methods/statuses/#get (masto mastodon.v1.Status)`,
    headers: { authorization: /^Bearer \S+$/ },
    // Status: favourites_count, reblogs_count and replies_count are always present.
    answers: {
      200: z.object({
        id,
        favourites_count: z.number().int().nonnegative(),
        reblogs_count: z.number().int().nonnegative(),
        replies_count: z.number().int().nonnegative(),
      }),
      401: error,
      404: error,
    },
  },
];
