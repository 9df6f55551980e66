import { addDays, zonedDate } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, categories, libraryPostCategories, libraryPosts, posts, users } from '../src/db/schema';
import { createCampaignService } from '../src/modules/campaigns/campaign-service';
import { createPlannerPool, type CampaignPlanner } from '../src/modules/campaigns/planner-pool';
import type { PlannerTask } from '../src/modules/campaigns/planner-task';
import { registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
const pool = createPlannerPool({ threads: 1, maxQueue: 4 });
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await pool.close();
  await server.close();
});

/** A library of `count` posts with no word in common, written through the database in one statement. */
async function seedCategory(calendarId: string, count: number) {
  const { db } = server.database;
  const [category] = await db.insert(categories).values({ calendarId, title: 'Evergreen' }).returning();
  const rows = await db
    .insert(libraryPosts)
    .values(
      Array.from({ length: count }, (_, index) => ({
        calendarId,
        message: `w${index}a w${index}b w${index}c w${index}d`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
      })),
    )
    .returning({ id: libraryPosts.id });
  await db
    .insert(libraryPostCategories)
    .values(rows.map((row) => ({ libraryPostId: row.id, categoryId: category!.id })));
  return category!.id;
}

describe('planning a campaign from a big category', () => {
  it("works out the slots and the content in the planner's thread, not on the event loop", async () => {
    const owner = await registerOwner(server, 'Planner');
    const { db } = server.database;
    const [user] = await db.select().from(users).where(eq(users.id, owner.user._id));
    const accountRows = await db
      .insert(accounts)
      .values(
        [1, 2].map((index) => ({
          calendarId: owner.calendarId,
          socialMedia: 'testNetwork' as const,
          name: `Account ${index}`,
          externalId: `planner-${index}-${Math.random()}`,
        })),
      )
      .returning();
    const categoryId = await seedCategory(owner.calendarId, 3_000);
    // The pool as services.ts gives it, with what the service asks of it recorded.
    const tasks: PlannerTask[] = [];
    const work: unknown[] = [];
    const planner: CampaignPlanner = {
      run: async (task) => {
        tasks.push(task);
        const result = await pool.run(task);
        if (task.kind === 'plan') work.push((result as { work: unknown }).work);
        return result;
      },
      close: pool.close,
    };
    const service = createCampaignService({
      db,
      queue: null,
      now: server.clock.now,
      config: server.config,
      planner,
      seed: () => 7,
    });
    const start = addDays(zonedDate(server.clock.now(), 'UTC'), 1);
    const campaign = await service.create(
      { sessionId: 'test', userId: user!.id, teamId: user!.teamId, role: null, access: { calendars: [] } },
      {
        calendarId: owner.calendarId,
        name: 'Ten days',
        accountIds: accountRows.map((row) => row.id),
        libraryCategories: [categoryId],
        patternSchedule: { selectionMode: 'range', weekDays: [] },
        dates: [start, addDays(start, 9)],
        postFrequency: 3,
        postTime: ['09:00', '13:00', '18:00'],
        libraryPostPriority: 'random',
        isUserWantToRepeatContent: false,
        promiseContent: false,
        accountsMetadata: [],
      },
    );

    expect(tasks.map((task) => task.kind)).toEqual(['slots', 'plan']);
    // What crosses to the thread is data: a function (a random source, a skip callback) cannot.
    for (const task of tasks) expect(() => structuredClone(task)).not.toThrow();
    const written = await db.select().from(posts).where(eq(posts.campaignId, campaign._id));
    // Both accounts share a network and get the same text: one post per slot, nothing blocked.
    expect(written).toHaveLength(30);
    expect(written.filter((post) => post.blocked)).toEqual([]);
    // Each of the 60 choices took the first candidate it tried: the work grows with the slots, and
    // each text and rule verdict was worked out once for the post used, not for 3,000.
    expect(work).toEqual([{ candidatesTried: 60, comparisons: 0, textsVectorized: 30, ruleChecks: 30 }]);
  });
});
