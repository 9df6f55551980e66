import { messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, notifications, publishTargets, teams, users } from '../../src/db/schema';
import { setTeamPlan } from '../../src/modules/billing/set-team-plan';
import { enqueueTargets } from '../../src/modules/publishing/publish-queue';
import { startEngineWorld, type EngineWorld } from '../engine-harness';

// Decision 0101: a lapsed or smaller plan never deletes content. What is due for an account the plan
// no longer covers is held (blocked, with the plan's notice) instead of sent, and goes out on a retry
// once the plan covers the account again.

let world: EngineWorld;
beforeAll(async () => {
  world = await startEngineWorld();
  await world.startWorker();
});
afterAll(async () => world.close());

const settled = (states: string[]) =>
  states.length > 0 && states.every((state) => !['scheduled', 'publishing'].includes(state));
const settle = (postId: string) => world.waitFor(() => world.targetStates(postId), settled);

/** Three days ahead, on a 15-minute slot. */
const later = () => {
  const slot = 15 * 60_000;
  return new Date(Math.floor((Date.now() + 3 * 24 * 3600 * 1000) / slot) * slot);
};

async function dueSoon(postId: string) {
  const dueAt = new Date(Date.now() + 300);
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
}

async function lapse() {
  const [user] = await world.server.database.db
    .select()
    .from(users)
    .where(eq(users.email, world.owner.email));
  await world.server.database.db
    .update(teams)
    .set({ subscriptionExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(teams.id, user!.teamId));
}

describe('publishing after a plan shrinks', () => {
  it('holds the posts of an account past the seats with a notice, and sends them after an upgrade', async () => {
    await world.fake.reset();
    // The team's plan has 250 seats; a lapsed subscription has the free 3.
    const accountIds = await world.connectAccounts(4);
    // Seats go by connection time: the fourth connected is the one past the free plan's 3.
    for (const [index, id] of accountIds.entries())
      await world.server.database.db
        .update(accounts)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)) })
        .where(eq(accounts.id, id));
    const kept = await world.post([accountIds[0]!], { message: 'Within the seats', at: later() });
    const held = await world.post([accountIds[3]!], { message: 'Past the seats', at: later() });
    await lapse();
    await dueSoon(kept._id);
    await dueSoon(held._id);
    expect(await settle(kept._id)).toEqual(['published']);
    expect(await settle(held._id)).toEqual(['blocked']);
    expect((await world.fake.posts()).map((sent) => sent.text)).toEqual(['Within the seats']);

    const notice = messages.plans.heldByPlan(messages.upgrade.limitExceed(3, 'social accounts'));
    const [target] = await world.server.database.db
      .select()
      .from(publishTargets)
      .where(eq(publishTargets.postId, held._id));
    expect(target).toMatchObject({ errorKind: 'plan', errorMessage: notice, attempts: 0 });
    const view = await world.server.api('GET', `/api/posts/${held._id}`, { token: world.owner.token });
    expect(view.status).toBe(200);
    expect(view.body.message).toBe('Past the seats');
    expect(view.body.postedInfo).toEqual([expect.objectContaining({ blockedReason: notice })]);
    const told = await world.server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.postId, held._id));
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain(notice);

    // A retry while the plan still lacks the seat holds it again; after an upgrade it goes out.
    const retry = () =>
      world.server.api('POST', `/api/posts/${held._id}/retry`, { token: world.owner.token, body: {} });
    expect((await retry()).status).toBe(200);
    expect(await settle(held._id)).toEqual(['blocked']);
    await setTeamPlan(world.server.database.db, world.owner.email, 'monthly_basicnew');
    expect((await retry()).status).toBe(200);
    expect(await settle(held._id)).toEqual(['published']);
    expect((await world.fake.posts()).map((sent) => sent.text).sort()).toEqual([
      'Past the seats',
      'Within the seats',
    ]);
  });
});
