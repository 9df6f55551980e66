import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken, registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('register', () => {
  it('creates the owner of a new team with a trial and one calendar, and logs them in', async () => {
    const reply = await server.api('POST', '/api/session/register', {
      body: { name: '  Ada  ', email: '  Ada.Lovelace@Example.COM ', password: 'engines 1843' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.token).toMatch(/^[\w-]{40,}$/);
    expect(reply.body.user).toMatchObject({
      email: 'ada.lovelace@example.com',
      name: 'Ada',
      role: null,
      teamId: null,
      timezone: 'UTC',
      access: { calendars: [] },
      subscription: { plan: 'basicnew', paymentPeriod: 'trial', paymentAmount: 0 },
    });
    const calendars = await server.api('GET', '/api/calendars', { token: reply.body.token });
    expect(calendars.body).toHaveLength(1);
  });

  it.each([
    [
      'a duplicate e-mail, whatever its case',
      { name: 'Ada', email: 'ADA.LOVELACE@example.com', password: 'engines 1843' },
      messages.session.emailTaken,
    ],
    [
      'a malformed e-mail',
      { name: 'Bob', email: 'bob@', password: 'engines 1843' },
      messages.session.invalidEmail,
    ],
    [
      'a short password',
      { name: 'Bob', email: 'bob@example.com', password: 'ab1' },
      messages.session.weakPassword,
    ],
    [
      'a password without a digit',
      { name: 'Bob', email: 'bob@example.com', password: 'only letters here' },
      messages.session.weakPassword,
    ],
    ['a missing name', { email: 'bob@example.com', password: 'engines 1843' }, messages.session.nameRequired],
  ])('refuses %s with 422 and a clear message', async (_case, body, message) => {
    const reply = await server.api('POST', '/api/session/register', { body });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(reply.body.requestId).toEqual(expect.any(String));
  });

  it("keeps the browser's time zone given at sign-up, and refuses an unknown one", async () => {
    const body = { name: 'Zoe', email: 'zoe@example.com', password: 'engines 1843' };
    const unknown = await server.api('POST', '/api/session/register', {
      body: { ...body, timezone: 'Atlantis/Capital' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe(messages.settings.invalidTimezone);
    const reply = await server.api('POST', '/api/session/register', {
      body: { ...body, timezone: 'Asia/Tokyo' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.user.timezone).toBe('Asia/Tokyo');
  });

  it('answers malformed JSON with 422, not 500', async () => {
    const reply = await server.api('POST', '/api/session/register', {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('login and logout', () => {
  it('logs in with the right password and refuses a wrong one with 401', async () => {
    const owner = await registerOwner(server, 'Login');
    const good = await server.api('POST', '/api/session/login', {
      body: { email: owner.email.toUpperCase(), password: owner.password },
    });
    expect(good.status).toBe(200);
    expect(good.body.user.email).toBe(owner.email);
    const bad = await server.api('POST', '/api/session/login', {
      body: { email: owner.email, password: 'wrong password 1' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: messages.session.wrongCredentials,
    });
    const unknown = await server.api('POST', '/api/session/login', {
      body: { email: 'nobody@example.com', password: 'whatever 1' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe(messages.session.wrongCredentials);
  });

  it('revokes the token on logout: the same token then gets 401', async () => {
    const owner = await registerOwner(server, 'Logout');
    expect((await server.api('GET', '/api/user', { token: owner.token })).status).toBe(200);
    expect((await server.api('POST', '/api/session/logout', { token: owner.token })).status).toBe(204);
    const after = await server.api('GET', '/api/user', { token: owner.token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHORIZED');
  });

  it('answers 401 without a token or with a made-up one', async () => {
    expect((await server.api('GET', '/api/user')).status).toBe(401);
    expect((await server.api('GET', '/api/user', { token: 'made-up-token' })).status).toBe(401);
  });

  it('expires a session after its lifetime', async () => {
    const owner = await registerOwner(server, 'Expiry');
    server.clock.advance((server.config.sessionTtlDays + 1) * 24 * 3600 * 1000);
    expect((await server.api('GET', '/api/user', { token: owner.token })).status).toBe(401);
  });
});

describe('login rate limit', () => {
  it('blocks an e-mail after 5 failures in 15 minutes, even with the right password, then lets it in again', async () => {
    const owner = await registerOwner(server, 'Limited');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await server.api('POST', '/api/session/login', {
        body: { email: owner.email, password: 'wrong password 1' },
      });
      expect(reply.status).toBe(401);
    }
    const blocked = await server.api('POST', '/api/session/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: messages.session.tooManyAttempts,
    });
    expect(blocked.headers.get('retry-after')).toBe('900');
    server.clock.advance(16 * 60 * 1000);
    const later = await server.api('POST', '/api/session/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(later.status).toBe(200);
  });

  it('blocks an address after 30 failures across e-mails', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    // Without TRUST_PROXY every request here comes from 127.0.0.1: use a server that trusts the proxy header.
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const reply = await proxied.api('POST', '/api/session/login', {
          headers,
          body: { email: `guess${attempt}@example.com`, password: 'guess 1' },
        });
        expect(reply.status).toBe(401);
      }
      const blocked = await proxied.api('POST', '/api/session/login', {
        headers,
        body: { email: 'fresh@example.com', password: 'guess 1' },
      });
      expect(blocked.status).toBe(429);
      const elsewhere = await proxied.api('POST', '/api/session/login', {
        headers: { 'x-forwarded-for': '198.51.100.4' },
        body: { email: 'fresh@example.com', password: 'guess 1' },
      });
      expect(elsewhere.status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('password recovery', () => {
  it('mails a one-time link valid for one hour that sets a new password and ends every session', async () => {
    const owner = await registerOwner(server, 'Forgetful');
    const reply = await server.api('POST', '/api/session/recover-password', { body: { email: owner.email } });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(messages.session.recoverySent);
    const mail = server.mail.at(-1);
    expect(mail?.to).toBe(owner.email);
    expect(mail?.text).toContain('http://kairos.test/create-new-password?token=');
    const token = linkToken(mail?.text ?? '');

    const changed = await server.api('POST', '/api/session/change-password', {
      body: { token, password: 'brand new 2' },
    });
    expect(changed.status).toBe(200);
    expect((await server.api('GET', '/api/user', { token: owner.token })).status).toBe(401);
    expect(
      (
        await server.api('POST', '/api/session/login', {
          body: { email: owner.email, password: 'brand new 2' },
        })
      ).status,
    ).toBe(200);

    const again = await server.api('POST', '/api/session/change-password', {
      body: { token, password: 'another one 3' },
    });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(messages.session.invalidRecoveryToken);
  });

  it('refuses a link older than one hour', async () => {
    const owner = await registerOwner(server, 'Late');
    await server.api('POST', '/api/session/recover-password', { body: { email: owner.email } });
    const token = linkToken(server.mail.at(-1)?.text ?? '');
    server.clock.advance(61 * 60 * 1000);
    const reply = await server.api('POST', '/api/session/change-password', {
      body: { token, password: 'too late 4' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.session.invalidRecoveryToken);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = server.mail.length;
    const reply = await server.api('POST', '/api/session/recover-password', {
      body: { email: 'ghost@example.com' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(messages.session.recoverySent);
    expect(server.mail.length).toBe(before);
  });
});

describe('change password when logged in', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const owner = await registerOwner(server, 'Changer');
    const other = await server.api('POST', '/api/session/login', {
      body: { email: owner.email, password: owner.password },
    });
    const wrong = await server.api('POST', '/api/session/change-password', {
      token: owner.token,
      body: { currentPassword: 'not it 1', password: 'next password 5' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.message).toBe(messages.session.wrongCurrentPassword);
    const changed = await server.api('POST', '/api/session/change-password', {
      token: owner.token,
      body: { currentPassword: owner.password, password: 'next password 5' },
    });
    expect(changed.status).toBe(200);
    expect((await server.api('GET', '/api/user', { token: owner.token })).status).toBe(200);
    expect((await server.api('GET', '/api/user', { token: other.body.token })).status).toBe(401);
  });

  it('answers 401 with a current password but no session', async () => {
    const reply = await server.api('POST', '/api/session/change-password', {
      body: { currentPassword: 'x', password: 'next password 5' },
    });
    expect(reply.status).toBe(401);
  });

  it('asks for a proof when neither a token nor the current password is given', async () => {
    const reply = await server.api('POST', '/api/session/change-password', {
      body: { password: 'next password 5' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.session.passwordChangeNeedsProof);
  });
});

describe('user and settings', () => {
  it('updates name, time zone and UTM detection, and refuses an unknown time zone', async () => {
    const owner = await registerOwner(server, 'Settler');
    const updated = await server.api('PUT', '/api/settings', {
      token: owner.token,
      body: { name: 'Settled', timezone: 'America/New_York', utmDetectionActivated: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Settled',
      timezone: 'America/New_York',
      utmDetectionActivated: true,
    });
    const bad = await server.api('PUT', '/api/settings', {
      token: owner.token,
      body: { timezone: 'Mars/Olympus' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe(messages.settings.invalidTimezone);
    const unknownField = await server.api('PUT', '/api/settings', {
      token: owner.token,
      body: { role: 'admin' },
    });
    expect(unknownField.status).toBe(422);
    expect((await server.api('GET', '/api/user', { token: owner.token })).body.role).toBeNull();
  });
});

describe('configuration and unknown routes', () => {
  it('serves the client configuration and the maintenance flag', async () => {
    expect((await server.api('GET', '/api')).body).toEqual({
      campaignMaxDurationDays: 182,
      startRemovingFreeUsersDate: null,
      consultingUrl: null,
      supportUrl: null,
    });
    expect((await server.api('GET', '/maintenance')).body).toEqual({ underMaintenance: false });
  });

  it('reads the configured values', async () => {
    const configured = await startTestServer({
      env: {
        CAMPAIGN_MAX_DURATION_DAYS: '90',
        MAINTENANCE: 'true',
        START_REMOVING_FREE_USERS_DATE: '2026-12-01',
        CONSULTING_URL: 'https://book.example.com/kairos',
        SUPPORT_URL: 'mailto:help@example.com',
      },
    });
    try {
      expect((await configured.api('GET', '/api')).body).toEqual({
        campaignMaxDurationDays: 90,
        startRemovingFreeUsersDate: '2026-12-01',
        consultingUrl: 'https://book.example.com/kairos',
        supportUrl: 'mailto:help@example.com',
      });
      expect((await configured.api('GET', '/maintenance')).body).toEqual({ underMaintenance: true });
    } finally {
      await configured.close();
    }
  });

  it('answers unknown /api routes with 404 in the error model', async () => {
    const reply = await server.api('GET', '/api/no-such-thing');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not found' },
      requestId: expect.any(String),
    });
    expect(reply.headers.get('x-request-id')).toBe(reply.body.requestId);
  });

  it('sends security headers and serves the OpenAPI document', async () => {
    const reply = await server.api('GET', '/api/docs/json');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toMatch(/^3\./);
    expect(Object.keys(reply.body.paths)).toEqual(
      expect.arrayContaining(['/api/session/login', '/api/calendars/{id}', '/api/team/members']),
    );
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
