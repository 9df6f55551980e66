import { messages } from '@kairos/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, invitationToken, registerOwner, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('team members', () => {
  it('invites by e-mail; the member joins through the link with the role and calendars given', async () => {
    const owner = await registerOwner(server, 'Lead');
    const invited = await server.api('POST', '/api/team/members', {
      token: owner.token,
      body: { email: 'New.Hire@Example.com', role: 'editor', calendars: [owner.calendarId] },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: 'new.hire@example.com',
      name: 'new.hire',
      role: 'editor',
      status: 'invited',
      access: { calendars: [owner.calendarId] },
    });
    const mail = server.mail.at(-1);
    expect(mail?.to).toBe('new.hire@example.com');

    const accepted = await server.api('POST', '/api/session/accept-invitation', {
      body: { token: invitationToken(mail?.text ?? ''), password: 'joining now 1' },
    });
    expect(accepted.status).toBe(201);
    const login = await server.api('POST', '/api/session/login', {
      body: { email: 'new.hire@example.com', password: 'joining now 1' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      role: 'editor',
      teamId: expect.any(String),
      access: { calendars: [owner.calendarId] },
    });

    const members = await server.api('GET', '/api/team/members', { token: owner.token });
    expect(
      members.body.map((member: { role: string | null; status: string }) => [member.role, member.status]),
    ).toEqual([
      [null, 'active'],
      ['editor', 'active'],
    ]);
  });

  // Issue 14, finding 7: inviting said "already a member of a team" for an e-mail with an account
  // elsewhere, so anyone who signed up could learn who has an account.
  it('answers an e-mail of another team exactly as a new one, and tells that person by mail', async () => {
    const owner = await registerOwner(server);
    const other = await registerOwner(server);
    const invite = (email: string) =>
      server.api('POST', '/api/team/members', {
        token: owner.token,
        body: { email, role: 'viewer', calendars: [owner.calendarId] },
      });
    const taken = await invite(other.email);
    const fresh = await invite('brand-new-person@example.com');
    const shape = (reply: { status: number; body: Record<string, unknown> }) => ({
      status: reply.status,
      keys: Object.keys(reply.body).sort(),
      status_: reply.body.status,
      access: reply.body.access,
      role: reply.body.role,
    });
    expect(shape(taken)).toEqual(shape(fresh));
    expect(taken.body).toMatchObject({ email: other.email, status: 'invited' });
    const note = server.mail.filter((mail) => mail.to === other.email).at(-1);
    expect(note?.text).toContain('belongs to another team');
    expect(note?.text).not.toContain('accept-invitation');

    const members = await server.api('GET', '/api/team/members', { token: owner.token });
    expect(members.body.map((member: { email: string }) => member.email)).toEqual([
      owner.email,
      'brand-new-person@example.com',
      other.email,
    ]);
    const changed = await server.api('PUT', `/api/team/members/${taken.body._id}`, {
      token: owner.token,
      body: { role: 'editor' },
    });
    expect(changed.body).toMatchObject({ role: 'editor', status: 'invited' });
    // The other team's account is untouched, and the invitation is the only thing removed.
    expect((await server.api('GET', '/api/user', { token: other.token })).body.role).toBeNull();
    expect(
      (await server.api('DELETE', `/api/team/members/${taken.body._id}`, { token: owner.token })).status,
    ).toBe(204);
    expect((await server.api('GET', '/api/user', { token: other.token })).status).toBe(200);
  });

  it("refuses only the team's own members and invitations, and another team's calendars", async () => {
    const owner = await registerOwner(server);
    const other = await registerOwner(server);
    const member = await addMember(server, owner.token, 'viewer', []);
    for (const email of [member.email, owner.email]) {
      const again = await server.api('POST', '/api/team/members', {
        token: owner.token,
        body: { email, role: 'viewer' },
      });
      expect(again.status).toBe(422);
      expect(again.body.error.message).toBe(messages.team.memberExists);
    }
    const foreign = await server.api('POST', '/api/team/members', {
      token: owner.token,
      body: { email: 'someone@example.com', role: 'viewer', calendars: [other.calendarId] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.message).toBe(messages.team.unknownCalendar);
    const badRole = await server.api('POST', '/api/team/members', {
      token: owner.token,
      body: { email: 'x@example.com', role: 'owner' },
    });
    expect(badRole.status).toBe(422);
  });

  it('changes a role and calendars, and removes a member whose sessions then end', async () => {
    const owner = await registerOwner(server);
    const member = await addMember(server, owner.token, 'viewer', []);
    const changed = await server.api('PUT', `/api/team/members/${member.id}`, {
      token: owner.token,
      body: { role: 'editor', calendars: [owner.calendarId] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ role: 'editor', access: { calendars: [owner.calendarId] } });
    expect((await server.api('GET', '/api/user', { token: member.token })).body.role).toBe('editor');

    expect(
      (await server.api('DELETE', `/api/team/members/${member.id}`, { token: owner.token })).status,
    ).toBe(204);
    expect((await server.api('GET', '/api/user', { token: member.token })).status).toBe(401);
  });

  it('lets only owners and admins change members, and protects the owner', async () => {
    const owner = await registerOwner(server);
    const admin = await addMember(server, owner.token, 'admin', []);
    const editor = await addMember(server, owner.token, 'editor', [owner.calendarId]);
    expect(
      (
        await server.api('POST', '/api/team/members', {
          token: editor.token,
          body: { email: 'y@example.com', role: 'viewer' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.api('PUT', `/api/team/members/${editor.id}`, {
          token: admin.token,
          body: { role: 'viewer' },
        })
      ).status,
    ).toBe(200);

    const ownerId = (await server.api('GET', '/api/user', { token: owner.token })).body._id;
    const onOwner = await server.api('PUT', `/api/team/members/${ownerId}`, {
      token: admin.token,
      body: { role: 'viewer' },
    });
    expect(onOwner.status).toBe(422);
    expect(onOwner.body.error.message).toBe(messages.team.cannotChangeOwner);
    const onSelf = await server.api('DELETE', `/api/team/members/${admin.id}`, { token: admin.token });
    expect(onSelf.body.error.message).toBe(messages.team.cannotChangeSelf);
  });

  it("answers 404 for another team's member", async () => {
    const owner = await registerOwner(server);
    const stranger = await registerOwner(server);
    const member = await addMember(server, stranger.token, 'viewer', []);
    expect(
      (
        await server.api('PUT', `/api/team/members/${member.id}`, {
          token: owner.token,
          body: { role: 'admin' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.api('DELETE', `/api/team/members/${member.id}`, { token: owner.token })).status,
    ).toBe(404);
  });
});
