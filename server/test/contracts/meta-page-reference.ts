import { z } from 'zod';
import { metaGraphVersion } from '../../src/providers/meta-graph/graph-options';
import type { ContractRoute } from './contract-routes';
import { docs, errors, form, id, list, proof, v } from './meta-shapes';

/**
 * The Graph API's calls for what comes with a page post (issue 16): first comments on page posts
 * and Instagram media, and a page's Reels and stories with the video upload they use, transcribed
 * from their reference pages like the rest of meta-reference.ts.
 */
const uploadSession = z
  .object({ video_id: z.string().regex(/^\d+$/), upload_url: z.string().url() })
  .strict();
const storyAnswer = z.object({ success: z.literal(true), post_id: z.string() }).strict();

export const metaPageRoutes: ContractRoute[] = [
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
];
