import { z } from 'zod';
import type { ContractRoute } from './contract-routes';
import { learn, rest, restErrors } from './linkedin-shapes';

const organizations = `${learn}/marketing/community-management/organizations`;
const count = z.number().int().nonnegative();
const organization = z.string().regex(/^urn:li:organization:\d+$/);

/** ShareStatisticsData ("Schema"): counts, and engagement as a rate. */
const shareStatistics = z.object({
  clickCount: count,
  commentCount: count,
  engagement: z.number(),
  impressionCount: count,
  likeCount: count,
  shareCount: count,
  uniqueImpressionsCount: count,
});

/** LinkedIn's statistics and follower count of a page, as its reference pages describe them (issue 21). */
export const linkedInStatisticsRoutes: ContractRoute[] = [
  {
    // "Retrieve Statistics for Specific Shares" / "... UGC Posts": the finder with shares=List(...) or
    // ugcPosts=List(...); lifetime statistics when timeIntervals is left out.
    route: 'GET /rest/organizationalEntityShareStatistics',
    source: `${organizations}/share-statistics`,
    headers: rest,
    query: z
      .object({
        q: z.literal('organizationalEntity'),
        organizationalEntity: organization,
        shares: z.string().regex(/^List\(urn:li:share:\d+(,urn:li:share:\d+)*\)$/),
        ugcPosts: z.string().regex(/^List\(urn:li:ugcPost:\d+(,urn:li:ugcPost:\d+)*\)$/),
      })
      .partial({ shares: true, ugcPosts: true })
      .strict(),
    answers: {
      200: z.object({
        paging: z.object({ count: count, start: count }),
        elements: z.array(
          z.object({
            organizationalEntity: organization,
            share: z
              .string()
              .regex(/^urn:li:share:\d+$/)
              .optional(),
            ugcPost: z
              .string()
              .regex(/^urn:li:ugcPost:\d+$/)
              .optional(),
            totalShareStatistics: shareStatistics,
          }),
        ),
      }),
      ...restErrors,
    },
  },
  {
    // Organization Lookup API, "Retrieve Organization Follower Count".
    route: 'GET /rest/networkSizes/:organization',
    source: `${organizations}/organization-lookup-api`,
    headers: rest,
    query: z.object({ edgeType: z.literal('COMPANY_FOLLOWED_BY_MEMBER') }).strict(),
    answers: { 200: z.object({ firstDegreeSize: count }).strict(), ...restErrors },
  },
];
