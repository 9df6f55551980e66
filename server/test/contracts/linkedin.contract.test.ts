import { RestliClient } from 'linkedin-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkedInProvider } from '../../src/providers/linkedin/linkedin-provider';
import type { PublishRequest } from '../../src/providers/provider';
import { FakeScript, startFakeHttp, type FakeHttp } from '../fakes/fake-http';
import {
  fakeLinkedInClient,
  fakeLinkedInMember,
  fakeLinkedInPagesClient,
  startFakeLinkedIn,
  type FakeLinkedIn,
} from '../fakes/linkedin/fake-server';
import { media, startMediaHost } from '../providers/media-host';
import { authorizeInBrowser, failure, publishRequest, redirectUri } from '../providers/provider-helpers';
import { checkExchanges, viewOf } from './contract-routes';
import { linkedInRoutes } from './linkedin-reference';

/**
 * Our LinkedIn requests and the fake's answers against LinkedIn's reference pages
 * (linkedin-reference.ts) and LinkedIn's own client (linkedin-api-client 0.3.0), which sends the
 * same calls to the same fake.
 */
let fake: FakeLinkedIn;
let host: FakeHttp;
let pdfHost: FakeHttp;
const version = '202610';

beforeAll(async () => {
  [fake, host, pdfHost] = await Promise.all([
    startFakeLinkedIn(),
    startMediaHost(),
    startFakeHttp(new FakeScript(), () => ({
      status: 200,
      text: '%PDF-1.7 a deck',
      headers: { 'content-type': 'application/pdf' },
    })),
  ]);
});
afterAll(async () => {
  await Promise.all([fake.close(), host.close(), pdfHost.close()]);
});

const provider = () =>
  createLinkedInProvider({
    personal: { clientId: fakeLinkedInClient.id, clientSecret: fakeLinkedInClient.secret },
    pages: { clientId: fakeLinkedInPagesClient.id, clientSecret: fakeLinkedInPagesClient.secret },
    apiBase: fake.url,
    authBase: fake.url,
    apiVersion: version,
    timeoutMs: 2000,
    media: { pollMs: 5 },
  });
async function connect(linkedin: ReturnType<typeof provider>, connection: 'personal' | 'pages') {
  if (connection === 'personal') {
    const { code } = await authorizeInBrowser(linkedin);
    return linkedin.exchangeCode({ code, codeVerifier: null, redirectUri });
  }
  const url = await linkedin.authorizeUrl({ state: 'p', codeChallenge: null, redirectUri, connection });
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  return linkedin.exchangeCode({
    code: back.searchParams.get('code')!,
    codeVerifier: null,
    redirectUri,
    connection,
  });
}
const member: PublishRequest['account'] = {
  externalId: fakeLinkedInMember.id,
  type: 'personal',
  metadata: { connection: 'personal' },
};

describe("LinkedIn: our requests and the fake's answers follow LinkedIn's reference", () => {
  it('both connections, refresh, every kind of post, and a refusal', async () => {
    const exchanges = fake.script.record();
    const linkedin = provider();
    const tokens = await linkedin.refresh(await connect(linkedin, 'personal'), member);
    await linkedin.listConnectable(tokens, { connection: 'personal' });
    const pageTokens = await connect(linkedin, 'pages');
    const [page] = await linkedin.listConnectable(pageTokens, { connection: 'pages' });
    const pageAccount = { externalId: page!.externalId, type: 'page', metadata: page!.metadata ?? {} };
    const send = (content: Parameters<typeof publishRequest>[1], to = member, with_ = tokens) =>
      linkedin.publish(publishRequest(with_, content, to));
    const hello = await send({ message: 'Hello (LinkedIn) #news' });
    await linkedin.comment!({
      idempotencyKey: 'c',
      sendAt: new Date(),
      account: member,
      tokens,
      post: hello,
      message: 'Links (below) #more',
    });
    await send({ message: 'A photo', images: [media(host, '/b.jpg')] }, pageAccount, pageTokens);
    await send({ message: 'Two photos', images: [media(host, '/b.jpg'), media(host, '/a.png')] });
    await send({ message: 'A clip', video: { ...media(host, '/d.mp4'), duration: 3, thumbnail: null } });
    await send({ message: 'A deck', extra: { pdf: { url: `${pdfHost.url}/deck.pdf`, thumbnail: null } } });
    fake.memberCallsLeft = 0;
    expect((await failure(send({ message: 'Too many' }))).kind).toBe('rate_limited');
    fake.memberCallsLeft = 10_000;
    const used = await checkExchanges(exchanges, linkedInRoutes);
    expect([...used].sort()).toEqual(linkedInRoutes.map((route) => route.route).sort());
  });
});

describe("LinkedIn: LinkedIn's own client asks for what we ask", () => {
  it('reads the member and the pages, starts an image upload and creates the post the same way', async () => {
    const linkedin = provider();
    const tokens = await connect(linkedin, 'personal');
    const pageTokens = await connect(linkedin, 'pages');
    const exchanges = fake.script.record();
    await linkedin.listConnectable(tokens, { connection: 'personal' });
    await linkedin.listConnectable(pageTokens, { connection: 'pages' });
    await linkedin.publish(
      publishRequest(tokens, { message: 'A photo', images: [media(host, '/b.jpg')] }, member),
    );
    const ours = exchanges.splice(0).filter((exchange) => !exchange.request.path.startsWith('/dms-uploads/'));

    const client = new RestliClient();
    // The client's hosts are fixed (api.linkedin.com): its requests are sent to the fake instead.
    client.axiosInstance.interceptors.request.use((config) => ({
      ...config,
      url: config.url?.replace(/^https:\/\/api\.linkedin\.com/, fake.url),
    }));
    const asPages = { accessToken: pageTokens.accessToken, versionString: version };
    await client.get({ resourcePath: '/userinfo', accessToken: tokens.accessToken });
    const acls = ours.find((exchange) => exchange.request.path === '/rest/organizationAcls')!.request.query;
    await client.finder({
      resourcePath: '/organizationAcls',
      finderName: 'roleAssignee',
      queryParams: Object.fromEntries([...acls].filter(([name]) => name !== 'q')),
      ...asPages,
    });
    for (const exchange of ours.filter((candidate) =>
      candidate.request.path.startsWith('/rest/organizations/'),
    ))
      await client.get({
        resourcePath: '/organizations/{id}',
        pathKeys: { id: exchange.request.path.split('/').at(-1)! },
        ...asPages,
      });
    const asMember = { accessToken: tokens.accessToken, versionString: version };
    const owner = `urn:li:person:${fakeLinkedInMember.id}`;
    const started = await client.action({
      resourcePath: '/images',
      actionName: 'initializeUpload',
      data: { initializeUploadRequest: { owner } },
      ...asMember,
    });
    const { uploadUrl, image } = (started.data as { value: { uploadUrl: string; image: string } }).value;
    await fetch(uploadUrl, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      body: new Uint8Array(10),
    });
    const entity = (await viewOf(ours.at(-1)!.request)).body as { content: { media: { id: string } } };
    await client.create({
      resourcePath: '/posts',
      entity: { ...entity, commentary: 'A photo, again', content: { media: { id: image } } },
      ...asMember,
    });
    const theirs = exchanges.filter((exchange) => !exchange.request.path.startsWith('/dms-uploads/'));

    const same = async (list: typeof ours) =>
      Promise.all(
        list.map(async ({ request }) => {
          const view = await viewOf(request);
          // LinkedIn refuses the same post twice: the second one says something else, about another image.
          const body =
            view.path === '/rest/posts'
              ? { ...(view.body as object), commentary: '?', content: '?' }
              : view.body;
          return {
            ...view,
            body,
            version: request.header('linkedin-version'),
            // The client sends Rest.li's header everywhere; /v2/userinfo (OpenID) does not read it.
            restli: view.path.startsWith('/rest/') ? request.header('x-restli-protocol-version') : null,
          };
        }),
      );
    expect(await same(theirs)).toEqual(await same(ours));
  });

  it('creates a first comment the same way', async () => {
    const linkedin = provider();
    const tokens = await connect(linkedin, 'personal');
    const post = await linkedin.publish(publishRequest(tokens, { message: 'A post to comment on' }, member));
    const exchanges = fake.script.record();
    const request = { idempotencyKey: 'c', sendAt: new Date(), account: member, tokens, post };
    await linkedin.comment!({ ...request, message: 'Read more' });
    const [ours] = exchanges.splice(0);
    const client = new RestliClient();
    client.axiosInstance.interceptors.request.use((config) => ({
      ...config,
      url: config.url?.replace(/^https:\/\/api\.linkedin\.com/, fake.url),
    }));
    const created = await client.create({
      resourcePath: '/socialActions/{id}/comments',
      pathKeys: { id: post.externalId },
      entity: (await viewOf(ours!.request)).body as Record<string, unknown>,
      accessToken: tokens.accessToken,
      versionString: version,
    });
    const [theirs] = exchanges;
    expect(await viewOf(theirs!.request)).toEqual(await viewOf(ours!.request));
    expect(theirs!.request.header('x-restli-protocol-version')).toBe('2.0.0');
    expect(created.createdEntityId).toBe(fake.comments.at(-1)!.id);
    const under = fake.comments.filter((comment) => comment.object === post.externalId);
    expect(under.map((comment) => comment.text)).toEqual(['Read more', 'Read more']);
  });
});
