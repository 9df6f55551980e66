import { messages, type TeamMember, type User } from '@kairos/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { testUser } from '../../../testing/test-user';
import { TeamSection } from './team-section';

const cal1 = '8b0f6c1e-1111-4a4a-9a9a-000000000001';
const cal2 = '8b0f6c1e-2222-4a4a-9a9a-000000000002';
const calendars = [
  { _id: cal1, name: 'Acme Coffee', color: '#4C6EF5', showReconnect: false },
  { _id: cal2, name: 'Beta Bakery', color: '#F76707', showReconnect: false },
];

const member = (overrides: Partial<TeamMember>): TeamMember => ({
  _id: 'm',
  email: 'm@example.com',
  name: 'M',
  avatar: null,
  role: 'editor',
  access: { calendars: [] },
  status: 'active',
  ...overrides,
});

const members: TeamMember[] = [
  member({ _id: 'owner', email: 'ada@example.com', name: 'Ada Lovelace', role: null }),
  member({ _id: 'admin', email: 'grace@example.com', name: 'Grace Hopper', role: 'admin' }),
  member({ _id: 'editor', email: 'alan@example.com', name: 'Alan Turing', access: { calendars: [cal2] } }),
  member({ _id: 'invited', email: 'new@example.com', name: 'new', role: 'viewer', status: 'invited' }),
];

function renderTeam(user: Partial<User>, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/team/members': () => ({ body: members }), ...handlers });
  const view = renderWithProviders(
    <TeamSection user={testUser(user)} calendars={calendars} currentCalendarId={cal1} />,
  );
  return { ...view, ...api };
}

const asOwner = { _id: 'owner', role: null };
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('TeamSection', () => {
  it('lists each member with e-mail, role (the owner as Owner), status and calendars', async () => {
    renderTeam(asOwner);
    await screen.findByRole('table', { name: 'Team members' });
    expect(row('Ada Lovelace')).toHaveTextContent('ada@example.com');
    expect(row('Ada Lovelace')).toHaveTextContent('Owner');
    expect(row('Ada Lovelace')).toHaveTextContent('All calendars');
    expect(row('Grace Hopper')).toHaveTextContent('Admin');
    expect(row('Alan Turing')).toHaveTextContent('EditorActiveBeta Bakery');
    expect(row('new@example.com')).toHaveTextContent('ViewerInvitedNo calendars');
  });

  it('lets the owner change everyone but the owner', async () => {
    renderTeam(asOwner);
    await screen.findByRole('table', { name: 'Team members' });
    expect(screen.getByRole('button', { name: 'Invite member' })).toBeEnabled();
    expect(within(row('Ada Lovelace')).queryByRole('button', { name: /Actions/ })).not.toBeInTheDocument();
    for (const name of ['Grace Hopper', 'Alan Turing', 'new'])
      expect(screen.getByRole('button', { name: `Actions for ${name}` })).toBeInTheDocument();
  });

  it('lets an admin change the others, neither the owner nor themselves', async () => {
    renderTeam({ _id: 'admin', role: 'admin' });
    await screen.findByRole('table', { name: 'Team members' });
    expect(row('Grace Hopper')).toHaveTextContent('(you)');
    expect(screen.queryByRole('button', { name: 'Actions for Grace Hopper' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Alan Turing' })).toBeInTheDocument();
  });

  it.each(['editor', 'viewer'] as const)(
    "shows the list read-only to an %s, with 'Contact your admin' and its tooltip",
    async (role) => {
      const { user } = renderTeam({ _id: 'editor', role, access: { calendars: [cal2] } });
      await screen.findByRole('table', { name: 'Team members' });
      expect(screen.getByRole('button', { name: 'Invite member' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
      await user.hover(screen.getByText(messages.calendars.contactAdmin));
      expect(await screen.findByText(messages.calendars.contactAdminTooltip)).toBeInTheDocument();
    },
  );

  it('invites by e-mail with a role and calendars', async () => {
    const { user, calls } = renderTeam(asOwner, {
      'POST /api/team/members': ({ body }) => ({
        status: 201,
        body: member({ ...(body as object), _id: 'new-id', name: 'pat', status: 'invited' }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'pat@example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Beta Bakery' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'pat@example.com',
      role: 'editor',
      calendars: [cal1, cal2],
    });
    expect(await screen.findByText('We have sent an invitation to pat@example.com.')).toBeInTheDocument();
  });

  it("shows the server's refusal on the e-mail field", async () => {
    const { user } = renderTeam(asOwner, {
      'POST /api/team/members': () => ({
        status: 422,
        body: errorBody('VALIDATION_FAILED', messages.team.memberExists, {
          details: [{ path: 'body.email', message: messages.team.memberExists }],
        }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByLabelText('E-mail'), 'alan@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(messages.team.memberExists)).toBeInTheDocument();
  });

  it('resends and revokes an invitation', async () => {
    const { user, calls } = renderTeam(asOwner, {
      'POST /api/team/members/invited/resend-invitation': () => ({ body: members[3] }),
      'DELETE /api/team/members/invited': () => ({ status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for new' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resend invitation' }));
    expect(await screen.findByText(messages.team.invitationResent('new@example.com'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for new' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke invitation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    expect(confirm).toHaveTextContent(messages.team.revokeConfirmation('new@example.com'));
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it("changes a member's role and calendars, and removes a member", async () => {
    const { user, calls } = renderTeam(asOwner, {
      'PUT /api/team/members/editor': () => ({ body: members[2] }),
      'DELETE /api/team/members/editor': () => ({ status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Alan Turing' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change role and calendars' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access of Alan Turing' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Acme Coffee' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        role: 'viewer',
        calendars: [cal2, cal1],
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for Alan Turing' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from team' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(confirm).toHaveTextContent(messages.team.removeConfirmation('Alan Turing'));
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  }, 20_000);
});
