import { messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, notifications, publishTargets } from '../src/db/schema';
import { enqueueTargets } from '../src/modules/publishing/publish-queue';
import { claimTarget } from '../src/modules/publishing/target-claims';
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

async function settle(postId: string, timeoutMs?: number) {
  return world.waitFor(() => world.targetStates(postId), settled, timeoutMs);
}

async function targetsOf(postId: string) {
  return world.server.database.db.select().from(publishTargets).where(eq(publishTargets.postId, postId));
}

/** Moves a post's targets to be due `inMs` from now and enqueues their jobs, as a schedule reaching its time. */
async function dueIn(postId: string, inMs: number) {
  const dueAt = new Date(Date.now() + inMs);
  const rows = await world.server.database.db
    .update(publishTargets)
    .set({ dueAt })
    .where(eq(publishTargets.postId, postId))
    .returning();
  await enqueueTargets(
    world.server.queue,
    null,
    rows.map((row) => ({ ...row, dueAt })),
  );
  return dueAt;
}

/** Three days ahead, on a 15-minute slot (the composer offers no other times). */
const later = () => {
  const slot = 15 * 60_000;
  return new Date(Math.floor((Date.now() + 3 * 24 * 3600 * 1000) / slot) * slot);
};

describe('publishing', () => {
  it('publishes a post to every account exactly once', async () => {
    await world.fake.reset();
    const accountIds = await world.connectAccounts(2);
    const post = await world.post(accountIds, { message: 'Two at once' });
    expect(await settle(post._id)).toEqual(['published', 'published']);
    const stats = await world.fake.stats();
    expect(stats.posts).toBe(2);
    expect(Object.values(stats.requestsByKey)).toEqual([1, 1]);
    const view = await world.server.api('GET', `/api/posts/${post._id}`, { token: world.owner.token });
    const postedIds = view.body.postedInfo.map((entry: { id: string }) => entry.id).sort();
    expect(postedIds).toEqual((await world.fake.posts()).map((sent) => sent.id).sort());
    expect(view.body.targets.every((target: { externalUrl: string | null }) => target.externalUrl)).toBe(
      true,
    );
  });

  it('sends a scheduled post at its time, not before', async () => {
    await world.fake.reset();
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId ?? ''], { at: later() });
    const dueAt = await dueIn(post._id, 1500);
    expect(await settle(post._id)).toEqual(['published']);
    const [sent] = await world.fake.posts();
    expect(new Date(sent?.receivedAt ?? 0).getTime()).toBeGreaterThanOrEqual(dueAt.getTime() - 1000);
  });

  it('never sends the old content of a post edited or deleted a moment before its time', async () => {
    await world.fake.reset();
    const [accountId] = await world.connectAccounts(1);
    const edited = await world.post([accountId ?? ''], { message: 'old text', at: later() });
    const deleted = await world.post([accountId ?? ''], { message: 'deleted text', at: later() });
    await dueIn(edited._id, 800);
    await dueIn(deleted._id, 800);
    const body = (await world.server.api('GET', `/api/posts/${edited._id}`, { token: world.owner.token }))
      .body;
    const reply = await world.server.api('PUT', `/api/posts/${edited._id}`, {
      token: world.owner.token,
      body: {
        message: 'new text',
        calendarId: body.calendarId,
        accountIds: [accountId],
        timing: { mode: 'now' },
        images: body.images,
      },
    });
    expect(reply.status).toBe(200);
    expect(
      (await world.server.api('DELETE', `/api/posts/${deleted._id}`, { token: world.owner.token })).status,
    ).toBe(204);
    expect(await settle(edited._id)).toEqual(['published']);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await world.fake.posts()).map((sent) => sent.text)).toEqual(['new text']);
  });

  it('retries a 5xx with backoff and publishes once', async () => {
    await world.fake.reset();
    await world.fake.script([{ status: 503 }, { status: 502 }]);
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId ?? '']);
    expect(await settle(post._id)).toEqual(['published']);
    const [target] = await targetsOf(post._id);
    expect(target?.attempts).toBe(3);
    expect((await world.fake.stats()).posts).toBe(1);
  });

  it('waits for the reset of a 429 and does not count it as an attempt', async () => {
    await world.fake.reset();
    await world.fake.script([{ status: 429, resetInSeconds: 2 }]);
    const [accountId] = await world.connectAccounts(1);
    const started = Date.now();
    const post = await world.post([accountId ?? '']);
    expect(await settle(post._id)).toEqual(['published']);
    const [sent] = await world.fake.posts();
    expect(new Date(sent?.receivedAt ?? 0).getTime() - started).toBeGreaterThanOrEqual(1000);
    const [target] = await targetsOf(post._id);
    expect(target?.attempts).toBe(1);
  });

  it("fails bad content with the network's reason and tells the author", async () => {
    await world.fake.reset();
    await world.fake.script([
      { status: 400, body: { error: { code: 'duplicate', message: 'Status is a duplicate.' } } },
    ]);
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId ?? '']);
    expect(await settle(post._id)).toEqual(['failed']);
    const [target] = await targetsOf(post._id);
    expect(target?.errorMessage).toContain('Status is a duplicate.');
    const told = await world.server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.postId, post._id));
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain('Status is a duplicate.');

    await world.fake.reset();
    const retried = await world.server.api('POST', `/api/posts/${post._id}/retry`, {
      token: world.owner.token,
      body: {},
    });
    expect(retried.status).toBe(200);
    expect(await settle(post._id)).toEqual(['published']);
  });

  it('marks a revoked account for reconnecting and tells the author', async () => {
    await world.fake.reset();
    const [accountId] = await world.connectAccounts(1);
    const [row] = await world.server.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, accountId ?? ''));
    await world.fake.revokeToken(world.server.cipher.decrypt(row?.accessTokenEncrypted ?? ''));
    const post = await world.post([accountId ?? '']);
    expect(await settle(post._id)).toEqual(['needs_reconnect']);
    const [account] = await world.server.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, accountId ?? ''));
    expect(account?.tokenExpired).toBe(true);
    const [told] = await world.server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.postId, post._id));
    expect(told?.needToReconnect).toBe(true);
    const calendars = await world.server.api('GET', '/api/calendars', { token: world.owner.token });
    expect(calendars.body[0].showReconnect).toBe(true);
    const retry = await world.server.api('POST', `/api/posts/${post._id}/retry`, {
      token: world.owner.token,
      body: {},
    });
    expect(retry.status).toBe(422);
    expect(retry.body.error.message).toBe(messages.retry.tooltip);
  });

  it('settles an answer that never came by looking it up, without sending twice', async () => {
    await world.fake.reset();
    await world.fake.script([{ dropAfterReceive: true }]);
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId ?? '']);
    expect(await settle(post._id)).toEqual(['published']);
    const stats = await world.fake.stats();
    expect(stats.posts).toBe(1);
    expect(Object.values(stats.requestsByKey)).toEqual([1]);
  });

  it('settles the claim of a worker that died mid-send, without sending twice', async () => {
    await world.fake.reset();
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId ?? ''], { at: later() });
    const [target] = await targetsOf(post._id);
    // A worker claims the target and dies before sending: its claim expires and the sweeper takes over.
    await world.server.database.db
      .update(publishTargets)
      .set({ dueAt: new Date() })
      .where(eq(publishTargets.postId, post._id));
    const claimed = await claimTarget(world.server.database.db, {
      targetId: target?.id ?? '',
      postVersion: target?.postVersion ?? 1,
      workerId: 'dead-worker',
      now: new Date(),
      claimSeconds: 1,
    });
    expect(claimed?.claimToken).toEqual(expect.any(String));
    expect(await settle(post._id, 30_000)).toEqual(['published']);
    expect((await world.fake.stats()).posts).toBe(1);
  });

  it('refreshes a token about to expire before sending', async () => {
    await world.fake.reset();
    const [accountId] = await world.connectAccounts(1);
    await world.server.database.db
      .update(accounts)
      .set({ tokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(accounts.id, accountId ?? ''));
    const [before] = await world.server.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, accountId ?? ''));
    const post = await world.post([accountId ?? '']);
    expect(await settle(post._id)).toEqual(['published']);
    const [after] = await world.server.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, accountId ?? ''));
    expect(after?.accessTokenEncrypted).not.toBe(before?.accessTokenEncrypted);
    expect(after?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 3600_000);
  });

  it('turns a post to a mobile-app network into a reminder', async () => {
    const [instagram] = await world.server.database.db
      .insert(accounts)
      .values({
        calendarId: world.owner.calendarId,
        socialMedia: 'instagram',
        type: 'personal',
        name: 'Phone account',
        externalId: 'ig-1',
      })
      .returning();
    const post = await world.post([instagram?.id ?? ''], { message: 'From the phone' });
    expect(await settle(post._id)).toEqual(['reminder_sent']);
    const [told] = await world.server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.postId, post._id));
    expect(told?.message).toContain('From the phone');
  });

  it('shares 200 due targets between two workers, each sent once', async () => {
    await world.fake.reset();
    await world.startWorker();
    const accountIds = await world.connectAccounts(20);
    const posts = [];
    for (let index = 0; index < 10; index += 1)
      posts.push(await world.post(accountIds, { message: `Batch ${index}` }));
    for (const post of posts) expect(await settle(post._id, 60_000)).toEqual(Array(20).fill('published'));
    const stats = await world.fake.stats();
    expect(stats.posts).toBe(200);
    // Exactly once on the network: one post per idempotency key. (Under heavy load a slow answer may
    // be looked up and resent with the same key, which the network dedupes: requests may exceed 1.)
    expect(Object.keys(stats.postsByKey)).toHaveLength(200);
    expect(Object.values(stats.postsByKey).every((count) => count === 1)).toBe(true);
  });
});
