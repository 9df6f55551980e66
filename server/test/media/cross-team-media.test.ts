import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startTestServer, type TestServer } from '../harness';
import { mediaEnv, opens, png, upload } from './media-helpers';

// Issue 14, finding 2: a draft or library post naming another team's file (by a link with a made-up
// signature and type, or by its upload id) got back a fresh, valid link to that file.
let server: TestServer;
let victim: Awaited<ReturnType<typeof registerOwner>>;
let attacker: Awaited<ReturnType<typeof registerOwner>>;
let secret: { _id: string; url: string; thumbnailUrl: string };

beforeAll(async () => {
  server = await startTestServer({ env: mediaEnv() });
  victim = await registerOwner(server, 'Victim');
  attacker = await registerOwner(server, 'Attacker');
  secret = (
    await upload(server, victim.token, victim.calendarId, {
      name: 'plan.png',
      type: 'image/png',
      bytes: await png(64, 64),
    })
  ).body;
});
afterAll(async () => {
  await server.close();
});

/** The victim's file's link, with the signature and type an attacker writes. */
function forged(url: string) {
  const link = new URL(url);
  link.searchParams.set('signature', 'AAAA');
  link.searchParams.set('type', 'text/html');
  return link.toString();
}

const refusal = {
  status: 422,
  body: { error: { code: 'VALIDATION_FAILED', message: messages.media.notInCalendar } },
};
const reply = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });

describe("another team's media cannot be named", () => {
  it.each([
    ['its link, forged', () => [{ url: forged(secret.url) }]],
    ['its thumbnail link, forged', () => [{ url: forged(secret.thumbnailUrl) }]],
    ['its upload id', () => [{ url: 'https://cdn.example.com/x.png', mediaId: secret._id }]],
  ])('in a post: %s', async (_case, images) => {
    const answer = await server.api('POST', '/api/posts', {
      token: attacker.token,
      body: {
        message: 'Mine now',
        calendarId: attacker.calendarId,
        draft: true,
        timing: { mode: 'now' },
        images: images(),
      },
    });
    expect(reply(answer)).toMatchObject(refusal);
  });

  it('in a library post', async () => {
    const answer = await server.api('POST', '/api/library-posts', {
      token: attacker.token,
      body: {
        calendarId: attacker.calendarId,
        message: 'Mine now',
        draft: true,
        images: [forged(secret.url)],
      },
    });
    expect(reply(answer)).toMatchObject(refusal);
  });

  it("while the team's own file is taken and shown with its real type", async () => {
    const own = (
      await upload(server, attacker.token, attacker.calendarId, {
        name: 'own.png',
        type: 'image/png',
        bytes: await png(32, 32),
      })
    ).body;
    const answer = await server.api('POST', '/api/posts', {
      token: attacker.token,
      body: {
        message: 'Mine',
        calendarId: attacker.calendarId,
        draft: true,
        timing: { mode: 'now' },
        images: [{ url: forged(own.url), mediaId: own._id }],
      },
    });
    expect(answer.status).toBe(201);
    const shown = new URL(answer.body.images[0].url);
    expect(shown.searchParams.get('type')).toBe('image/png');
    expect(await opens(server, shown.toString())).toBe(200);
  });
});
