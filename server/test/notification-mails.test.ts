import { messages } from '@kairos/core';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import type { MailMessage } from '../src/mail/mailer';
import { startNotificationMails } from '../src/modules/notification-mails/start-notification-mails';
import { startEngineWorld, type EngineWorld } from './engine-harness';
import { addMember } from './harness';

/**
 * Notification preferences (settings#notifications) decide who is mailed when a publish fails or an
 * account needs reconnecting. SMTP is configured here (these mails need it); the test's mailer
 * keeps what would have gone out.
 */
let world: EngineWorld;
const mails: MailMessage[] = [];
let admin: Awaited<ReturnType<typeof addMember>>;

beforeAll(async () => {
  world = await startEngineWorld({ SMTP_HOST: 'smtp.example.test', PUBLISH_RETRY_BASE_SECONDS: '0.2' });
  await world.startWorker();
  const { server } = world;
  if (!server.queue) throw new Error('no queue');
  await startNotificationMails({
    queue: server.queue,
    db: server.database.db,
    mailer: { send: async (mail) => void mails.push(mail) },
    config: server.config,
    now: () => new Date(),
    logger: pino({ level: 'silent' }),
  });
  admin = await addMember(server, world.owner.token, 'admin', []);
}, 60_000);
afterAll(async () => {
  await world.close();
});

const preferences = (token: string, body?: object) =>
  world.server.api(body ? 'PUT' : 'GET', '/api/user/notification-preferences', { token, body });

const mailTo = (email: string, subject: RegExp) =>
  world.waitFor(
    async () => mails.filter((mail) => mail.to === email && subject.test(mail.subject)),
    (found) => found.length > 0,
  );

describe('notification preferences', () => {
  it('start with both alerts on and the digest off, and change one at a time', async () => {
    expect((await preferences(admin.token)).body).toEqual({
      emailOnFailedPublish: true,
      emailOnReconnectNeeded: true,
      dailyDigest: false,
    });
    const changed = await preferences(admin.token, { dailyDigest: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      emailOnFailedPublish: true,
      emailOnReconnectNeeded: true,
      dailyDigest: true,
    });
    expect((await preferences(world.owner.token)).body.dailyDigest).toBe(false);
    expect((await preferences(admin.token, { dailyDigest: 'yes' })).status).toBe(422);
    expect((await preferences(admin.token, { smsOnFailure: true })).status).toBe(422);
    expect((await preferences(admin.token, { dailyDigest: false })).status).toBe(200);
  });

  it('mails a failed publish to those who want it, not to who turned it off', async () => {
    expect((await preferences(world.owner.token, { emailOnFailedPublish: false })).status).toBe(200);
    await world.fake.reset();
    await world.fake.script([
      { status: 400, body: { error: { code: 'duplicate', message: 'Status is a duplicate.' } } },
    ]);
    const [accountId] = await world.connectAccounts(1);
    const post = await world.post([accountId ?? ''], { message: 'A post the network refuses' });

    const [mail] = await mailTo(admin.email, /could not be published/);
    expect(mail?.text).toContain('Status is a duplicate.');
    expect(mail?.text).toContain('A post the network refuses');
    expect(mail?.text).toContain(`/calendar?post=${post._id}`);
    expect(mail?.text).toContain(messages.retry.tooltip);
    expect(mail?.text).toContain('/settings#notifications');
    expect(mails.filter((sent) => sent.to === world.owner.email)).toEqual([]);
  });

  it('mails a lapsed account once, to those who want it', async () => {
    expect((await preferences(world.owner.token, { emailOnReconnectNeeded: true })).status).toBe(200);
    expect((await preferences(admin.token, { emailOnReconnectNeeded: false })).status).toBe(200);
    await world.fake.reset();
    const [accountId] = await world.connectAccounts(1);
    const db = world.server.database.db;
    const [row] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.id, accountId ?? ''));
    await world.fake.revokeToken(world.server.cipher.decrypt(row?.accessTokenEncrypted ?? ''));
    const first = await world.post([accountId ?? '']);
    const second = await world.post([accountId ?? '']);
    const settled = (states: string[]) => states.length > 0 && states.every((s) => s === 'needs_reconnect');
    expect(await world.waitFor(() => world.targetStates(first._id), settled)).toEqual(['needs_reconnect']);
    expect(await world.waitFor(() => world.targetStates(second._id), settled)).toEqual(['needs_reconnect']);

    const [mail] = await mailTo(world.owner.email, /^Reconnect /);
    expect(mail?.subject).toBe(`Reconnect ${row?.name} on Test Network`);
    expect(mail?.text).toContain(messages.calendars.expiredAccounts);
    expect(mail?.text).toContain(`/${world.owner.calendarId}/settings#accounts`);
    expect(mails.filter((sent) => sent.to === admin.email && /^Reconnect /.test(sent.subject))).toEqual([]);
    // Two posts met the lapsed account; its lapse was queued for mailing once.
    const queued = await db.execute(
      sql`select count(*)::int as count from pgboss.job where name = 'notification-mail' and data->>'accountId' = ${accountId}`,
    );
    expect((queued as { rows: unknown[] }).rows).toEqual([{ count: 1 }]);
  });
});
