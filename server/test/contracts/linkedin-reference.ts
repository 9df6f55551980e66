import { z } from 'zod';
import type { ContractRoute } from './contract-routes';
import { linkedInCommentRoutes } from './linkedin-comments-reference';
import { error, learn, personOrOrganization, rest, restErrors, shares } from './linkedin-shapes';

/**
 * LinkedIn's APIs as Microsoft Learn's reference pages describe the calls we make (the Community
 * Management Posts, Images, Documents and Videos APIs, Organization Access Control, Sign In with
 * OpenID Connect, the OAuth 2.0 authorization code flow); the official client linkedin-api-client
 * sends the same calls in linkedin.contract.test.ts.
 */
const mediaUrn = z.string().regex(/^urn:li:(image|video|document):\w+$/);
const token = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  refresh_token: z.string().optional(),
  refresh_token_expires_in: z.number().int().optional(),
  scope: z.string(),
  id_token: z.string().optional(),
});
const oauthError = z.object({ error: z.string(), error_description: z.string() });

/** Post (Posts API, "Schema"): the fields a create may carry. */
const post = z
  .object({
    author: personOrOrganization,
    commentary: z.string().max(3000),
    visibility: z.enum(['CONNECTIONS', 'PUBLIC', 'LOGGED_IN', 'CONTAINER']),
    distribution: z
      .object({
        feedDistribution: z.enum(['MAIN_FEED', 'NONE']),
        targetEntities: z.array(z.object({})).optional(),
        thirdPartyDistributionChannels: z.array(z.string()).optional(),
      })
      .strict(),
    lifecycleState: z.enum(['PUBLISHED', 'DRAFT']),
    isReshareDisabledByAuthor: z.boolean().optional(),
    content: z
      .union([
        z
          .object({
            media: z
              .object({ id: mediaUrn, title: z.string().optional(), altText: z.string().optional() })
              .strict(),
          })
          .strict(),
        z
          .object({
            multiImage: z
              .object({
                images: z
                  .array(z.object({ id: mediaUrn, altText: z.string().optional() }).strict())
                  .min(2)
                  .max(20),
              })
              .strict(),
          })
          .strict(),
        z
          .object({
            article: z
              .object({
                source: z.string().url(),
                title: z.string(),
                description: z.string().optional(),
                thumbnail: mediaUrn.optional(),
              })
              .strict(),
          })
          .strict(),
      ])
      .optional(),
  })
  .strict();
const uploadValue = z.object({ uploadUrlExpiresAt: z.number().int(), uploadUrl: z.string().url() });

const accountAndPostRoutes: ContractRoute[] = [
  {
    route: 'GET /oauth/v2/authorization',
    source: `${learn}/shared/authentication/authorization-code-flow#step-2-request-an-authorization-code`,
    query: z
      .object({
        response_type: z.literal('code'),
        client_id: z.string(),
        redirect_uri: z.string().url(),
        state: z.string(),
        scope: z.string().regex(/^[\w]+( [\w]+)*$/),
      })
      .strict(),
    answers: { 302: null },
  },
  {
    route: 'POST /oauth/v2/accessToken',
    source: `${learn}/shared/authentication/authorization-code-flow#step-3-exchange-authorization-code-for-an-access-token and programmatic-refresh-tokens`,
    headers: { 'content-type': /^application\/x-www-form-urlencoded/ },
    body: {
      kind: 'form',
      schema: z.union([
        z
          .object({
            grant_type: z.literal('authorization_code'),
            code: z.string(),
            client_id: z.string(),
            client_secret: z.string(),
            redirect_uri: z.string().url(),
          })
          .strict(),
        z
          .object({
            grant_type: z.literal('refresh_token'),
            refresh_token: z.string(),
            client_id: z.string(),
            client_secret: z.string(),
          })
          .strict(),
      ]),
    },
    answers: { 200: token, 400: oauthError, 401: oauthError },
  },
  {
    route: 'GET /v2/userinfo',
    source: `${learn}/consumer/integrations/self-serve/sign-in-with-linkedin-v2#api-request-to-retreive-member-details`,
    headers: { authorization: /^Bearer \S+$/ },
    answers: {
      200: z.object({
        sub: z.string(),
        name: z.string(),
        given_name: z.string(),
        family_name: z.string(),
        picture: z.string().optional(),
      }),
      401: error,
      403: error,
    },
  },
  {
    route: 'GET /rest/organizationAcls',
    source: `${learn}/marketing/community-management/organizations/organization-access-control-by-role#find-a-members-organization-access-control-information`,
    headers: rest,
    query: z
      .object({
        q: z.literal('roleAssignee'),
        role: z.string().optional(),
        state: z.enum(['APPROVED', 'REQUESTED', 'REJECTED', 'REVOKED']).optional(),
        start: z.coerce.number().int().min(0),
        count: z.coerce.number().int().min(1).max(100),
      })
      .strict(),
    answers: {
      200: z.object({
        paging: z.object({ start: z.number().int(), count: z.number().int() }),
        elements: z.array(
          z.object({
            roleAssignee: personOrOrganization,
            state: z.string(),
            role: z.string(),
            organization: personOrOrganization,
          }),
        ),
      }),
      ...restErrors,
    },
  },
  {
    route: 'GET /rest/organizations/:id',
    source: `${learn}/marketing/community-management/organizations/organization-lookup-api#retrieve-an-organization`,
    headers: rest,
    answers: {
      200: z.object({ id: z.number().int(), localizedName: z.string(), vanityName: z.string().optional() }),
      ...restErrors,
    },
  },
  ...(['images', 'documents'] as const).map((kind): ContractRoute => ({
    route: `POST /rest/${kind}`,
    source: `${shares}/${kind}-api#initialize-${kind === 'images' ? 'image' : 'document'}-upload`,
    headers: rest,
    query: z.object({ action: z.literal('initializeUpload') }).strict(),
    body: {
      kind: 'json',
      schema: z
        .object({ initializeUploadRequest: z.object({ owner: personOrOrganization }).strict() })
        .strict(),
    },
    answers: {
      200: z.object({ value: uploadValue.extend({ [kind === 'images' ? 'image' : 'document']: mediaUrn }) }),
      ...restErrors,
    },
  })),
  {
    // initializeUpload and finalizeUpload share the path; the body tells them apart.
    route: 'POST /rest/videos',
    source: `${shares}/videos-api#initialize-video-upload and #finalize-video-upload`,
    headers: rest,
    query: z.object({ action: z.enum(['initializeUpload', 'finalizeUpload']) }).strict(),
    body: {
      kind: 'json',
      schema: z.union([
        z
          .object({
            initializeUploadRequest: z
              .object({
                owner: personOrOrganization,
                fileSizeBytes: z.number().int().positive(),
                uploadCaptions: z.boolean(),
                uploadThumbnail: z.boolean(),
              })
              .strict(),
          })
          .strict(),
        z
          .object({
            finalizeUploadRequest: z
              .object({
                video: mediaUrn,
                uploadToken: z.string(),
                uploadedPartIds: z.array(z.string()).min(1),
              })
              .strict(),
          })
          .strict(),
      ]),
    },
    answers: {
      200: z.union([
        z.object({
          value: z.object({
            uploadUrlsExpireAt: z.number().int(),
            video: mediaUrn,
            uploadInstructions: z
              .array(
                z.object({
                  uploadUrl: z.string().url(),
                  firstByte: z.number().int(),
                  lastByte: z.number().int(),
                }),
              )
              .min(1),
            uploadToken: z.string(),
          }),
        }),
        z.null(),
      ]),
      ...restErrors,
    },
  },
  {
    route: 'GET /rest/videos/:urn',
    source: `${shares}/videos-api#get-a-video`,
    headers: rest,
    answers: {
      200: z.object({
        id: mediaUrn,
        owner: personOrOrganization,
        status: z.enum(['PROCESSING', 'PROCESSING_FAILED', 'AVAILABLE', 'WAITING_UPLOAD']),
      }),
      ...restErrors,
    },
  },
  {
    // The upload URLs the initializeUpload answers named (LinkedIn's media host; the fake's here).
    route: 'PUT /dms-uploads/:kind/:urn',
    source: `${shares}/images-api#upload-the-image`,
    body: { kind: 'bytes' },
    answers: { 200: null, 201: null, 400: null },
  },
  {
    route: 'PUT /dms-uploads/videos/:urn/parts/:index',
    source: `${shares}/videos-api#upload-the-video`,
    headers: { 'content-type': /^application\/octet-stream$/ },
    body: { kind: 'bytes' },
    answers: { 200: null, 400: null },
  },
  {
    route: 'POST /rest/posts',
    source: `${shares}/posts-api#create-a-post`,
    headers: { ...rest, 'content-type': /^application\/json/ },
    body: { kind: 'json', schema: post },
    // "A successful response returns 201 Created, and the newly created post is identified by the
    // x-restli-id response header."
    answers: { 201: null, ...restErrors },
  },
];

export const linkedInRoutes: ContractRoute[] = [...accountAndPostRoutes, ...linkedInCommentRoutes];
