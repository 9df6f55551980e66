import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  invitationToken,
  linkToken,
  registerOwner,
  startTestServer,
  type TestServer,
} from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const dayMs = 24 * 3600 * 1000;

async function invite(ownerToken: string, email: string, calendars: string[] = []) {
  const reply = await server.api('POST', '/api/team/members', {
    token: ownerToken,
    body: { email, role: 'editor', calendars },
  });
  expect(reply.status).toBe(201);
  const mail = server.mail.filter((sent) => sent.to === email).at(-1);
  return { id: reply.body._id as string, token: invitationToken(mail?.text ?? '') };
}

const accept = (token: string, password = 'joining now 1') =>
  server.api('POST', '/api/session/accept-invitation', { body: { token, password } });

describe('accepting an invitation', () => {
  it('sets the password once and signs in, with the calendars given', async () => {
    const owner = await registerOwner(server, 'Inviter');
    const link = await invite(owner.token, 'once@example.com', [owner.calendarId]);

    const first = await accept(link.token);
    expect(first.status).toBe(201);
    expect(first.body.user).toMatchObject({ email: 'once@example.com', role: 'editor' });
    expect(first.body.user.access.calendars).toEqual([owner.calendarId]);
    const calendars = await server.api('GET', '/api/calendars', { token: first.body.token });
    expect(calendars.body.map((calendar: { _id: string }) => calendar._id)).toEqual([owner.calendarId]);

    const second = await accept(link.token, 'taking over 2');
    expect(second.status).toBe(422);
    expect(second.body.error.message).toBe(messages.team.invalidInvitation);
    const login = await server.api('POST', '/api/session/login', {
      body: { email: 'once@example.com', password: 'taking over 2' },
    });
    expect(login.status).toBe(401);
  });

  it('expires after 7 days', async () => {
    const owner = await registerOwner(server);
    const link = await invite(owner.token, 'late-joiner@example.com');
    server.clock.advance(7 * dayMs + 60_000);
    const reply = await accept(link.token);
    expect(reply.status).toBe(422);
    expect(reply.body.error.message).toBe(messages.team.invalidInvitation);
  });

  it('is not a password recovery link, and a recovery link does not accept an invitation', async () => {
    const owner = await registerOwner(server);
    const link = await invite(owner.token, 'two-doors@example.com');
    const viaRecovery = await server.api('POST', '/api/session/change-password', {
      body: { token: link.token, password: 'side door 3' },
    });
    expect(viaRecovery.status).toBe(422);

    await server.api('POST', '/api/session/recover-password', { body: { email: owner.email } });
    const recovery = linkToken(server.mail.at(-1)?.text ?? '');
    expect((await accept(recovery)).status).toBe(422);
    expect((await accept(link.token)).status).toBe(201);
  });

  it('stops working once the invitation is revoked', async () => {
    const owner = await registerOwner(server);
    const link = await invite(owner.token, 'revoked@example.com');
    const revoked = await server.api('DELETE', `/api/team/members/${link.id}`, { token: owner.token });
    expect(revoked.status).toBe(204);
    expect((await accept(link.token)).status).toBe(422);
  });
});

describe('resending an invitation', () => {
  it('mails a new link that lasts 7 more days; the old one stops working', async () => {
    const owner = await registerOwner(server);
    const first = await invite(owner.token, 'resend-me@example.com');
    server.clock.advance(5 * dayMs);
    const resent = await server.api('POST', `/api/team/members/${first.id}/resend-invitation`, {
      token: owner.token,
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ _id: first.id, status: 'invited' });
    const newer = invitationToken(server.mail.at(-1)?.text ?? '');
    expect(newer).not.toBe(first.token);

    expect((await accept(first.token)).status).toBe(422);
    server.clock.advance(5 * dayMs);
    expect((await accept(newer)).status).toBe(201);
  });

  it('refuses a member who has joined, mails an invitation of another team again', async () => {
    const owner = await registerOwner(server);
    const member = await addMember(server, owner.token, 'viewer', []);
    const joined = await server.api('POST', `/api/team/members/${member.id}/resend-invitation`, {
      token: owner.token,
    });
    expect(joined.status).toBe(422);
    expect(joined.body.error.message).toBe(messages.team.alreadyJoined);

    const elsewhere = await registerOwner(server, 'Elsewhere');
    const foreign = await server.api('POST', '/api/team/members', {
      token: owner.token,
      body: { email: elsewhere.email, role: 'viewer' },
    });
    const sent = server.mail.length;
    const again = await server.api('POST', `/api/team/members/${foreign.body._id}/resend-invitation`, {
      token: owner.token,
    });
    expect(again.status).toBe(200);
    expect(server.mail.slice(sent).map((mail) => mail.to)).toEqual([elsewhere.email]);
    expect(server.mail.at(-1)?.text).toContain('belongs to another team');
  });

  it('is for owners and admins of the team only', async () => {
    const owner = await registerOwner(server);
    const link = await invite(owner.token, 'pending@example.com');
    const admin = await addMember(server, owner.token, 'admin', []);
    const editor = await addMember(server, owner.token, 'editor', [owner.calendarId]);
    const stranger = await registerOwner(server, 'Stranger');
    const resend = (token: string) =>
      server.api('POST', `/api/team/members/${link.id}/resend-invitation`, { token });
    expect((await resend(admin.token)).status).toBe(200);
    expect((await resend(editor.token)).status).toBe(403);
    expect((await resend(stranger.token)).status).toBe(404);
  });
});

describe('the member list', () => {
  it("shows every member of the team, with the calendars among the caller's own", async () => {
    const owner = await registerOwner(server);
    const second = await server.api('POST', '/api/calendars', { token: owner.token, body: { name: 'B' } });
    expect(second.status).toBe(201);
    const both = [owner.calendarId, second.body._id].sort();
    const viewer = await addMember(server, owner.token, 'viewer', [owner.calendarId]);
    await addMember(server, owner.token, 'editor', both);

    const asOwner = await server.api('GET', '/api/team/members', { token: owner.token });
    const asViewer = await server.api('GET', '/api/team/members', { token: viewer.token });
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.map((member: { email: string }) => member.email)).toEqual(
      asOwner.body.map((member: { email: string }) => member.email),
    );
    const editorSeen = (list: { role: string | null; access: { calendars: string[] } }[]) =>
      list.find((member) => member.role === 'editor')?.access.calendars;
    expect(editorSeen(asOwner.body)).toEqual(both);
    expect(editorSeen(asViewer.body)).toEqual([owner.calendarId]);
  });
});

describe('removing a member', () => {
  it('ends their sessions and keeps their posts', async () => {
    const owner = await registerOwner(server);
    const editor = await addMember(server, owner.token, 'editor', [owner.calendarId]);
    const post = await server.api('POST', '/api/posts', {
      token: editor.token,
      body: {
        message: 'Kept after I leave',
        calendarId: owner.calendarId,
        draft: true,
        timing: { mode: 'now' },
      },
    });
    expect(post.status).toBe(201);

    const removed = await server.api('DELETE', `/api/team/members/${editor.id}`, { token: owner.token });
    expect(removed.status).toBe(204);
    expect((await server.api('GET', '/api/user', { token: editor.token })).status).toBe(401);
    const kept = await server.api('GET', `/api/posts/${post.body._id}`, { token: owner.token });
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe('Kept after I leave');
  });
});
