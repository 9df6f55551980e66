import { loginThrottle, messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, startTestServer, type TestServer } from './harness';

// Issue 31: anyone who knew an e-mail kept its owner out, the account's delay applying to the right
// password too. Decision 0143, after OWASP's "Slow Down Online Guessing Attacks with Device
// Cookies": a browser that logged in before is judged by its own failures; other clients wait by the
// account's, up to a cap; the owner is told once by mail.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const login = (email: string, password: string, cookie?: string) =>
  server.api('POST', '/api/session/login', {
    body: { email, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** The `name=value` a browser sends back from the login's Set-Cookie. */
async function deviceCookieOf(email: string, password: string): Promise<string> {
  const reply = await login(email, password);
  expect(reply.status).toBe(200);
  const setCookie = reply.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Strict/);
  expect(setCookie).toMatch(/Path=\/api\/session\/login/);
  return setCookie.split(';')[0]!;
}

/** Wrong passwords from clients without a cookie until the account's delay has started. */
async function attack(email: string) {
  for (let attempt = 0; attempt < loginThrottle.perAccount; attempt += 1)
    expect((await login(email, 'a wrong guess')).status).toBe(401);
}

const alertsTo = (email: string) =>
  server.mail.filter(
    (mail) => mail.to === email && mail.subject === 'Someone is trying to log in to your Kairos account',
  );

describe('device cookies', () => {
  it('lets a known browser with the right password in at once while the account is attacked', async () => {
    const owner = await registerOwner(server, 'Attacked');
    const known = await deviceCookieOf(owner.email, owner.password);
    await attack(owner.email);
    const stranger = await login(owner.email, owner.password);
    expect(stranger.status).toBe(429);
    expect(stranger.body.error.message).toBe(messages.session.tooManyAttempts('1 second'));
    const atOnce = await login(owner.email, owner.password, known);
    expect(atOnce.status).toBe(200);
    // The cookie is renewed at each login (a new nonce), and the renewed one is trusted too.
    const renewed = atOnce.headers.get('set-cookie')!.split(';')[0]!;
    expect(renewed).not.toBe(known);
    expect((await login(owner.email, owner.password, renewed)).status).toBe(200);
  });

  it('gives no trust to a forged cookie, a tampered one, or another account’s', async () => {
    const owner = await registerOwner(server, 'Targeted');
    const other = await registerOwner(server, 'Bystander');
    const own = await deviceCookieOf(owner.email, owner.password);
    const others = await deviceCookieOf(other.email, other.password);
    await attack(owner.email);
    const [ownName, ownValue] = own.split('=') as [string, string];
    const [, othersValue] = others.split('=') as [string, string];
    const [nonce, mac] = ownValue.split('.') as [string, string];
    const tries = [
      `${ownName}=${othersValue}`, // the other account's cookie under this account's name
      others, // the other account's cookie as it is
      `${ownName}=${nonce}x.${mac}`, // a changed nonce
      `${ownName}=${nonce}.${'A'.repeat(mac.length)}`, // a made-up signature
      `${ownName}=garbage`,
    ];
    for (const cookie of tries) expect((await login(owner.email, owner.password, cookie)).status).toBe(429);
    expect((await login(owner.email, owner.password, own)).status).toBe(200);
  });

  it("spaces out a known browser's own failures, and only that browser", async () => {
    const owner = await registerOwner(server, 'Forgetful');
    const laptop = await deviceCookieOf(owner.email, owner.password);
    const phone = await deviceCookieOf(owner.email, owner.password);
    for (let attempt = 0; attempt < loginThrottle.perDevice; attempt += 1)
      expect((await login(owner.email, 'misremembered', laptop)).status).toBe(401);
    expect((await login(owner.email, owner.password, laptop)).status).toBe(429);
    expect((await login(owner.email, owner.password, phone)).status).toBe(200);
    // Those failures were the known browser's, not strangers': a new client is not held back.
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it('holds an unknown client’s delay at the cap, however long the guessing goes on', async () => {
    const owner = await registerOwner(server, 'Besieged');
    await attack(owner.email);
    const delays: number[] = [];
    for (let failure = 0; failure < 16; failure += 1) {
      const waiting = await login(owner.email, 'a wrong guess');
      expect(waiting.status).toBe(429);
      const delay = Number(waiting.headers.get('retry-after'));
      delays.push(delay);
      server.clock.advance(delay * 1000);
      expect((await login(owner.email, 'a wrong guess')).status).toBe(401);
    }
    const cap = loginThrottle.maxDelaySeconds;
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, cap, cap, cap, cap, cap, cap]);
    expect(messages.session.tooManyAttempts('15 minutes')).toBe(
      (await login(owner.email, owner.password)).body.error.message,
    );
    // Once the wait is over the right password gets in, from anywhere.
    server.clock.advance(cap * 1000);
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it('mails the owner once when the delay starts, not at each failure', async () => {
    const owner = await registerOwner(server, 'Warned');
    for (let attempt = 1; attempt < loginThrottle.perAccount; attempt += 1)
      await login(owner.email, 'a wrong guess');
    expect(alertsTo(owner.email)).toHaveLength(0);
    await login(owner.email, 'a wrong guess');
    expect(alertsTo(owner.email)).toHaveLength(1);
    for (let failure = 0; failure < 6; failure += 1) {
      server.clock.advance(loginThrottle.maxDelaySeconds * 1000);
      expect((await login(owner.email, 'a wrong guess')).status).toBe(401);
    }
    const [alert] = alertsTo(owner.email);
    expect(alertsTo(owner.email)).toHaveLength(1);
    expect(alert!.text).toContain('On a browser where you have logged in before, you can log in as usual.');
    expect(alert!.text).toContain(`${server.config.publicUrl}/forgot-password`);
  });
});
