import { messages } from '@kairos/core';
import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../../lib/stored-session';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { renderRouter } from '../../../testing/render';
import { testUser } from '../../../testing/test-user';
import { AcceptInvitationRoute } from './accept-invitation-route';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/accept-invitation', Component: AcceptInvitationRoute },
      { path: '/', element: <p>First calendar</p> },
    ],
    { initialEntries: [path] },
  );
  return renderRouter(router);
}

describe('AcceptInvitationRoute', () => {
  it('says the link is invalid when it carries no token', () => {
    mockApi({});
    renderAt('/accept-invitation');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.team.invalidInvitation);
  });

  it('sets the password with the token, signs in and opens the first calendar', async () => {
    localStorage.setItem('kairos.token', 'the-inviters-session');
    const { calls } = mockApi({
      'POST /api/session/accept-invitation': () => ({
        status: 201,
        body: { token: 'member-session', user: testUser({ role: 'editor', teamId: 't1' }) },
      }),
    });
    const { user, router } = renderAt('/accept-invitation?token=inv-1');
    await user.type(screen.getByLabelText('Choose a password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(screen.getByText(messages.session.weakPassword)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Choose a password'), '-and-longer-1');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText('First calendar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls[0]?.body).toEqual({ token: 'inv-1', password: 'short-and-longer-1' });
    expect(getToken()).toBe('member-session');
  });

  it('shows why a used or expired link was refused', async () => {
    mockApi({
      'POST /api/session/accept-invitation': () => ({
        status: 422,
        body: errorBody('VALIDATION_FAILED', messages.team.invalidInvitation, {
          details: [{ path: 'body.token', message: messages.team.invalidInvitation }],
        }),
      }),
    });
    const { user } = renderAt('/accept-invitation?token=spent');
    await user.type(screen.getByLabelText('Choose a password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.team.invalidInvitation);
  });
});
