import { messages, type SocialType } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function ownerWith(socialMedia: SocialType) {
  const owner = await registerOwner(server, 'Describer');
  const [row] = await server.database.db
    .insert(accounts)
    .values({ calendarId: owner.calendarId, socialMedia, name: 'Main', externalId: `m-${Math.random()}` })
    .returning();
  return { ...owner, accountId: row!.id };
}

const image = (alt: unknown) => ({ url: 'https://cdn.example.com/a.png', mimeType: 'image/png', alt });

// Issue 16: an image's alt text is kept with the post, and checked against each selected network.
describe('alt text through the API', () => {
  it('keeps an alt text that fits and gives it back; refuses one longer than the network takes', async () => {
    const owner = await ownerWith('mastodon');
    const send = (alt: unknown) =>
      server.api('POST', '/api/posts', {
        token: owner.token,
        body: {
          message: `Beans ${Math.random()}`,
          calendarId: owner.calendarId,
          accountIds: [owner.accountId],
          timing: { mode: 'now' },
          images: [image(alt)],
        },
      });
    const tooLong = await send('a'.repeat(1501));
    expect([tooLong.status, tooLong.body.error.message]).toEqual([
      422,
      messages.networkRules.altTextTooLong('Mastodon', 1500),
    ]);
    const fits = await send('a'.repeat(1500));
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    const opened = await server.api('GET', `/api/posts/${fits.body._id}`, { token: owner.token });
    expect(opened.body.images[0].alt).toBe('a'.repeat(1500));
  });

  it.each<[string, unknown]>([
    ['not text', 42],
    ['a control character', 'a\u0000b'],
    ['far too long', 'a'.repeat(30_001)],
  ])('answers 422, never 500, to an alt text that is %s', async (_case, alt) => {
    const owner = await ownerWith('testNetwork');
    const reply = await server.api('POST', '/api/posts', {
      token: owner.token,
      body: {
        message: 'Hi',
        calendarId: owner.calendarId,
        accountIds: [owner.accountId],
        timing: { mode: 'now' },
        images: [image(alt)],
      },
    });
    expect(reply.status).toBe(422);
  });
});
