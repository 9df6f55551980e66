import { messages } from '@kairos/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/stored-session';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm } from './login-form';
import { testUser } from '../../../testing/test-user';

const user = testUser({ name: 'Ada' });

describe('LoginForm', () => {
  it("shows the core schema's messages and sends nothing while the form is invalid", async () => {
    const { calls } = mockApi({});
    const view = renderWithProviders(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });

    await view.user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByText(messages.session.invalidEmail)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server message for wrong credentials on the login page itself', async () => {
    window.history.replaceState(null, '', '/login');
    mockApi({
      'POST /api/session/login': () => ({
        status: 401,
        body: errorBody('UNAUTHORIZED', messages.session.wrongCredentials),
      }),
    });
    const onSuccess = vi.fn();
    const view = renderWithProviders(<LoginForm onSuccess={onSuccess} />, { path: '/login' });

    await view.user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'wrong-password1');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.session.wrongCredentials);
    expect(onSuccess).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('stores the session token and reports success', async () => {
    const { calls } = mockApi({ 'POST /api/session/login': () => ({ body: { token: 'tok-1', user } }) });
    const onSuccess = vi.fn();
    const view = renderWithProviders(<LoginForm onSuccess={onSuccess} />, { path: '/login' });

    await view.user.type(screen.getByLabelText('E-mail'), '  Ada@Example.com ');
    await view.user.type(screen.getByLabelText('Password'), 'correct-horse1');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct-horse1' });
    expect(getToken()).toBe('tok-1');
  });
});
