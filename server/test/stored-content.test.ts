import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryPosts } from '../src/db/schema';
import { startEngineWorld, type EngineWorld } from './engine-harness';

// Decision 0044: stored content is parsed once, in its repository. A row whose content does not fit
// its schema (written before a field's shape changed, or by hand) is read with those fields empty,
// counted in /metrics, and never fails the request or the send.
const token = 'scrape-me-please';
let world: EngineWorld;
let accountId: string;
beforeAll(async () => {
  world = await startEngineWorld({ METRICS_TOKEN: token });
  [accountId] = (await world.connectAccounts(1)) as [string];
}, 60_000);
afterAll(async () => {
  await world.close();
});

const storeContent = (table: 'posts' | 'library_posts', id: string, content: unknown) =>
  world.server.database.db.execute(
    sql`update ${sql.identifier(table)} set content = ${JSON.stringify(content)}::jsonb where id = ${id}::uuid`,
  );

const misfitsCounted = async (table: string, field: string) => {
  const text = (await world.server.api('GET', '/metrics', { token })).body as string;
  const line = text
    .split('\n')
    .find((candidate) =>
      candidate.startsWith(`kairos_stored_content_misfits_total{table="${table}",field="${field}"}`),
    );
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
};

const legacyPostContent = () => ({
  accountIds: [accountId],
  postTitle: 5,
  hashtags: 'coffee',
  images: [{ url: 'https://cdn.example.com/kept.png' }, { url: 3 }, 'https://cdn.example.com/text.png'],
  video: { url: 'https://cdn.example.com/clip.mp4' },
  accountsMetadata: [{ accountId, autoFeed: 'yes' }],
});

describe('stored content that does not fit its schema', () => {
  it('answers the post with those fields empty, and counts them', async () => {
    const post = await world.post([accountId], { message: 'From an older version' });
    await storeContent('posts', post._id, legacyPostContent());
    const reply = await world.server.api('GET', `/api/posts/${post._id}`, { token: world.owner.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      message: 'From an older version',
      accountIds: [accountId],
      accountId,
      postTitle: '',
      hashtags: [],
      images: [{ url: 'https://cdn.example.com/kept.png' }],
      video: null,
      accountsMetadata: [],
    });
    expect(await misfitsCounted('posts', 'postTitle')).toBeGreaterThanOrEqual(1);
    expect(await misfitsCounted('posts', 'images')).toBeGreaterThanOrEqual(1);
  });

  it('publishes such a post with what fits', async () => {
    const post = await world.post([accountId], { message: 'Sent with the picture that fits' });
    await storeContent('posts', post._id, legacyPostContent());
    const worker = await world.startWorker();
    try {
      const states = await world.waitFor(
        () => world.targetStates(post._id),
        (found) => found.every((state) => state === 'published'),
      );
      expect(states).toEqual(['published']);
      const sent = (await world.fake.posts()).find(
        (found) => found.text === 'Sent with the picture that fits',
      );
      expect(sent?.mediaUrls).toEqual(['https://cdn.example.com/kept.png']);
    } finally {
      await worker.stop();
    }
  });

  it('lists and opens a library post with those fields empty', async () => {
    const { owner } = world;
    const [row] = await world.server.database.db
      .insert(libraryPosts)
      .values({ calendarId: owner.calendarId, message: 'Evergreen' })
      .returning();
    await storeContent('library_posts', row!.id, {
      variations: 'For X',
      images: ['https://cdn.example.com/kept.png', 7, ''],
      video: { url: 1 },
      callToAction: { actionType: 'NOT_A_TYPE' },
      postTitle: 'Kept',
    });
    const page = await world.server.api('GET', `/api/library-posts?calendarId=${owner.calendarId}`, {
      token: owner.token,
    });
    expect(page.status).toBe(200);
    const one = await world.server.api('GET', `/api/library-posts/${row!.id}`, { token: owner.token });
    expect(one.status).toBe(200);
    for (const post of [page.body.items[0], one.body]) {
      expect(post).toMatchObject({
        _id: row!.id,
        variations: [],
        images: ['https://cdn.example.com/kept.png'],
        video: null,
        callToAction: null,
        postTitle: 'Kept',
      });
    }
    expect(await misfitsCounted('library_posts', 'variations')).toBeGreaterThanOrEqual(1);
  });
});
