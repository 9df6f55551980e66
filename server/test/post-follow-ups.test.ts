import { messages, type SocialType } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { setTeamPlan } from '../src/modules/billing/set-team-plan';
import { registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function ownerWith(socialMedia: SocialType, metadata: Record<string, unknown> = {}, name = 'Main') {
  const owner = await registerOwner(server, 'Threader');
  // Threads and YouTube need Advanced (decision 0101): the top current plan has every network.
  await setTeamPlan(server.database.db, owner.email, 'annual_businessnew');
  const [row] = await server.database.db
    .insert(accounts)
    .values({ calendarId: owner.calendarId, socialMedia, name, externalId: `m-${Math.random()}`, metadata })
    .returning();
  return { ...owner, accountId: row!.id };
}

type Owner = Awaited<ReturnType<typeof ownerWith>>;
const image = { url: 'https://cdn.example.com/a.png', mimeType: 'image/png' };
const body = (owner: Owner, fields: Record<string, unknown>) => ({
  message: `One ${Math.random()}`,
  calendarId: owner.calendarId,
  accountIds: [owner.accountId],
  timing: { mode: 'now' },
  images: [image],
  ...fields,
});

// Issue 16: a post's thread and first comment are stored with it and checked by each network's rules.
describe('a thread and a first comment through the API', () => {
  it('keeps them with the post, as a draft and when edited', async () => {
    const owner = await ownerWith('testNetwork');
    const thread = [{ message: 'Two', images: [{ ...image, alt: 'Beans' }] }, { message: 'Three' }];
    const draft = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: body(owner, { draft: true, thread, firstComment: 'Links' }),
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const opened = await server.api('GET', `/api/posts/${draft.body._id}`, { token: owner.token });
    expect(opened.body.thread).toEqual([
      { message: 'Two', images: [{ ...image, alt: 'Beans' }] },
      { message: 'Three', images: [] },
    ]);
    expect(opened.body.firstComment).toBe('Links');
    const edited = await server.api('PUT', `/api/posts/${draft.body._id}`, {
      token: owner.token,
      body: body(owner, { draft: true, thread: [{ message: 'Two, edited' }], firstComment: '' }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect([edited.body.thread, edited.body.firstComment]).toEqual([
      [{ message: 'Two, edited', images: [] }],
      '',
    ]);
  });

  it.each<[string, SocialType, Record<string, unknown>, string]>([
    [
      'a reply longer than X takes',
      'twitter',
      { thread: [{ message: 'a'.repeat(281) }] },
      messages.networkRules.threadPart(2, messages.composer.textTooLong('Twitter', 280)),
    ],
    [
      'an empty reply',
      'testNetwork',
      { thread: [{ message: ' ' }] },
      messages.networkRules.threadReplyEmpty(2),
    ],
    [
      'a first comment longer than LinkedIn takes',
      'linkedin',
      { firstComment: 'a'.repeat(1251) },
      messages.networkRules.firstCommentTooLong('LinkedIn', 1250),
    ],
  ])('refuses %s with its message', async (_case, socialMedia, fields, message) => {
    const owner = await ownerWith(socialMedia);
    const reply = await server.api('POST', '/api/posts', { token: owner.token, body: body(owner, fields) });
    expect([reply.status, reply.body.error.message]).toEqual([422, message]);
  });

  it('asks to reconnect a YouTube channel connected without the comment scope', async () => {
    const owner = await ownerWith('youtube', { channelId: 'UC1' }, 'Beans TV');
    const listed = await server.api('GET', `/api/accounts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(listed.body[0].commentsAllowed).toBe(false);
    const video = {
      url: 'https://cdn.example.com/v.mp4',
      duration: 30,
      videoWidth: 1920,
      videoHeight: 1080,
      size: 1,
    };
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: body(owner, { images: [], video, postTitle: 'Launch', firstComment: 'Chapters' }),
    });
    expect([reply.status, reply.body.error.message]).toEqual([
      422,
      messages.networkRules.commentScope('Beans TV'),
    ]);
  });

  it.each<[string, unknown]>([
    ['more replies than any thread takes', Array.from({ length: 25 }, () => ({ message: 'x' }))],
    ['a reply that is not an object', ['text']],
    ['a reply with a control character', [{ message: 'a\u0000b' }]],
    ['a reply with 11 images', [{ message: 'x', images: Array.from({ length: 11 }, () => image) }]],
  ])('answers 422, never 500, to %s', async (_case, thread) => {
    const owner = await ownerWith('testNetwork');
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: body(owner, { thread }),
    });
    expect(reply.status).toBe(422);
  });
});
