import type { mybusinessaccountmanagement_v1 } from '@googleapis/mybusinessaccountmanagement';
import type { mybusinessbusinessinformation_v1 } from '@googleapis/mybusinessbusinessinformation';
import { z } from 'zod';
import type { ContractRoute } from './contract-routes';
import { googleError, googleOAuthRoutes } from './google-reference';
import type { Conforms } from './type-conformance';

/**
 * Google Business Profile's APIs as their references describe the calls we make: Account Management
 * and Business Information v1 (with the official clients' types, @googleapis/mybusinessaccountmanagement
 * and @googleapis/mybusinessbusinessinformation 13.0.0), and the v4 localPosts, which no published
 * client covers any more, transcribed from
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts.
 */
const v4 = 'https://developers.google.com/my-business/reference/rest/v4';
const bearer = { authorization: /^Bearer \S+$/ };

export const accountListAnswer = z.object({
  accounts: z.array(
    z.object({
      name: z.string().regex(/^accounts\/\d+$/),
      accountName: z.string(),
      type: z.enum(['PERSONAL', 'LOCATION_GROUP', 'USER_GROUP', 'ORGANIZATION']),
      role: z.enum(['PRIMARY_OWNER', 'OWNER', 'MANAGER', 'SITE_MANAGER']).optional(),
    }),
  ),
  nextPageToken: z.string().optional(),
});
const postalAddress = z.object({
  regionCode: z.string(),
  languageCode: z.string().optional(),
  postalCode: z.string().optional(),
  administrativeArea: z.string().optional(),
  locality: z.string().optional(),
  addressLines: z.array(z.string()).optional(),
});
export const locationListAnswer = z.object({
  locations: z.array(
    z.object({
      name: z.string().regex(/^locations\/\d+$/),
      title: z.string().optional(),
      storefrontAddress: postalAddress.optional(),
      metadata: z
        .object({
          mapsUri: z.string(),
          placeId: z.string(),
          canOperateLocalPost: z.boolean(),
          hasVoiceOfMerchant: z.boolean(),
        })
        .optional(),
    }),
  ),
  nextPageToken: z.string().optional(),
});

const date = z
  .object({ year: z.number().int(), month: z.number().int().min(1).max(12), day: z.number().int() })
  .strict();
const timeOfDay = z
  .object({ hours: z.number().int().min(0).max(23), minutes: z.number().int().min(0).max(59) })
  .partial()
  .strict();
const callToAction = z
  .object({
    actionType: z.enum(['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL']),
    url: z.string().url().optional(),
  })
  .strict();
/** LocalPost (v4), as a create request may carry it. */
export const localPostRequest = z
  .object({
    languageCode: z.string().optional(),
    summary: z.string().max(1500),
    callToAction: callToAction.optional(),
    event: z
      .object({
        title: z.string().max(58),
        schedule: z
          .object({
            startDate: date,
            startTime: timeOfDay.optional(),
            endDate: date,
            endTime: timeOfDay.optional(),
          })
          .strict(),
      })
      .strict()
      .optional(),
    offer: z
      .object({ couponCode: z.string(), redeemOnlineUrl: z.string().url(), termsConditions: z.string() })
      .partial()
      .strict()
      .optional(),
    media: z
      .array(z.object({ mediaFormat: z.literal('PHOTO'), sourceUrl: z.string().url() }).strict())
      .max(1)
      .optional(),
    topicType: z.enum(['STANDARD', 'EVENT', 'OFFER', 'ALERT']),
  })
  .strict();
const localPostAnswer = z.object({
  name: z.string().regex(/^accounts\/\d+\/locations\/\d+\/localPosts\/\w+$/),
  summary: z.string(),
  state: z.enum(['LOCAL_POST_STATE_UNSPECIFIED', 'REJECTED', 'LIVE', 'PROCESSING']),
  topicType: z.enum(['STANDARD', 'EVENT', 'OFFER', 'ALERT']),
  createTime: z.string(),
  updateTime: z.string(),
  searchUrl: z.string(),
});

export const googleBusinessRoutes: ContractRoute[] = [
  ...googleOAuthRoutes,
  {
    route: 'GET /v1/accounts',
    source: 'https://developers.google.com/my-business/reference/accountmanagement/rest/v1/accounts/list',
    headers: bearer,
    query: z
      .object({ pageSize: z.coerce.number().int().min(1).max(20), pageToken: z.string().optional() })
      .strict(),
    answers: { 200: accountListAnswer, 401: googleError, 403: googleError, 429: googleError },
  },
  {
    route: 'GET /v1/accounts/:account/locations',
    source:
      'https://developers.google.com/my-business/reference/businessinformation/rest/v1/accounts.locations/list',
    headers: bearer,
    query: z
      .object({
        readMask: z.string().regex(/^\w+(,\w+)*$/),
        pageSize: z.coerce.number().int().min(1).max(100),
        pageToken: z.string().optional(),
      })
      .strict(),
    answers: {
      200: locationListAnswer,
      400: googleError,
      401: googleError,
      403: googleError,
      429: googleError,
    },
  },
  {
    route: 'POST /v4/accounts/:account/locations/:location/localPosts',
    source: `${v4}/accounts.locations.localPosts/create`,
    headers: bearer,
    body: { kind: 'json', schema: localPostRequest },
    answers: { 200: localPostAnswer, 400: googleError, 401: googleError, 403: googleError, 429: googleError },
  },
];

// The official clients' types: the answers the fake gives must fit them.
export const typeChecks: [true, true] = [
  true satisfies Conforms<
    z.infer<typeof accountListAnswer>,
    mybusinessaccountmanagement_v1.Schema$ListAccountsResponse
  >,
  true satisfies Conforms<
    z.infer<typeof locationListAnswer>,
    mybusinessbusinessinformation_v1.Schema$ListLocationsResponse
  >,
];
