import { z } from 'zod';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import type { ContractRoute } from './contract-routes';

/**
 * Meta's Graph API as its reference pages describe the calls of our Facebook and Instagram
 * providers. Meta's only Node SDK (facebook-nodejs-business-sdk) weighs 31 MB and covers the
 * Marketing API, so the shapes are transcribed here with each page cited. Every call proves the
 * token with appsecret_proof ("Securing Requests").
 */
const docs = 'https://developers.facebook.com/docs';
const v = `/${metaGraphVersion}`;
const proof = { access_token: z.string(), appsecret_proof: z.string().regex(/^[0-9a-f]{64}$/) };
const fields = z.string().regex(/^[\w{}.,]+$/);
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
const errors = { 400: error, 401: error, 403: error, 404: error, 500: error };
const id = z.object({ id: z.string().regex(/^\d+(_\d+)?$/) });
const paging = z.object({
  cursors: z.object({ before: z.string(), after: z.string() }),
  next: z.string().optional(),
});
const page = z.object({
  id: z.string(),
  name: z.string(),
  access_token: z.string().optional(),
  category: z.string().optional(),
  tasks: z.array(z.string()).optional(),
});
const list = (item: z.ZodType) => z.object({ data: z.array(item), paging: paging.optional() });
const listQuery = z
  .object({ fields, limit: z.coerce.number().int().min(1).max(100), after: z.string().optional(), ...proof })
  .strict();
const pagesOf = (route: string, source: string): ContractRoute => ({
  route,
  source,
  query: listQuery,
  answers: { 200: list(page), ...errors },
});
const uploadSession = z
  .object({ video_id: z.string().regex(/^\d+$/), upload_url: z.string().url() })
  .strict();
const storyAnswer = z.object({ success: z.literal(true), post_id: z.string() }).strict();
const form = (shape: z.ZodRawShape) => ({
  kind: 'form' as const,
  schema: z.object({ ...shape, ...proof }).strict(),
});

export const metaRoutes: ContractRoute[] = [
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
    // Reels Publishing API: "start" opens an upload session; "finish" publishes the uploaded video.
    route: `POST ${v}/:page/video_reels`,
    source: `${docs}/video-api/guides/reels-publishing`,
    body: {
      kind: 'form',
      schema: z.union([
        z.object({ upload_phase: z.literal('start'), ...proof }).strict(),
        z
          .object({
            upload_phase: z.literal('finish'),
            video_id: z.string().regex(/^\d+$/),
            video_state: z.enum(['PUBLISHED', 'DRAFT', 'SCHEDULED']),
            description: z.string().optional(),
            ...proof,
          })
          .strict(),
      ]),
    },
    answers: { 200: z.union([uploadSession, z.object({ success: z.literal(true) }).strict()]), ...errors },
  },
  {
    // Page Stories API, video stories: the same upload phases; finish answers the story's post id.
    route: `POST ${v}/:page/video_stories`,
    source: `${docs}/page-stories-api#video-stories`,
    body: {
      kind: 'form',
      schema: z.union([
        z.object({ upload_phase: z.literal('start'), ...proof }).strict(),
        z
          .object({ upload_phase: z.literal('finish'), video_id: z.string().regex(/^\d+$/), ...proof })
          .strict(),
      ]),
    },
    answers: { 200: z.union([uploadSession, storyAnswer]), ...errors },
  },
  {
    // Page Stories API, photo stories: an unpublished photo of the page, by its id.
    route: `POST ${v}/:page/photo_stories`,
    source: `${docs}/page-stories-api#photo-stories`,
    body: form({ photo_id: z.string().regex(/^\d+$/) }),
    answers: { 200: storyAnswer, ...errors },
  },
  {
    // The upload of a reel or video story to rupload.facebook.com: "Authorization: OAuth {page
    // token}" and, for a hosted file, its URL in the file_url header (no bytes in the body).
    route: `POST /video-upload/${metaGraphVersion}/:video`,
    source: `${docs}/video-api/guides/reels-publishing#step-2--upload-the-video`,
    headers: { authorization: /^OAuth \S+$/, file_url: /^https?:\/\/\S+$/ },
    body: { kind: 'none' },
    answers: {
      200: z.object({ success: z.literal(true) }),
      400: z.object({
        debug_info: z.object({ retriable: z.boolean(), type: z.string(), message: z.string() }),
      }),
    },
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
    // A first comment: under a page post (Object Comments, "Publishing": `message`) or an IG Media
    // (IG Media Comments, "Creating": `message`, required; the page shows it in the query string,
    // and the Graph reads a POST's parameters from either).
    route: `POST ${v}/:object/comments`,
    source: `${docs}/graph-api/reference/object/comments#publish and ${docs}/instagram-platform/instagram-graph-api/reference/ig-media/comments#creating`,
    body: form({ message: z.string().min(1) }),
    answers: { 200: id, ...errors },
  },
  {
    // Reading them back (a lost answer's lookup): a page post's comments with `from`, newest first
    // (Object Comments, "Reading": order, fields), an IG Media's with `text` and `username`.
    route: `GET ${v}/:object/comments`,
    source: `${docs}/graph-api/reference/object/comments#read and ${docs}/instagram-platform/instagram-graph-api/reference/ig-media/comments#reading`,
    query: z
      .object({
        fields: z.enum(['id,message,from', 'id,text,username']),
        order: z.enum(['chronological', 'reverse_chronological']).optional(),
        limit: z.coerce.number().int().min(1).max(100),
        ...proof,
      })
      .strict(),
    answers: {
      200: list(
        z.union([
          z.object({
            id: z.string(),
            message: z.string(),
            from: z.object({ id: z.string(), name: z.string() }),
          }),
          z.object({ id: z.string(), text: z.string(), username: z.string() }),
        ]),
      ),
      ...errors,
    },
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
