import type { FakeAnswer, FakeHttpRequest } from '../fake-http';
import { restError } from './fake-oauth';
import { fakeLinkedInPages, type FakeLinkedIn } from './fake-server';

/**
 * Organization Share Statistics and the organization's network size, as Microsoft Learn's reference
 * pages describe them (community-management/organizations/share-statistics and organization-lookup-
 * api, "Retrieve Organization Follower Count"); linkedin-metrics.test.ts sends LinkedIn's own client
 * (linkedin-api-client) the same calls. LinkedIn's reference does not say what a deleted post gives:
 * the fake lists no statistics for it.
 */
export interface FakeShareStatistics {
  likeCount: number;
  commentCount: number;
  shareCount: number;
  impressionCount: number;
  uniqueImpressionsCount: number;
  clickCount: number;
  engagement: number;
}

const none: FakeShareStatistics = {
  likeCount: 0,
  commentCount: 0,
  shareCount: 0,
  impressionCount: 0,
  uniqueImpressionsCount: 0,
  clickCount: 0,
  engagement: 0,
};

const badRequest = (message: string) => restError(400, 400, 'BAD_REQUEST', message);

/** The query as sent: Rest.li 2.0 keeps `List(` `,` `)` literal and percent-encodes each URN. */
function rawQuery(request: FakeHttpRequest): Map<string, string> {
  const query = request.target.split('?')[1] ?? '';
  return new Map(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
}

const encodedUrn = (kind: string) => new RegExp(`^urn%3Ali%3A${kind}%3A\\d+$`, 'i');
const finderLists = { shares: 'share', ugcPosts: 'ugcPost' } as const;

/** The URNs of shares=List(...) or ugcPosts=List(...), or the 400 LinkedIn answers a malformed list with. */
function listed(
  query: Map<string, string>,
): { kind: 'share' | 'ugcPost'; urns: string[] } | FakeAnswer | null {
  const present = (Object.keys(finderLists) as (keyof typeof finderLists)[]).filter((name) =>
    query.has(name),
  );
  if (present.length === 0) return null;
  if (present.length > 1) return badRequest('Only one of shares and ugcPosts may be given');
  const name = present[0]!;
  const list = /^List\((.*)\)$/.exec(query.get(name)!);
  const items = list?.[1]?.split(',') ?? [];
  if (!list || items.some((item) => !encodedUrn(finderLists[name]).test(item)))
    return badRequest(`Invalid value for param: ${name}`);
  return { kind: finderLists[name], urns: items.map(decodeURIComponent) };
}

/** GET /rest/organizationalEntityShareStatistics?q=organizationalEntity: lifetime, organic only. */
export function shareStatistics(fake: FakeLinkedIn, scopes: string[], request: FakeHttpRequest): FakeAnswer {
  const query = rawQuery(request);
  if (query.get('q') !== 'organizationalEntity') return badRequest('Unsupported finder');
  const entity = query.get('organizationalEntity') ?? '';
  if (!encodedUrn('organization').test(entity))
    return badRequest('Invalid value for param: organizationalEntity');
  const organization = decodeURIComponent(entity);
  const page = fakeLinkedInPages.find((candidate) => `urn:li:organization:${candidate.id}` === organization);
  // "rw_organization_admin ... Restricted to organizations in which the authenticated member has the
  // following role: ADMINISTRATOR".
  if (!scopes.includes('rw_organization_admin') || page?.role !== 'ADMINISTRATOR')
    return restError(
      403,
      100,
      'ACCESS_DENIED',
      'Not enough permissions to access: organizationalEntityShareStatistics.FINDER-organizationalEntity.20261001',
    );
  const asked = listed(query);
  if (asked && 'status' in asked) return asked;
  const posts = fake.posts.filter((post) => post.author === organization && !post.deleted);
  const statisticsOf = (urns: string[]) => {
    const found = posts.filter((post) => urns.includes(post.urn));
    const total = { ...none };
    for (const post of found)
      for (const key of Object.keys(total) as (keyof FakeShareStatistics)[])
        total[key] += post.statistics?.[key] ?? 0;
    return total;
  };
  const elements = asked
    ? asked.urns
        .filter((urn) => posts.some((post) => post.urn === urn))
        .map((urn) => ({
          [asked.kind]: urn,
          organizationalEntity: organization,
          totalShareStatistics: statisticsOf([urn]),
        }))
    : [
        {
          organizationalEntity: organization,
          totalShareStatistics: statisticsOf(posts.map((post) => post.urn)),
        },
      ];
  return { status: 200, json: { paging: { count: 10, start: 0, links: [] }, elements } };
}

/** GET /rest/networkSizes/{organization URN}?edgeType=COMPANY_FOLLOWED_BY_MEMBER: { firstDegreeSize }. */
export function networkSize(request: FakeHttpRequest, urn: string): FakeAnswer {
  if (request.query.get('edgeType') !== 'COMPANY_FOLLOWED_BY_MEMBER')
    return badRequest('Invalid value for param: edgeType');
  const page = fakeLinkedInPages.find((candidate) => `urn:li:organization:${candidate.id}` === urn);
  if (!page) return restError(404, 404, 'NOT_FOUND', `Organization ${urn} does not exist`);
  return { status: 200, json: { firstDegreeSize: page.followers } };
}
