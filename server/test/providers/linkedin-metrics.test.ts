import { RestliClient } from 'linkedin-api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextUtcMidnight } from '../../src/providers/linkedin/linkedin-errors';
import type { Provider, PublishRequest, TokenSet } from '../../src/providers/provider';
import { checkExchanges } from '../contracts/contract-routes';
import { linkedInStatisticsRoutes } from '../contracts/linkedin-statistics-reference';
import type { FakeHttpRequest } from '../fakes/fake-http';
import { fakeLinkedInMember, startFakeLinkedIn, type FakeLinkedIn } from '../fakes/linkedin/fake-server';
import { linkedInProviderOn } from './fake-network-providers';
import { authorizeInBrowser, failure, publishRequest, redirectUri } from './provider-helpers';

/**
 * LinkedIn's share statistics and follower count against its fake over HTTP. Our requests and the
 * fake's answers are checked against Microsoft Learn's reference pages
 * (contracts/linkedin-statistics-reference.ts), and LinkedIn's own client (linkedin-api-client 0.3.0)
 * sends the same finder and get, Rest.li list encoding included, to the same fake.
 */
let fake: FakeLinkedIn;
let provider: Provider;
let pageTokens: TokenSet;
let memberTokens: TokenSet;
/** Kairos Coffee, which the member administers (ADMINISTRATOR). */
let page: PublishRequest['account'];
/** Kairos Labs, where the member is CONTENT_ADMINISTRATOR: may post, may not read statistics. */
let contentPage: PublishRequest['account'];
const member: PublishRequest['account'] = {
  externalId: fakeLinkedInMember.id,
  type: 'personal',
  metadata: { connection: 'personal' },
};

beforeAll(async () => {
  fake = await startFakeLinkedIn();
  provider = linkedInProviderOn(fake);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  fake.memberCallsLeft = 10_000;
  const { code } = await authorizeInBrowser(provider);
  memberTokens = await provider.exchangeCode({ code, codeVerifier: null, redirectUri });
  const url = await provider.authorizeUrl({
    state: 'p',
    codeChallenge: null,
    redirectUri,
    connection: 'pages',
  });
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  const pageCode = back.searchParams.get('code')!;
  pageTokens = await provider.exchangeCode({
    code: pageCode,
    codeVerifier: null,
    redirectUri,
    connection: 'pages',
  });
  const pages = await provider.listConnectable(pageTokens, { connection: 'pages' });
  const accountOf = (name: string) => {
    const found = pages.find((candidate) => candidate.name === name)!;
    return { externalId: found.externalId, type: 'page', metadata: found.metadata ?? {} };
  };
  [page, contentPage] = [accountOf('Kairos Coffee'), accountOf('Kairos Labs')];
});

const postOf = (urn: string) => fake.posts.find((post) => post.urn === urn)!;
/** The query as sent, one `name=value` per item, undecoded. */
const sentQuery = (request: FakeHttpRequest) => (request.target.split('?')[1] ?? '').split('&').sort();

function linkedInsOwnClient() {
  const client = new RestliClient();
  // The client's hosts are fixed (api.linkedin.com): its requests are sent to the fake instead.
  client.axiosInstance.interceptors.request.use((config) => ({
    ...config,
    url: config.url?.replace(/^https:\/\/api\.linkedin\.com/, fake.url),
  }));
  return client;
}

describe('LinkedIn: a page post’s statistics (organizationalEntityShareStatistics)', () => {
  it('reads reactions, reshares, comments and impressions as LinkedIn’s own client asks for them', async () => {
    const post = await provider.publish(publishRequest(pageTokens, { message: 'Counted on LinkedIn' }, page));
    expect(post.externalId).toMatch(/^urn:li:share:/);
    postOf(post.externalId).statistics = {
      likeCount: 21,
      commentCount: 3,
      shareCount: 2,
      impressionCount: 1_500,
      uniqueImpressionsCount: 1_100,
      clickCount: 40,
      engagement: 0.044,
    };
    const exchanges = fake.script.record();
    expect(await provider.readMetrics!({ account: page, tokens: pageTokens, post })).toEqual({
      likes: 21,
      reposts: 2,
      replies: 3,
      impressions: 1_500,
      raw: {
        likeCount: 21,
        commentCount: 3,
        shareCount: 2,
        impressionCount: 1_500,
        uniqueImpressionsCount: 1_100,
        clickCount: 40,
        engagement: 0.044,
      },
    });
    const organization = page.metadata.urn as string;
    const answer = await linkedInsOwnClient().finder({
      resourcePath: '/organizationalEntityShareStatistics',
      finderName: 'organizationalEntity',
      queryParams: { organizationalEntity: organization, shares: [post.externalId] },
      accessToken: pageTokens.accessToken,
      versionString: '202610',
    });
    expect(answer.data.elements).toMatchObject([
      { share: post.externalId, totalShareStatistics: { likeCount: 21 } },
    ]);
    const [ours, theirs] = exchanges.map((exchange) => exchange.request);
    expect(sentQuery(ours!)).toEqual(sentQuery(theirs!));
    expect(sentQuery(ours!)).toContain(`shares=List(${encodeURIComponent(post.externalId)})`);
    for (const header of ['linkedin-version', 'x-restli-protocol-version'])
      expect(ours!.header(header)).toBe(theirs!.header(header));
    await checkExchanges(exchanges, linkedInStatisticsRoutes);
  });

  it('asks for a video post (a ugcPost) in ugcPosts=List(...)', async () => {
    const urn = 'urn:li:ugcPost:7300000000000000999';
    fake.posts.push({
      urn,
      author: page.metadata.urn as string,
      commentary: 'A clip',
      media: ['urn:li:video:C5F10AQ'],
      mediaTitle: null,
      altTexts: [''],
      article: null,
      statistics: { likeCount: 5, impressionCount: 80 },
    });
    const exchanges = fake.script.record();
    const post = { externalId: urn, url: null };
    expect(await provider.readMetrics!({ account: page, tokens: pageTokens, post })).toMatchObject({
      likes: 5,
      impressions: 80,
    });
    expect(sentQuery(exchanges[0]!.request)).toContain(`ugcPosts=List(${encodeURIComponent(urn)})`);
    await checkExchanges(exchanges, linkedInStatisticsRoutes);
  });

  it("has none for a member's post, nor for a page the member may post to but not administer", async () => {
    const exchanges = fake.script.record();
    const mine = await provider.publish(publishRequest(memberTokens, { message: 'My own post' }, member));
    expect(await provider.readMetrics!({ account: member, tokens: memberTokens, post: mine })).toBeNull();
    expect(exchanges.map((exchange) => exchange.request.path)).toEqual(['/rest/posts']);
    const theirs = await provider.publish(
      publishRequest(pageTokens, { message: 'For the lab' }, contentPage),
    );
    expect(
      await provider.readMetrics!({ account: contentPage, tokens: pageTokens, post: theirs }),
    ).toBeNull();
    expect(exchanges.at(-1)!.answer.status).toBe(403);
  });

  it('says a deleted post is gone', async () => {
    const post = await provider.publish(publishRequest(pageTokens, { message: 'Then deleted' }, page));
    postOf(post.externalId).deleted = true;
    expect((await failure(provider.readMetrics!({ account: page, tokens: pageTokens, post }))).kind).toBe(
      'bad_content',
    );
  });

  it('asks to reconnect when the token expired', async () => {
    const post = await provider.publish(publishRequest(pageTokens, { message: 'Token ends' }, page));
    fake.oauth.expireAll();
    expect((await failure(provider.readMetrics!({ account: page, tokens: pageTokens, post }))).kind).toBe(
      'auth',
    );
    expect((await failure(provider.readFollowers!({ account: page, tokens: pageTokens }))).kind).toBe('auth');
  });

  it("waits until midnight UTC when the member's day limit is reached (429, no headers)", async () => {
    const post = await provider.publish(publishRequest(pageTokens, { message: 'Too often' }, page));
    fake.memberCallsLeft = 0;
    const error = await failure(provider.readMetrics!({ account: page, tokens: pageTokens, post }));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAt).toEqual(nextUtcMidnight(new Date()));
  });
});

describe('LinkedIn: followers (networkSizes)', () => {
  it("counts a page's followers as LinkedIn's own client asks for them, and none for a member", async () => {
    const exchanges = fake.script.record();
    expect(await provider.readFollowers!({ account: page, tokens: pageTokens })).toBe(4_210);
    const answer = await linkedInsOwnClient().get({
      resourcePath: '/networkSizes/{id}',
      pathKeys: { id: page.metadata.urn },
      queryParams: { edgeType: 'COMPANY_FOLLOWED_BY_MEMBER' },
      accessToken: pageTokens.accessToken,
      versionString: '202610',
    });
    expect(answer.data).toEqual({ firstDegreeSize: 4_210 });
    const [ours, theirs] = exchanges.map((exchange) => exchange.request.target);
    expect(ours).toBe(theirs);
    expect(ours).toBe(
      '/rest/networkSizes/urn%3Ali%3Aorganization%3A10002687?edgeType=COMPANY_FOLLOWED_BY_MEMBER',
    );
    expect(await provider.readFollowers!({ account: member, tokens: memberTokens })).toBeNull();
    expect(exchanges).toHaveLength(2);
    await checkExchanges(exchanges, linkedInStatisticsRoutes);
  });
});
