import { randomUUID } from 'node:crypto';
import { feeds, libraryPosts } from '../../src/db/schema';
import { freshText } from './matrix-spares';
import type { MatrixEntry } from './matrix-rules';
import type { MatrixWorld } from './matrix-world';

const a = (world: MatrixWorld) => world.team.calendarId;

/** A feed of calendar A's first category, written as the feeds service stores one. */
const spareFeed = (world: MatrixWorld) =>
  world.spare('feed', async () => {
    const [row] = await world.server.database.db
      .insert(feeds)
      .values({
        calendarId: a(world),
        categoryId: world.team.categoryIds[0]!,
        url: `https://blog.example.com/${world.unique()}.xml`,
        title: 'Spare feed',
      })
      .returning();
    return row!.id;
  });

/** A post a feed brought, waiting for approval. */
const sparePending = (world: MatrixWorld) =>
  world.spare('pending library post', async () => {
    const [row] = await world.server.database.db
      .insert(libraryPosts)
      .values({ calendarId: a(world), message: freshText(), pending: true })
      .returning();
    return row!.id;
  });

/** Calendar A's feeds, their review and the bulk image upload. */
export const feedRoutes: Record<string, MatrixEntry> = {
  'GET /api/feeds': { rule: 'view', request: (w) => ({ path: `/api/feeds?calendarId=${a(w)}` }) },
  // Past the checks, the address is read: a private one is refused with the feed's message.
  'POST /api/feeds': {
    rule: 'edit',
    allowedStatus: 422,
    request: (w) => ({
      path: '/api/feeds',
      body: { calendarId: a(w), categoryId: w.team.categoryIds[0], url: 'http://10.0.0.1/feed.xml' },
    }),
  },
  'PUT /api/feeds/{id}': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/feeds/${await spareFeed(w)}`, body: { paused: true } }),
  },
  'DELETE /api/feeds/{id}': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/feeds/${await spareFeed(w)}` }),
  },
  'POST /api/library-posts/{id}/approve': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/library-posts/${await sparePending(w)}/approve`, body: {} }),
  },
  'POST /api/library-posts/{id}/reject': {
    rule: 'edit',
    request: async (w) => ({ path: `/api/library-posts/${await sparePending(w)}/reject`, body: {} }),
  },
  // Past the checks, an id that is no upload of the calendar is refused.
  'POST /api/library-posts/bulk-images': {
    rule: 'edit',
    allowedStatus: 422,
    request: (w) => ({
      path: '/api/library-posts/bulk-images',
      body: { calendarId: a(w), images: [{ mediaId: randomUUID() }] },
    }),
  },
};
