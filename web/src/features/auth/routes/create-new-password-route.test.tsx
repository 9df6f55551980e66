import { messages } from '@kairos/core';
import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { renderRouter } from '../../../testing/render';
import { CreateNewPasswordRoute } from './create-new-password-route';
import { LoginRoute } from './login-route';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/create-new-password', Component: CreateNewPasswordRoute },
      { path: '/login', Component: LoginRoute },
    ],
    { initialEntries: [path] },
  );
  return renderRouter(router);
}

describe('CreateNewPasswordRoute', () => {
  it('says the link is invalid when it carries no token', () => {
    mockApi({});
    renderAt('/create-new-password');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.session.invalidRecoveryToken);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('saves the new password with the token, then shows the notice on the login page', async () => {
    const { calls } = mockApi({
      'POST /api/session/change-password': () => ({ body: { message: messages.session.passwordChanged } }),
    });
    const { user, router } = renderAt('/create-new-password?token=tok-123');

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText(messages.session.weakPassword)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('New password'), '-and-longer-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(messages.session.passwordChanged);
    expect(router.state.location.pathname).toBe('/login');
    expect(calls[0]?.body).toEqual({ token: 'tok-123', password: 'short-and-longer-1' });
  });

  it('shows why an expired link was refused', async () => {
    mockApi({
      'POST /api/session/change-password': () => ({
        status: 422,
        body: errorBody('VALIDATION_FAILED', messages.session.invalidRecoveryToken, {
          details: [{ path: 'token', message: messages.session.invalidRecoveryToken }],
        }),
      }),
    });
    const { user } = renderAt('/create-new-password?token=old');

    await user.type(screen.getByLabelText('New password'), 'brand-new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.session.invalidRecoveryToken);
  });
});
