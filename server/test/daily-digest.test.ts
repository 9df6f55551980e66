import { addDays, zonedDateTimeToInstant } from '@kairos/core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/mail/mailer';
import { sendDailyDigests } from '../src/modules/notification-mails/daily-digest';
import { startEngineWorld, type EngineWorld } from './engine-harness';
import { addMember } from './harness';

/** The daily digest of tomorrow's posts: for those who asked, once a day, from 18:00 in their zone. */
let world: EngineWorld;
const mails: MailMessage[] = [];
let members: Record<'admin' | 'viewer' | 'outsider', Awaited<ReturnType<typeof addMember>>>;
/** 19:00 UTC next (the digest hour is 18:00), and the day after it: "tomorrow" for a reader in UTC. */
let evening: Date;
let tomorrow: string;

const round = (now: Date) =>
  sendDailyDigests({
    db: world.server.database.db,
    mailer: { send: async (mail) => void mails.push(mail) },
    config: world.server.config,
    now: () => now,
    logger: pino({ level: 'silent' }),
  });

const wantDigest = (token: string, dailyDigest: boolean) =>
  world.server.api('PUT', '/api/user/notification-preferences', { token, body: { dailyDigest } });

beforeAll(async () => {
  world = await startEngineWorld();
  const { server, owner } = world;
  const otherCalendar = await server.api('POST', '/api/calendars', {
    token: owner.token,
    body: { name: 'Other' },
  });
  members = {
    admin: await addMember(server, owner.token, 'admin', []),
    viewer: await addMember(server, owner.token, 'viewer', [owner.calendarId]),
    outsider: await addMember(server, owner.token, 'editor', [otherCalendar.body._id]),
  };
  for (const token of [owner.token, members.viewer.token, members.outsider.token]) {
    expect((await server.api('PUT', '/api/settings', { token, body: { timezone: 'UTC' } })).status).toBe(200);
    expect((await wantDigest(token, true)).status).toBe(200);
  }
  const today = new Date().toISOString().slice(0, 10);
  evening = zonedDateTimeToInstant(today, '19:00', 'UTC');
  if (evening.getTime() <= Date.now()) evening = zonedDateTimeToInstant(addDays(today, 1), '19:00', 'UTC');
  tomorrow = addDays(evening.toISOString().slice(0, 10), 1);

  const [accountId = ''] = await world.connectAccounts(1);
  const at = (day: string, time: string) => zonedDateTimeToInstant(day, time, 'UTC');
  await world.post([accountId], { message: 'Morning coffee tips', at: at(tomorrow, '09:00') });
  await world.post([accountId], { message: 'Evening roast', at: at(tomorrow, '20:15') });
  await world.post([accountId], { message: 'Not yet: the day after', at: at(addDays(tomorrow, 1), '09:00') });
  const draft = await server.api('POST', '/api/posts', {
    token: owner.token,
    body: {
      message: 'A draft is no plan',
      calendarId: owner.calendarId,
      draft: true,
      timing: { mode: 'schedule', date: tomorrow, time: '10:00' },
    },
  });
  expect(draft.status).toBe(201);
}, 60_000);
afterAll(async () => {
  await world.close();
});

describe('the daily digest', () => {
  it('waits for the digest hour in the reader’s zone', async () => {
    expect(await round(new Date(evening.getTime() - 61 * 60_000))).toBe(0);
    expect(mails).toEqual([]);
  });

  it("lists tomorrow's posts of the calendars each reader sees, once a day, to those who asked", async () => {
    expect(await round(evening)).toBe(2);
    expect(mails.map((mail) => mail.to).sort()).toEqual([world.owner.email, members.viewer.email].sort());
    const mail = mails.find((sent) => sent.to === world.owner.email);
    expect(mail?.subject).toBe('Tomorrow on Kairos: 2 posts');
    expect(mail?.text).toContain(`What goes out tomorrow, ${tomorrow} (times in UTC):`);
    const listed = mail?.text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toEqual([
      expect.stringMatching(/^- 09:00 .*: Morning coffee tips$/),
      expect.stringMatching(/^- 20:15 .*: Evening roast$/),
    ]);
    expect(mail?.text).toContain('/settings#notifications');

    mails.length = 0;
    expect(await round(new Date(evening.getTime() + 2 * 3600_000))).toBe(0);
    expect(mails).toEqual([]);
  });

  it('stops when the reader turns it off', async () => {
    expect((await wantDigest(world.owner.token, false)).status).toBe(200);
    mails.length = 0;
    const nextEvening = new Date(evening.getTime() + 24 * 3600_000);
    await round(nextEvening);
    expect(mails.map((mail) => mail.to)).not.toContain(world.owner.email);
  });
});
