import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralsPerDay } from '../../src/modules/users/send-referral';
import { registerOwner, startTestServer, type TestServer } from '../harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const refer = (token: string, body: unknown) =>
  server.api('POST', '/api/user/send-referral-email', { token, body });

describe('refer a friend (settings#referFriend)', () => {
  it('mails the friend an invitation with the sign-up link, in the sender’s name', async () => {
    const owner = await registerOwner(server, 'Robin');
    const before = server.mail.length;
    const reply = await refer(owner.token, { email: ' Friend@Example.com ', friendName: 'Sam' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      message: messages.referral.sent('friend@example.com'),
      remainingToday: referralsPerDay - 1,
    });
    const mail = server.mail.slice(before).find((message) => message.to === 'friend@example.com')!;
    expect(mail.subject).toBe('Robin invites you to try Kairos');
    expect(mail.text).toContain('Hi Sam,');
    expect(mail.text).toContain('http://kairos.test/signup');
  });

  it.each([
    ['no e-mail', {}],
    ['a malformed e-mail', { email: 'not an address' }],
    ['an unknown field', { email: 'a@example.com', bcc: 'b@example.com' }],
  ])('refuses %s with 422', async (_case, body) => {
    const owner = await registerOwner(server);
    const reply = await refer(owner.token, body);
    expect(reply.status).toBe(422);
  });

  it('refuses the sender’s own address', async () => {
    const owner = await registerOwner(server);
    const reply = await refer(owner.token, { email: owner.email });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.referral.notYourself);
  });

  it(`sends at most ${referralsPerDay} a day per user, and more the next day`, async () => {
    const owner = await registerOwner(server);
    const sent = await Promise.all(
      Array.from({ length: referralsPerDay + 2 }, (_, index) =>
        refer(owner.token, { email: `friend${index}@example.com` }),
      ),
    );
    expect(sent.filter((reply) => reply.status === 200)).toHaveLength(referralsPerDay);
    const refused = sent.find((reply) => reply.status === 429)!;
    expect(refused.body.error.message).toBe(messages.referral.dailyLimit(referralsPerDay));
    // Another user has a day of their own.
    const other = await registerOwner(server);
    expect((await refer(other.token, { email: 'someone@example.com' })).status).toBe(200);
    server.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await refer(owner.token, { email: 'tomorrow@example.com' })).status).toBe(200);
  });

  it('needs a session', async () => {
    const reply = await server.api('POST', '/api/user/send-referral-email', {
      body: { email: 'a@example.com' },
    });
    expect(reply.status).toBe(401);
  });
});
