import { z } from 'zod';
import type { ContractRoute } from './contract-routes';

/**
 * Threads' API as Meta's reference pages describe the calls we make (developers.facebook.com/docs/
 * threads: get-started/get-access-tokens-and-permissions, long-lived-tokens, posts, troubleshooting
 * for the publishing limit, threads-media). No client of Meta's covers Threads, so the shapes are
 * transcribed here with each page cited.
 */
const docs = 'https://developers.facebook.com/docs/threads';
const token = { access_token: z.string() };
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
const errors = { 400: error, 401: error, 403: error, 500: error };
const id = z.object({ id: z.string().regex(/^\d+$/) });
const longLived = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});

export const threadsRoutes: ContractRoute[] = [
  {
    route: 'GET /oauth/authorize',
    source: `${docs}/get-started/get-access-tokens-and-permissions#step-1--get-authorization`,
    query: z
      .object({
        client_id: z.string(),
        redirect_uri: z.string().url(),
        scope: z.string().regex(/^threads_\w+(,threads_\w+)*$/),
        response_type: z.literal('code'),
        state: z.string(),
      })
      .strict(),
    answers: { 302: null },
  },
  {
    route: 'POST /oauth/access_token',
    source: `${docs}/get-started/get-access-tokens-and-permissions#step-2--exchange-the-code-for-a-token`,
    body: {
      kind: 'form',
      schema: z
        .object({
          client_id: z.string(),
          client_secret: z.string(),
          grant_type: z.literal('authorization_code'),
          redirect_uri: z.string().url(),
          code: z.string(),
        })
        .strict(),
    },
    // "user_id": a number in the reference's example.
    answers: { 200: z.object({ access_token: z.string(), user_id: z.number() }), ...errors },
  },
  {
    route: 'GET /access_token',
    source: `${docs}/get-started/long-lived-tokens#get-a-long-lived-token`,
    query: z
      .object({ grant_type: z.literal('th_exchange_token'), client_secret: z.string(), ...token })
      .strict(),
    answers: { 200: longLived, ...errors },
  },
  {
    route: 'GET /refresh_access_token',
    source: `${docs}/get-started/long-lived-tokens#refresh-a-long-lived-token`,
    query: z.object({ grant_type: z.literal('th_refresh_token'), ...token }).strict(),
    answers: { 200: longLived, ...errors },
  },
  {
    route: 'GET /v1.0/me',
    source: `${docs}/threads-profiles#retrieve-a-threads-user-s-profile-information`,
    query: z
      .object({
        fields: z
          .string()
          .regex(
            /^(id|username|name|threads_profile_picture_url|threads_biography)(,(id|username|name|threads_profile_picture_url|threads_biography))*$/,
          ),
        ...token,
      })
      .strict(),
    answers: {
      200: z.object({
        id: z.string(),
        username: z.string(),
        name: z.string().optional(),
        threads_profile_picture_url: z.string().optional(),
      }),
      ...errors,
    },
  },
  {
    route: 'GET /v1.0/:user/threads_publishing_limit',
    // The posts' quota, and the replies' (retrieve-and-manage-replies, "Rate limits").
    source: `${docs}/troubleshooting#retrieve-publishing-quota-limit and ${docs}/retrieve-and-manage-replies`,
    query: z
      .object({
        fields: z
          .string()
          .regex(
            /^(quota_usage|config|reply_quota_usage|reply_config)(,(quota_usage|config|reply_quota_usage|reply_config))*$/,
          ),
        ...token,
      })
      .strict(),
    answers: {
      200: z.object({
        data: z.array(
          z.union([
            z
              .object({
                quota_usage: z.number().int(),
                config: z.object({ quota_total: z.number().int(), quota_duration: z.number().int() }),
              })
              .strict(),
            z
              .object({
                reply_quota_usage: z.number().int(),
                reply_config: z.object({ quota_total: z.number().int(), quota_duration: z.number().int() }),
              })
              .strict(),
          ]),
        ),
      }),
      ...errors,
    },
  },
  {
    route: 'POST /v1.0/:user/threads',
    // reply_to_id: retrieve-and-manage-replies/create-replies, "Respond to replies", step 1.
    source: `${docs}/posts#step-1--create-a-threads-media-container, #carousel-posts, create-replies`,
    body: {
      kind: 'form',
      schema: z
        .object({
          media_type: z.enum(['TEXT', 'IMAGE', 'VIDEO', 'CAROUSEL']),
          text: z.string().max(500).optional(),
          image_url: z.string().url().optional(),
          video_url: z.string().url().optional(),
          is_carousel_item: z.enum(['true', 'false']).optional(),
          children: z
            .string()
            .regex(/^\d+(,\d+){1,19}$/)
            .optional(),
          reply_to_id: z.string().regex(/^\d+$/).optional(),
          link_attachment: z.string().url().optional(),
          alt_text: z.string().optional(),
          ...token,
        })
        .strict(),
    },
    answers: { 200: id, ...errors },
  },
  {
    route: 'POST /v1.0/:user/threads_publish',
    source: `${docs}/posts#step-2--publish-the-threads-media-container`,
    body: { kind: 'form', schema: z.object({ creation_id: z.string().regex(/^\d+$/), ...token }).strict() },
    answers: { 200: id, ...errors },
  },
  {
    // A container's status (troubleshooting#publishing-does-not-return-a-media-id) or a post's permalink.
    route: 'GET /v1.0/:id',
    source: `${docs}/troubleshooting and ${docs}/threads-media#retrieve-a-single-threads-media-object`,
    query: z.object({ fields: z.enum(['status,error_message', 'permalink']), ...token }).strict(),
    answers: {
      200: z.union([
        z.object({
          id: z.string(),
          status: z.enum(['EXPIRED', 'ERROR', 'FINISHED', 'IN_PROGRESS', 'PUBLISHED']),
          error_message: z.string().optional(),
        }),
        z.object({ id: z.string(), permalink: z.string().url() }),
      ]),
      ...errors,
    },
  },
];

/** What the metrics reads (meta-metrics-reference.ts) share with these calls. */
export { docs as threadsDocs, errors as threadsErrors, token as threadsToken };
