import { messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, publishTargets } from '../src/db/schema';
import { claimTarget, recordProgress } from '../src/modules/publishing/target-claims';
import { createTestNetworkProvider } from '../src/providers/test-network/provider';
import { startEngineWorld, type EngineWorld } from './engine-harness';

let world: EngineWorld;
beforeAll(async () => {
  world = await startEngineWorld({ PUBLISH_RETRY_BASE_SECONDS: '0.2' });
  await world.startWorker();
});
afterAll(async () => {
  await world.close();
});

const settled = (states: string[]) =>
  states.length > 0 && states.every((state) => !['scheduled', 'publishing'].includes(state));
const settle = (postId: string, timeoutMs?: number) =>
  world.waitFor(() => world.targetStates(postId), settled, timeoutMs);
const targetOf = async (postId: string) =>
  (await world.server.database.db.select().from(publishTargets).where(eq(publishTargets.postId, postId)))[0]!;

const thread = [{ message: 'Two: the middle' }, { message: 'Three: the end' }];
const threePartsAndAComment = { thread, firstComment: 'Links in here' };

/** What the network received: posts by text, each with the text it answers; comments by text. */
async function received() {
  const posts = await world.fake.posts();
  const textOf = (id: string | null) => posts.find((post) => post.id === id)?.text ?? null;
  return {
    posts: posts.map((post) => [post.text, textOf(post.replyToId)]),
    comments: (await world.fake.comments()).map((comment) => [comment.text, textOf(comment.postId)]),
  };
}

const wholeThread = {
  posts: [
    ['One: the start', null],
    ['Two: the middle', 'One: the start'],
    ['Three: the end', 'Two: the middle'],
  ],
  comments: [['Links in here', 'One: the start']],
};

/** Every part is on the network once. */
async function sentOnce() {
  const stats = await world.fake.stats();
  expect(Object.keys(stats.postsByKey)).toHaveLength(3);
  expect(Object.values(stats.postsByKey).every((count) => count === 1)).toBe(true);
  expect(Object.values(stats.commentsByKey).every((count) => count === 1)).toBe(true);
}

// Issue 16: "published in order, exactly once each, with the same unconfirmed / retry semantics as
// the first part", through the engine to the test network.
describe('a post of several parts', () => {
  it('publishes a three-part thread and its first comment in order, each once', async () => {
    await world.fake.reset();
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId!], { message: 'One: the start', body: threePartsAndAComment });
    expect(await settle(post._id)).toEqual(['published']);
    expect(await received()).toEqual(wholeThread);
    await sentOnce();
    const view = await world.server.api('GET', `/api/posts/${post._id}`, { token: world.owner.token });
    const [target] = view.body.targets;
    expect(target.parts).toHaveLength(4);
    expect(target.externalId).toBe(target.parts[0].externalId);
    expect(view.body.thread).toEqual([
      { message: 'Two: the middle', images: [] },
      { message: 'Three: the end', images: [] },
    ]);
    expect(view.body.firstComment).toBe('Links in here');
  });

  it('looks up a reply whose answer was lost and goes on after it, sending nothing twice', async () => {
    await world.fake.reset();
    // The second POST /v1/posts (the first reply) is created, then its answer is lost.
    await world.fake.script([{}, { dropAfterReceive: true }]);
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId!], { message: 'One: the start', body: threePartsAndAComment });
    expect(await settle(post._id)).toEqual(['published']);
    expect(await received()).toEqual(wholeThread);
    await sentOnce();
    // Sent once each: the lost one was found, not sent again.
    expect(Object.values((await world.fake.stats()).requestsByKey)).toEqual([1, 1, 1]);
  });

  it('ends unconfirmed when a reply in the middle cannot be confirmed, and sends nothing after it', async () => {
    await world.fake.reset();
    await world.fake.script([{}, { dropAfterReceive: true }]);
    // The lookup fails too: nobody can say whether the reply arrived.
    await world.fake.script([{ status: 500 }], 'GET /v1/posts');
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId!], { message: 'One: the start', body: threePartsAndAComment });
    expect(await settle(post._id)).toEqual(['unconfirmed']);
    const target = await targetOf(post._id);
    expect(target.errorMessage).toBe(
      messages.publishing.partUnconfirmed(messages.publishing.threadPart(2, 3)),
    );
    expect(target.parts).toHaveLength(1);
    expect(target.externalUrl).toBe(target.parts[0]?.url);
    // The reply did arrive; the third part and the comment were never sent.
    expect((await received()).posts).toEqual(wholeThread.posts.slice(0, 2));
    expect((await world.fake.comments()).length).toBe(0);
  });

  it('retries a failing reply later and resumes after the parts already out', async () => {
    await world.fake.reset();
    await world.fake.script([{}, {}, { status: 503 }]);
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId!], { message: 'One: the start', body: threePartsAndAComment });
    expect(await settle(post._id)).toEqual(['published']);
    expect(await received()).toEqual(wholeThread);
    expect((await targetOf(post._id)).attempts).toBe(2);
    await sentOnce();
    // The post and the first reply went once; the refused reply twice (refused, then taken).
    expect(Object.values((await world.fake.stats()).requestsByKey)).toEqual([1, 1, 2]);
  });

  it('fails a refused first comment after the post is out; Retry sends only the comment, edited', async () => {
    await world.fake.reset();
    const refusal = { error: { code: 'comments_closed', message: 'Comments are turned off.' } };
    await world.fake.script([{ status: 400, body: refusal }], 'POST /v1/posts/:id/comments');
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId!], { message: 'One: the start', body: threePartsAndAComment });
    expect(await settle(post._id)).toEqual(['failed']);
    const failed = await targetOf(post._id);
    expect(failed.errorMessage).toBe(
      messages.publishing.partRefused(messages.publishing.firstComment, 'Comments are turned off.'),
    );
    expect(failed.parts).toHaveLength(3);
    expect(failed.externalUrl).toEqual(expect.stringContaining('/posts/'));

    // Editing keeps the target (its parts are out); Retry sends the rest with the new comment.
    const view = await world.server.api('GET', `/api/posts/${post._id}`, { token: world.owner.token });
    const edit = await world.server.api('PUT', `/api/posts/${post._id}`, {
      token: world.owner.token,
      body: {
        message: 'One: the start',
        calendarId: view.body.calendarId,
        accountIds: [accountId],
        timing: { mode: 'now' },
        images: view.body.images,
        thread,
        firstComment: 'Links, edited',
        complianceEngineRules: { ignoreComplianceCheck: true },
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await targetOf(post._id)).id).toBe(failed.id);
    const retried = await world.server.api('POST', `/api/posts/${post._id}/retry`, {
      token: world.owner.token,
      body: {},
    });
    expect(retried.status).toBe(200);
    expect(await settle(post._id)).toEqual(['published']);
    expect(await received()).toEqual({ ...wholeThread, comments: [['Links, edited', 'One: the start']] });
    await sentOnce();
  });

  it('settles a worker that died between two parts by looking the next one up, then sends the rest', async () => {
    await world.fake.reset();
    const [accountId] = await world.connectAccounts(1);
    const later = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 900_000) * 900_000);
    const at = {
      mode: 'schedule',
      date: later.toISOString().slice(0, 10),
      time: later.toISOString().slice(11, 16),
    };
    const post = await world.post([accountId!], {
      message: 'One: the start',
      body: { ...threePartsAndAComment, timing: at },
    });
    const target = await targetOf(post._id);
    const { db } = world.server.database;
    await db.update(publishTargets).set({ dueAt: new Date() }).where(eq(publishTargets.id, target.id));
    // A worker claims it, sends the post and saves it, sends the first reply (which arrives), and dies.
    const claimed = await claimTarget(db, {
      targetId: target.id,
      postVersion: target.postVersion,
      workerId: 'dead-worker',
      now: new Date(),
      claimSeconds: 1,
    });
    const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId!));
    const provider = createTestNetworkProvider({ baseUrl: world.fake.url });
    const request = {
      sendAt: target.postDate,
      account: { externalId: account!.externalId, type: 'personal', metadata: {} },
      tokens: {
        accessToken: world.server.cipher.decrypt(account!.accessTokenEncrypted!),
        refreshToken: null,
        expiresAt: null,
      },
    };
    const content = { title: '', images: [], video: null, callToAction: null, options: {}, extra: {} };
    const first = await provider.publish({
      ...request,
      idempotencyKey: target.id,
      content: { ...content, message: 'One: the start' },
    });
    expect(
      await recordProgress(db, { id: target.id, claimToken: claimed!.claimToken! }, [first], new Date()),
    ).toBe(true);
    await provider.publish({
      ...request,
      idempotencyKey: `${target.id}:1`,
      content: { ...content, message: 'Two: the middle' },
      replyTo: { index: 1, root: first, parent: first },
    });
    expect(await settle(post._id, 30_000)).toEqual(['published']);
    expect(await received()).toEqual(wholeThread);
    await sentOnce();
    // The two parts the dead worker sent were not sent again.
    expect(Object.values((await world.fake.stats()).requestsByKey)).toEqual([1, 1, 1]);
  });
});
