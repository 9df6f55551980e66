import { z } from 'zod';
import type { ContractRoute } from './contract-routes';
import { metaPageRoutes } from './meta-page-reference';
import { docs, errors, fields, form, id, list, proof, v } from './meta-shapes';

/**
 * Meta's Graph API as its reference pages describe the calls of our Facebook and Instagram
 * providers: the shapes of requests and answers, transcribed here with each page cited. Meta's SDK
 * (facebook-nodejs-business-sdk) types no request or answer bodies, but defines each object's fields
 * and edges: meta-sdk.contract.test.ts holds the Page, IG User and IG Media ones to it. Every call
 * proves the token with appsecret_proof ("Securing Requests").
 */
const page = z.object({
  id: z.string(),
  name: z.string(),
  access_token: z.string().optional(),
  category: z.string().optional(),
  tasks: z.array(z.string()).optional(),
});
const listQuery = z
  .object({ fields, limit: z.coerce.number().int().min(1).max(100), after: z.string().optional(), ...proof })
  .strict();
const pagesOf = (route: string, source: string): ContractRoute => ({
  route,
  source,
  query: listQuery,
  answers: { 200: list(page), ...errors },
});

/** The calls of the providers' own flows; metaRoutes adds the page's comments, reels and stories. */
const accountAndPostRoutes: ContractRoute[] = [
  {
    route: `GET ${v}/dialog/oauth`,
    source: `${docs}/facebook-login/guides/advanced/manual-flow#login`,
    query: z
      .object({
        client_id: z.string(),
        redirect_uri: z.string().url(),
        state: z.string(),
        response_type: z.literal('code'),
        scope: z.string().regex(/^\w+(,\w+)*$/),
      })
      .strict(),
    answers: { 302: null },
  },
  {
    route: `GET ${v}/oauth/access_token`,
    source: `${docs}/facebook-login/guides/advanced/manual-flow#confirm and ${docs}/facebook-login/guides/access-tokens/get-long-lived`,
    query: z.union([
      z
        .object({
          client_id: z.string(),
          redirect_uri: z.string().url(),
          client_secret: z.string(),
          code: z.string(),
        })
        .strict(),
      z
        .object({
          grant_type: z.literal('fb_exchange_token'),
          client_id: z.string(),
          client_secret: z.string(),
          fb_exchange_token: z.string(),
        })
        .strict(),
    ]),
    answers: {
      200: z.object({
        access_token: z.string(),
        token_type: z.literal('bearer'),
        expires_in: z.number().int(),
      }),
      ...errors,
    },
  },
  {
    route: `GET ${v}/me`,
    source: `${docs}/graph-api/reference/user`,
    query: z.object({ fields, ...proof }).strict(),
    answers: { 200: z.object({ id: z.string(), name: z.string() }), ...errors },
  },
  pagesOf(`GET ${v}/me/accounts`, `${docs}/graph-api/reference/user/accounts`),
  {
    route: `GET ${v}/me/businesses`,
    source: `${docs}/graph-api/reference/user/businesses`,
    query: listQuery,
    answers: { 200: list(z.object({ id: z.string(), name: z.string() })), ...errors },
  },
  {
    // Only where FACEBOOK_GROUPS is on: Meta removed the Groups API's permissions on 22 April 2024
    // (decision 22), so this serves apps that still have them.
    route: `GET ${v}/me/groups`,
    source: `${docs}/graph-api/reference/user/groups`,
    query: listQuery,
    answers: {
      200: list(
        z.object({ id: z.string(), name: z.string(), privacy: z.enum(['CLOSED', 'OPEN', 'SECRET']) }),
      ),
      ...errors,
    },
  },
  pagesOf(`GET ${v}/:business/owned_pages`, `${docs}/marketing-api/reference/business/owned_pages`),
  pagesOf(`GET ${v}/:business/client_pages`, `${docs}/marketing-api/reference/business/client_pages`),
  {
    route: `POST ${v}/:node/feed`,
    source: `${docs}/graph-api/reference/page/feed#publish`,
    body: form({
      message: z.string(),
      link: z.string().url().optional(),
      attached_media: z
        .string()
        .regex(/^\[(\{"media_fbid":"\d+"\},?)+\]$/)
        .optional(),
      published: z.enum(['true', 'false']).optional(),
      scheduled_publish_time: z.string().regex(/^\d+$/).optional(),
    }),
    answers: { 200: id, ...errors },
  },
  {
    route: `POST ${v}/:page/photos`,
    source: `${docs}/graph-api/reference/page/photos#Creating`,
    body: form({
      url: z.string().url(),
      message: z.string().optional(),
      published: z.enum(['true', 'false']).optional(),
    }),
    answers: { 200: id.extend({ post_id: z.string().optional() }), ...errors },
  },
  {
    route: `POST ${v}/:page/videos`,
    source: `${docs}/graph-api/reference/page/videos#Creating`,
    body: form({
      file_url: z.string().url(),
      description: z.string().optional(),
      title: z.string().optional(),
    }),
    answers: { 200: id, ...errors },
  },
  {
    route: `GET ${v}/:ig/content_publishing_limit`,
    source: `${docs}/instagram-platform/instagram-graph-api/reference/ig-user/content_publishing_limit`,
    query: z
      .object({ fields: z.string().regex(/^(quota_usage|config)(,(quota_usage|config))?$/), ...proof })
      .strict(),
    answers: {
      200: z.object({
        data: z.array(
          z.object({
            quota_usage: z.number().int(),
            config: z.object({ quota_total: z.number().int(), quota_duration: z.number().int() }),
          }),
        ),
      }),
      ...errors,
    },
  },
  {
    route: `POST ${v}/:ig/media`,
    source: `${docs}/instagram-platform/instagram-graph-api/reference/ig-user/media#creating`,
    body: form({
      image_url: z.string().url().optional(),
      video_url: z.string().url().optional(),
      media_type: z.enum(['REELS', 'STORIES', 'CAROUSEL', 'VIDEO']).optional(),
      caption: z.string().max(2200).optional(),
      is_carousel_item: z.enum(['true', 'false']).optional(),
      children: z
        .string()
        .regex(/^\d+(,\d+){1,9}$/)
        .optional(),
      share_to_feed: z.enum(['true', 'false']).optional(),
      alt_text: z.string().optional(),
    }),
    answers: { 200: id, ...errors },
  },
  {
    route: `POST ${v}/:ig/media_publish`,
    source: `${docs}/instagram-platform/instagram-graph-api/reference/ig-user/media_publish`,
    body: form({ creation_id: z.string().regex(/^\d+$/) }),
    answers: { 200: id, ...errors },
  },
  {
    // A container's status (IG Container) or a published media's permalink (IG Media).
    route: `GET ${v}/:id`,
    source: `${docs}/instagram-platform/instagram-graph-api/reference/ig-container and /ig-media`,
    query: z.object({ fields: z.enum(['id,status_code,status', 'id,permalink']), ...proof }).strict(),
    answers: {
      200: z.union([
        z.object({
          id: z.string(),
          status_code: z.enum(['EXPIRED', 'ERROR', 'FINISHED', 'IN_PROGRESS', 'PUBLISHED']),
          status: z.string().optional(),
        }),
        z.object({ id: z.string(), permalink: z.string().url() }),
      ]),
      ...errors,
    },
  },
];

export const metaRoutes: ContractRoute[] = [...accountAndPostRoutes, ...metaPageRoutes];
