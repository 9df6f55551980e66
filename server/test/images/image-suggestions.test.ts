import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../src/db/schema';
import { startFakeOpenverse } from '../fakes/stock/fake-openverse';
import { startFakePexels } from '../fakes/stock/fake-pexels';
import type { FakeStock, StockPhoto } from '../fakes/stock/fake-stock';
import { startFakeUnsplash } from '../fakes/stock/fake-unsplash';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { fixture, mediaEnv, upload } from '../media/media-helpers';

const photos: StockPhoto[] = [
  { id: 'coffee-1', words: 'coffee cup on a table', width: 640, height: 480 },
  { id: 'coffee-2', words: 'iced coffee in summer', width: 480, height: 640 },
  { id: 'bread-1', words: 'fresh bread loaf', width: 500, height: 500 },
];

let kairos: TestServer;
let unsplash: FakeStock;
let pexels: FakeStock;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let signId: string;

beforeAll(async () => {
  unsplash = await startFakeUnsplash(photos, 'unsplash-key');
  pexels = await startFakePexels(photos, 'pexels-key');
  kairos = await startTestServer({
    env: {
      ...mediaEnv(),
      UNSPLASH_ACCESS_KEY: 'unsplash-key',
      UNSPLASH_API_URL: unsplash.url,
      PEXELS_API_KEY: 'pexels-key',
      PEXELS_API_URL: pexels.url,
    },
    fetchOptions: { allowAddress: (address) => address === '127.0.0.1' },
  });
  owner = await registerOwner(kairos, 'Searcher');
  const sign = await upload(kairos, owner.token, owner.calendarId, {
    name: 'sign-photo.jpg',
    type: 'image/jpeg',
    bytes: fixture('sign-photo.jpg'),
  });
  signId = sign.body._id;
  // 'Text from image' reads it once; the suggestions find it by that text afterwards.
  await kairos.api('POST', `/api/media/${signId}/text`, { token: owner.token });
}, 60_000);
afterAll(async () => {
  await kairos.close();
  await unsplash.close();
  await pexels.close();
});

const suggest = (query: string, page = 1, who = owner) =>
  kairos.api('POST', '/api/image-suggestions', {
    token: who.token,
    body: { calendarId: who.calendarId, query, page },
  });

describe('POST /api/image-suggestions', () => {
  it("finds the calendar's own image by its read text, then stock photos with their credit", async () => {
    const reply = await suggest('cold brew');
    expect(reply.status).toBe(200);
    expect(reply.body.images.map((image: { media: { _id: string } | null }) => image.media?._id)).toEqual([
      signId,
    ]);
    const coffee = await suggest('coffee');
    const providers = coffee.body.images.map(
      (image: { attribution: { provider: string } | null }) => image.attribution?.provider,
    );
    expect(providers).toEqual(['unsplash', 'unsplash', 'pexels', 'pexels']);
    expect(coffee.body.images[0]).toMatchObject({
      description: 'coffee cup on a table',
      attribution: { author: 'Ada Photographer', authorUrl: 'https://unsplash.com/@ada' },
    });
    expect(coffee.body.images[2].attribution).toMatchObject({
      author: 'Grace Lens',
      license: 'Pexels License',
    });
    expect(unsplash.authorizations.at(-1)).toBe('Client-ID unsplash-key');
    expect(pexels.authorizations.at(-1)).toBe('pexels-key');
    expect(coffee.body.nextPage).toBeNull();
  });

  it('stores a picked stock photo with its attribution and tells Unsplash it was used', async () => {
    const coffee = (await suggest('coffee')).body.images[0];
    const stored = await kairos.api('POST', '/api/media/import', {
      token: owner.token,
      body: {
        calendarId: owner.calendarId,
        images: [{ url: coffee.url, attribution: coffee.attribution, tags: ['coffee'] }],
      },
    });
    expect(stored.status).toBe(200);
    const [row] = await kairos.database.db.select().from(media).where(eq(media.id, stored.body.media[0]._id));
    expect(row?.attribution).toMatchObject({ provider: 'unsplash', author: 'Ada Photographer' });
    expect(unsplash.downloads).toEqual(['coffee-1']);
    // Found again among the calendar's own images by its tag.
    const again = await suggest('coffee');
    expect(again.body.images[0].media._id).toBe(stored.body.media[0]._id);
  });

  it('gives the other sources when one fails, and an empty list when all do', async () => {
    unsplash.script.push('GET /search/photos', { status: 500, json: { errors: ['boom'] } });
    const partial = await suggest('bread');
    expect(partial.status).toBe(200);
    expect(
      partial.body.images.map((image: { attribution: { provider: string } }) => image.attribution.provider),
    ).toEqual(['pexels']);
    unsplash.script.push('GET /search/photos', 'drop');
    pexels.script.push('GET /v1/search', { status: 429, json: { error: 'Rate limit exceeded' } });
    const none = await suggest('bread');
    expect(none.body).toEqual({ images: [], nextPage: null });
  });

  it("pages explicitly, and never shows another team's images", async () => {
    const other = await registerOwner(kairos, 'Other');
    expect((await suggest('cold brew', 1, other)).body.images).toEqual([]);
    const foreign = await kairos.api('POST', '/api/image-suggestions', {
      token: other.token,
      body: { calendarId: owner.calendarId, query: 'coffee' },
    });
    expect(foreign.status).toBe(404);
    expect((await suggest('coffee', 51)).status).toBe(422);
  });
});

describe('Openverse, opted in', () => {
  it('adds openly licensed images with their licence, without a key', async () => {
    const openverse = await startFakeOpenverse(photos);
    const server = await startTestServer({
      env: { ...mediaEnv(), OPENVERSE_IMAGES: 'true', OPENVERSE_API_URL: openverse.url },
    });
    try {
      const someone = await registerOwner(server, 'Open');
      const reply = await server.api('POST', '/api/image-suggestions', {
        token: someone.token,
        body: { calendarId: someone.calendarId, query: 'bread' },
      });
      expect(reply.body.images).toHaveLength(1);
      expect(reply.body.images[0]).toMatchObject({
        description: 'fresh bread loaf',
        attribution: { provider: 'openverse', author: 'Lin Commons', license: 'CC BY-SA 4.0' },
      });
      expect(openverse.authorizations).toEqual(['']);
    } finally {
      await server.close();
      await openverse.close();
    }
  });
});
