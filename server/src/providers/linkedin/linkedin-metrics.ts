import { z } from 'zod';
import type { PostMetricsReading, PublishAccount, PublishResult } from '../provider';
import { PublishError } from '../publish-error';
import { readAnswer } from '../read-answer';
import { authorOf } from './linkedin-accounts';
import type { LinkedInRest } from './linkedin-rest';

const count = z.number().int().nonnegative();
/** ShareStatisticsData (Organization Share Statistics, "Schema"); engagement is a rate. */
const shareStatistics = z.object({
  likeCount: count,
  commentCount: count,
  shareCount: count,
  impressionCount: count,
  uniqueImpressionsCount: count.optional(),
  clickCount: count.optional(),
  engagement: z.number().optional(),
});
const statisticsAnswer = z.object({
  elements: z.array(
    z.object({
      share: z.string().optional(),
      ugcPost: z.string().optional(),
      totalShareStatistics: shareStatistics,
    }),
  ),
});
const networkSizeAnswer = z.object({ firstDegreeSize: count });

/** The finder parameter each kind of post URN goes in: shares=List(...) or ugcPosts=List(...). */
const listOf = (urn: string) =>
  urn.startsWith('urn:li:share:') ? 'shares' : urn.startsWith('urn:li:ugcPost:') ? 'ugcPosts' : null;

/** The page an account posts as; null for a member's own profile. */
function organizationOf(account: PublishAccount): string | null {
  const author = authorOf(account);
  return author.startsWith('urn:li:organization:') ? author : null;
}

/**
 * A page's post statistics (organizationalEntityShareStatistics, decision 0114). Null for a member's
 * post: LinkedIn offers member post statistics to none of the scopes we hold. Null too when LinkedIn
 * answers 403: it gives statistics to a page's ADMINISTRATOR only, and a CONTENT_ADMINISTRATOR may
 * post but will never read them, however often the account is reconnected.
 */
export async function readLinkedInMetrics(
  rest: LinkedInRest,
  account: PublishAccount,
  post: PublishResult,
): Promise<PostMetricsReading | null> {
  const organization = organizationOf(account);
  const list = listOf(post.externalId);
  if (!organization || !list) return null;
  // Rest.li 2.0: URNs percent-encoded, the List(...) around them literal (no query helper would keep it).
  const query = [
    'q=organizationalEntity',
    `organizationalEntity=${encodeURIComponent(organization)}`,
    `${list}=List(${encodeURIComponent(post.externalId)})`,
  ].join('&');
  const answer = await rest.http.request({
    url: `${rest.apiBase}/rest/organizationalEntityShareStatistics?${query}`,
    headers: rest.headers,
    bearer: rest.bearer,
    acceptStatuses: [403],
  });
  if (answer.status === 403) return null;
  const { elements } = readAnswer(statisticsAnswer, answer.body, 'transient', 'share statistics');
  const found = elements.find((element) => (element.share ?? element.ugcPost) === post.externalId);
  if (!found)
    throw new PublishError('bad_content', 'The post is no longer on LinkedIn', {
      networkCode: 'no_statistics',
    });
  const figures = found.totalShareStatistics;
  const raw = Object.fromEntries(
    Object.entries(figures).filter((entry): entry is [string, number] => entry[1] !== undefined),
  );
  return {
    likes: figures.likeCount,
    reposts: figures.shareCount,
    replies: figures.commentCount,
    impressions: figures.impressionCount,
    raw,
  };
}

/** A page's followers (networkSizes, COMPANY_FOLLOWED_BY_MEMBER); null for a member's profile. */
export async function readLinkedInFollowers(
  rest: LinkedInRest,
  account: PublishAccount,
): Promise<number | null> {
  const organization = organizationOf(account);
  if (!organization) return null;
  const answer = await rest.http.request({
    url: `${rest.apiBase}/rest/networkSizes/${encodeURIComponent(organization)}`,
    query: { edgeType: 'COMPANY_FOLLOWED_BY_MEMBER' },
    headers: rest.headers,
    bearer: rest.bearer,
  });
  return readAnswer(networkSizeAnswer, answer.body, 'transient', 'follower count').firstDegreeSize;
}
