import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeLinkedInClient,
  fakeLinkedInMember,
  fakeLinkedInPagesClient,
  startFakeLinkedIn,
  type FakeLinkedIn,
} from '../fakes/linkedin/fake-server';
import {
  fakeThreadsApp,
  fakeThreadsUser,
  startFakeThreads,
  type FakeThreadsApi,
} from '../fakes/threads/fake-server';
import { createLinkedInProvider } from '../../src/providers/linkedin/linkedin-provider';
import { createThreadsProvider } from '../../src/providers/threads/threads-provider';
import { connectThroughOAuth } from './provider-helpers';

/**
 * The fakes refuse a malformed link preview as the networks do: LinkedIn's Posts API "Article" content
 * takes source (a URL) and title, description and thumbnail (an image URN) and nothing else; Threads
 * takes link_attachment, a URL, on TEXT containers only (Threads Posts, "Links").
 */
let linkedin: FakeLinkedIn;
let threads: FakeThreadsApi;
let linkedInToken: string;
let threadsToken: string;
const author = `urn:li:person:${fakeLinkedInMember.id}`;

beforeAll(async () => {
  [linkedin, threads] = await Promise.all([startFakeLinkedIn(), startFakeThreads()]);
  const linkedInProvider = createLinkedInProvider({
    personal: { clientId: fakeLinkedInClient.id, clientSecret: fakeLinkedInClient.secret },
    pages: { clientId: fakeLinkedInPagesClient.id, clientSecret: fakeLinkedInPagesClient.secret },
    apiBase: linkedin.url,
    authBase: linkedin.url,
    apiVersion: '202610',
  });
  const threadsProvider = createThreadsProvider({
    appId: fakeThreadsApp.id,
    appSecret: fakeThreadsApp.secret,
    apiBase: threads.url,
    authBase: threads.url,
  });
  linkedInToken = (await connectThroughOAuth(linkedInProvider)).accessToken;
  threadsToken = (await connectThroughOAuth(threadsProvider)).accessToken;
});
afterAll(async () => {
  await Promise.all([linkedin.close(), threads.close()]);
});

async function postToLinkedIn(commentary: string, article: Record<string, unknown>) {
  const reply = await fetch(`${linkedin.url}/rest/posts`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${linkedInToken}`,
      'content-type': 'application/json',
      'linkedin-version': '202610',
      'x-restli-protocol-version': '2.0.0',
    },
    body: JSON.stringify({
      author,
      commentary,
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      content: { article },
    }),
  });
  return {
    status: reply.status,
    body: reply.status === 201 ? null : ((await reply.json()) as { message: string }),
  };
}

async function containerOnThreads(fields: Record<string, string>) {
  const reply = await fetch(`${threads.url}/v1.0/${fakeThreadsUser.id}/threads`, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, access_token: threadsToken }),
  });
  return { status: reply.status, body: (await reply.json()) as { id?: string; error?: { code: number } } };
}

describe('the LinkedIn fake checks content.article', () => {
  it('records a well-formed article', async () => {
    const article = { source: 'https://kairos.example/a', title: 'A', description: 'About A' };
    expect((await postToLinkedIn('well formed', article)).status).toBe(201);
    expect(linkedin.posts.at(-1)!.article).toEqual(article);
  });

  it.each([
    ['no title', { source: 'https://kairos.example/a' }, /title :: field is required/],
    ['a source that is no URL', { source: 'kairos', title: 'A' }, /source :: must be a valid URL/],
    [
      'a thumbnail that is no image URN',
      { source: 'https://k.example', title: 'A', thumbnail: 'urn:li:video:1' },
      /thumbnail/,
    ],
    [
      'a thumbnail never uploaded',
      { source: 'https://k.example', title: 'A', thumbnail: 'urn:li:image:D4E1' },
      /not available/,
    ],
    [
      'a field the reference does not list',
      { source: 'https://k.example', title: 'A', image: 'x' },
      /image :: unrecognized field/,
    ],
  ])('refuses an article with %s (422)', async (name, article, message) => {
    const answer = await postToLinkedIn(`refused: ${name}`, article);
    expect(answer.status).toBe(422);
    expect(answer.body!.message).toMatch(message);
    expect(linkedin.posts.some((post) => post.commentary === `refused: ${name}`)).toBe(false);
  });
});

describe('the Threads fake checks link_attachment', () => {
  it('records it on a TEXT container', async () => {
    const answer = await containerOnThreads({
      media_type: 'TEXT',
      text: 'See https://kairos.example/x',
      link_attachment: 'https://kairos.example/x',
    });
    expect(answer.status).toBe(200);
    expect(threads.containers.containers.get(answer.body.id!)!.linkAttachment).toBe(
      'https://kairos.example/x',
    );
  });

  it.each([
    ['on an IMAGE container', { media_type: 'IMAGE', image_url: 'https://kairos.example/a.jpg' }],
    ['that is no URL', { media_type: 'TEXT', text: 'Hi', link_attachment: 'kairos' }],
  ])('refuses one %s with code 100', async (_name, fields) => {
    const answer = await containerOnThreads({ link_attachment: 'https://kairos.example/x', ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body.error!.code).toBe(100);
  });
});
