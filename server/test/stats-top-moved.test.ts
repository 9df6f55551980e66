import { statsReplySchema } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatePost } from '../src/modules/posts/post-repository';
import { startTestServer, type TestServer } from './harness';
import { statsSeeds } from './stats/stats-seeds';

// Decision 0118: a post moved after it was published. Its targets take the new date, its reading keeps
// the day it was read under (the engagement per day stays where it was counted); the top posts list
// it by its target's date, with its figures.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const { ownerIn, seedPost, stats } = statsSeeds(() => server);

/** The top posts of a range, as [postId, engagement, postDate]. */
async function topOf(owner: { calendarId: string; token: string }, query: string) {
  const reply = await stats(owner, query);
  expect(reply.status).toBe(200);
  return statsReplySchema.parse(reply.body).topPosts.map((top) => [top.postId, top.engagement, top.postDate]);
}

describe('the top posts of a post moved after it was published', () => {
  // UTC: whole days, read from the rollups; Kolkata: a day made of two pieces of UTC days, read from the rows.
  for (const zone of ['UTC', 'Asia/Kolkata']) {
    it(`list it under its new date with its figures, not under the old one (${zone})`, async () => {
      const owner = await ownerIn(zone, ['testNetwork', 'mastodon']);
      const [a, b] = owner.accountIds as [string, string];
      const moved = await seedPost(owner, '2030-03-10T12:00:00Z', [
        { accountId: a, state: 'published', lagSeconds: 5, metrics: { likes: 40, reposts: 2, replies: 1 } },
      ]);
      const stayed = await seedPost(owner, '2030-03-20T09:00:00Z', [
        { accountId: b, state: 'published', lagSeconds: 5, metrics: { likes: 5, reposts: 0, replies: 0 } },
      ]);
      const unread = await seedPost(owner, '2030-03-20T10:00:00Z', [
        { accountId: a, state: 'published', lagSeconds: 5 },
      ]);
      // Read once before the move: the rollups of 10 March hold it.
      expect(await topOf(owner, 'from=2030-03-10&to=2030-03-10')).toEqual([
        [moved, 43, '2030-03-10T12:00:00Z'],
      ]);
      // Fifty better the day it was read: it is no longer one of that day's own best.
      const better: string[] = [];
      for (let index = 0; index < 50; index += 1) {
        better.push(
          await seedPost(owner, '2030-03-10T08:00:00Z', [
            {
              accountId: b,
              state: 'published',
              lagSeconds: 5,
              metrics: { likes: 100, reposts: 0, replies: 0 },
            },
          ]),
        );
      }
      await server.database.db.transaction((tx) =>
        updatePost(tx, moved, { postDate: new Date('2030-03-20T12:00:00Z') }),
      );
      const newDay = [
        [moved, 43, '2030-03-20T12:00:00Z'],
        [stayed, 5, '2030-03-20T09:00:00Z'],
        [unread, null, '2030-03-20T10:00:00Z'],
      ];
      expect(await topOf(owner, 'from=2030-03-20&to=2030-03-20')).toEqual(newDay);
      expect(await topOf(owner, 'from=2030-03-18&to=2030-03-24')).toEqual(newDay);
      expect(await topOf(owner, 'from=2030-03-16&to=2030-03-31')).toEqual(newDay);
      const oldDay = better.map((id) => [id, 100, '2030-03-10T08:00:00Z']).sort();
      expect((await topOf(owner, 'from=2030-03-10&to=2030-03-10')).sort()).toEqual(oldDay);
      expect((await topOf(owner, 'from=2030-03-05&to=2030-03-15')).sort()).toEqual(oldDay);
      // With a network or an account, from the rows.
      expect(await topOf(owner, 'from=2030-03-20&to=2030-03-20&socialMedia=testNetwork')).toEqual([
        newDay[0],
        newDay[2],
      ]);
      expect(await topOf(owner, `from=2030-03-20&to=2030-03-20&accountId=${a}`)).toEqual([
        newDay[0],
        newDay[2],
      ]);
      expect(await topOf(owner, `from=2030-03-10&to=2030-03-10&accountId=${a}`)).toEqual([]);
    });
  }
});
