import { messages } from '@kairos/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, posts } from '../src/db/schema';
import {
  notifyPublishOutcome,
  type PublishOutcomeNotice,
} from '../src/modules/notifications/notify-publish-outcome';
import { findReminderRecipient } from '../src/modules/notifications/reminder-recipient';
import { addMember, registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A team with an owner, an admin, an editor of the calendar (the author), an editor of another calendar and a viewer. */
async function team() {
  const owner = await registerOwner(server);
  const other = await server.api('POST', '/api/calendars', { token: owner.token, body: { name: 'Other' } });
  const otherCalendarId = other.body._id as string;
  const admin = await addMember(server, owner.token, 'admin', []);
  const author = await addMember(server, owner.token, 'editor', [owner.calendarId]);
  const outsider = await addMember(server, owner.token, 'editor', [otherCalendarId]);
  const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
  const { db } = server.database;
  const [account] = await db
    .insert(accounts)
    .values({ calendarId: owner.calendarId, socialMedia: 'linkedin', name: 'Acme Shoes' })
    .returning();
  const [post] = await db
    .insert(posts)
    .values({ calendarId: owner.calendarId, authorId: author.id, message: 'Hello', timing: 'schedule' })
    .returning();
  if (!account || !post) throw new Error('insert returned nothing');
  const notice = (facts: Partial<PublishOutcomeNotice> = {}): PublishOutcomeNotice => ({
    kind: 'failed',
    postId: post.id,
    calendarId: owner.calendarId,
    authorId: author.id,
    account: { id: account.id, name: account.name, socialMedia: account.socialMedia },
    reason: 'Duplicate content',
    ...facts,
  });
  return { owner, admin, author, outsider, viewer, otherCalendarId, post, notice };
}

const list = async (token: string) => (await server.api('GET', '/api/notifications', { token })).body.items;

describe('who is told about a publish outcome', () => {
  it('tells the author, the owner and the admins, not an editor or viewer who did not write it', async () => {
    const t = await team();
    await notifyPublishOutcome(server.database.db, t.notice());
    for (const person of [t.owner, t.admin, t.author]) expect(await list(person.token)).toHaveLength(1);
    expect(await list(t.outsider.token)).toEqual([]);
    expect(await list(t.viewer.token)).toEqual([]);
  });

  it('does not tell an author who can no longer see the calendar', async () => {
    const t = await team();
    await notifyPublishOutcome(server.database.db, t.notice({ authorId: t.outsider.id }));
    expect(await list(t.outsider.token)).toEqual([]);
    expect(await list(t.owner.token)).toHaveLength(1);
    expect(await list(t.admin.token)).toHaveLength(1);
  });

  it('tells the owner (and admins) when the author has left', async () => {
    const t = await team();
    await notifyPublishOutcome(server.database.db, t.notice({ authorId: null }));
    expect(await list(t.owner.token)).toHaveLength(1);
    expect(await list(t.admin.token)).toHaveLength(1);
    expect(await list(t.author.token)).toEqual([]);
  });

  it('tells the owner once when the owner wrote the post', async () => {
    const t = await team();
    await notifyPublishOutcome(server.database.db, t.notice({ authorId: t.owner.user._id }));
    expect(await list(t.owner.token)).toHaveLength(1);
  });

  it('never tells someone of another team, even named as the author', async () => {
    const t = await team();
    const stranger = await registerOwner(server, 'Stranger');
    await notifyPublishOutcome(server.database.db, t.notice({ authorId: stranger.user._id }));
    expect(await list(stranger.token)).toEqual([]);
    expect(await list(t.owner.token)).toHaveLength(1);
  });

  it("commits with the engine's transaction or not at all", async () => {
    const t = await team();
    await expect(
      server.database.db.transaction(async (tx) => {
        await notifyPublishOutcome(tx, t.notice());
        throw new Error('the outcome was not recorded');
      }),
    ).rejects.toThrow('the outcome was not recorded');
    expect(await list(t.owner.token)).toEqual([]);
  });
});

describe('what a notification says', () => {
  it("shows a failure with the network's reason, escaped", async () => {
    const t = await team();
    await notifyPublishOutcome(
      server.database.db,
      t.notice({ reason: 'Bad <img src=x onerror="alert(1)"> <script>alert(2)</script>' }),
    );
    const [notification] = await list(t.author.token);
    expect(notification).toMatchObject({ seen: false, needToReconnect: false, postId: t.post.id });
    expect(notification.message).toBe(
      `${messages.notifications.failed('<b>Acme Shoes</b>', 'LinkedIn')} LinkedIn said: Bad &lt;img src=x onerror="alert(1)"&gt; &lt;script&gt;alert(2)&lt;/script&gt;`,
    );
  });

  it.each([
    ['Campaign conflict', 'Campaign conflict'],
    ['No content from library', messages.retry.noLibraryContent],
    ['No Mobile tokens found', messages.retry.noMobileTokens],
  ])("shows a blocked post with 'This post was blocked.' and the reason %j", async (reason, shown) => {
    const t = await team();
    await notifyPublishOutcome(server.database.db, t.notice({ kind: 'blocked', reason }));
    const [notification] = await list(t.author.token);
    expect(notification.message).toContain(`${messages.retry.blocked} ${shown}<br />`);
    expect(notification.needToReconnect).toBe(false);
  });

  it('asks to reconnect on the Settings page and sets needToReconnect', async () => {
    const t = await team();
    await notifyPublishOutcome(server.database.db, t.notice({ kind: 'needs_reconnect', reason: null }));
    const [notification] = await list(t.owner.token);
    expect(notification.needToReconnect).toBe(true);
    expect(notification.message).toContain(`<a href="/${t.owner.calendarId}/settings">Settings page</a>`);
    expect(notification.message.replace(/<[^>]+>/g, '')).toContain(messages.calendars.expiredAccounts);
  });

  it('asks to check the account before retrying an unconfirmed send', async () => {
    const t = await team();
    await notifyPublishOutcome(server.database.db, t.notice({ kind: 'unconfirmed', reason: null }));
    const [notification] = await list(t.owner.token);
    expect(notification.message).toContain(messages.retry.tooltip);
    expect(notification.message).not.toMatch(/fail/i);
    expect(notification.needToReconnect).toBe(false);
  });

  it('reminds to post from the phone with the text and media links', async () => {
    const t = await team();
    await notifyPublishOutcome(
      server.database.db,
      t.notice({
        kind: 'reminder',
        reason: null,
        account: { id: 'ignored', name: 'Acme', socialMedia: 'tiktok' },
        reminder: { message: 'Tonight!', mediaUrls: ['https://cdn.example/a.jpg'] },
      }),
    );
    const [notification] = await list(t.author.token);
    expect(notification.message).toContain(messages.notifications.reminder('TikTok', '<b>Acme</b>'));
    expect(notification.message).toContain('<p>Tonight!</p>');
    expect(notification.message).toContain('<a href="https://cdn.example/a.jpg">');
  });

  it('keeps the notification when its post is deleted, without the post', async () => {
    const t = await team();
    await notifyPublishOutcome(server.database.db, t.notice());
    await server.database.db.delete(posts).where(eq(posts.id, t.post.id));
    expect((await list(t.owner.token))[0].postId).toBeNull();
  });
});

describe('reminder e-mail recipient', () => {
  it('is the author, or the owner when the author cannot see the calendar or has left', async () => {
    const t = await team();
    const input = { calendarId: t.owner.calendarId };
    const recipient = (authorId: string | null) =>
      findReminderRecipient(server.database.db, { ...input, authorId });
    expect((await recipient(t.author.id))?.email).toBe(t.author.email);
    expect((await recipient(t.outsider.id))?.email).toBe(t.owner.email);
    expect((await recipient(null))?.email).toBe(t.owner.email);
  });
});
