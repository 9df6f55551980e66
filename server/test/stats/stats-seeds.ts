import type { SocialType } from '@kairos/core';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accounts, postMetrics, posts, publishTargets } from '../../src/db/schema';
import type { MetricState, PublishTargetState } from '../../src/db/schema';
import { registerOwner, type TestServer } from '../harness';

export interface TargetSeed {
  accountId: string;
  state: PublishTargetState;
  lagSeconds?: number;
  errorMessage?: string;
  errorKind?: string;
  metrics?: { likes: number | null; reposts: number | null; replies: number | null; state?: MetricState };
}

/** The stats API tests' calendars and posts, written as the engine and the sampler leave them. */
export function statsSeeds(server: () => TestServer) {
  async function ownerIn(zone: string, networks: SocialType[]) {
    const owner = await registerOwner(server(), 'Figures');
    await server().api('PUT', '/api/settings', { token: owner.token, body: { timezone: zone } });
    const rows = await server()
      .database.db.insert(accounts)
      .values(
        networks.map((socialMedia, index) => ({
          calendarId: owner.calendarId,
          socialMedia,
          name: `${socialMedia} ${index}`,
          externalId: `figures-${index}-${randomUUID()}`,
        })),
      )
      .returning();
    return { ...owner, accountIds: rows.map((row) => row.id) };
  }

  /** A post at `postDate` with one target per seed, written as the engine leaves them. */
  async function seedPost(
    owner: { calendarId: string },
    postDate: string,
    targets: TargetSeed[],
    origin: { campaignId?: string; libraryPostId?: string } = {},
  ) {
    const db = server().database.db;
    const date = new Date(postDate);
    const [post] = await db
      .insert(posts)
      .values({
        calendarId: owner.calendarId,
        message: `Post of ${postDate}`,
        timing: 'schedule',
        postDate: date,
        campaignId: origin.campaignId,
        libraryPostId: origin.libraryPostId,
      })
      .returning();
    for (const seed of targets) {
      const [account] = await db.select().from(accounts).where(eq(accounts.id, seed.accountId));
      const sentAt = seed.lagSeconds === undefined ? null : new Date(date.getTime() + seed.lagSeconds * 1000);
      const [target] = await db
        .insert(publishTargets)
        .values({
          postId: post!.id,
          accountId: seed.accountId,
          calendarId: owner.calendarId,
          socialMedia: account!.socialMedia,
          postDate: date,
          state: seed.state,
          dueAt: date,
          postVersion: 1,
          sentAt,
          errorMessage: seed.errorMessage,
          errorKind: seed.errorKind,
          externalUrl: sentAt ? `https://network.example/${post!.id}` : null,
        })
        .returning();
      if (seed.metrics) {
        await db.insert(postMetrics).values({
          targetId: target!.id,
          calendarId: owner.calendarId,
          accountId: seed.accountId,
          socialMedia: account!.socialMedia,
          postDate: date,
          state: 'ok',
          ...seed.metrics,
          sampledAt: new Date(date.getTime() + 3600_000),
          samples: 1,
          sentAt: sentAt ?? date,
        });
      }
    }
    return post!.id;
  }

  const stats = (owner: { calendarId: string; token: string }, query: string) =>
    server().api('GET', `/api/stats?calendarId=${owner.calendarId}&${query}`, { token: owner.token });

  return { ownerIn, seedPost, stats };
}
