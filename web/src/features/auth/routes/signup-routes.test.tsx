import { messages } from '@kairos/core';
import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { renderRouter } from '../../../testing/render';
import { testUser } from '../../../testing/test-user';
import { SignupConfirmRoute } from './signup-confirm-route';
import { SignupRoute } from './signup-route';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/signup', Component: SignupRoute },
      { path: '/signup/confirm', Component: SignupConfirmRoute },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: [path] },
  );
  return renderRouter(router);
}

// Issue 14, finding 7: sign-up no longer says whether an e-mail has an account; the mail's link
// creates the account.
describe('signing up', () => {
  it('asks the person to open the mailed link', async () => {
    const { calls } = mockApi({
      'POST /api/session/register': () => ({
        status: 202,
        body: { message: messages.session.confirmationSent },
      }),
    });
    const { user } = renderAt('/signup');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'engines 1843');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('status')).toHaveTextContent(messages.session.confirmationSent);
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ name: 'Ada', email: 'ada@example.com', password: 'engines 1843' });
  });

  it('creates the account from the link and opens the app', async () => {
    const { calls } = mockApi({
      'POST /api/session/confirm-registration': () => ({
        status: 201,
        body: { token: 'session-token', user: testUser() },
      }),
    });
    const { router } = renderAt('/signup/confirm?token=tok-1');
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'tok-1' });
  });

  it('says why a spent or expired link was refused', async () => {
    mockApi({
      'POST /api/session/confirm-registration': () => ({
        status: 422,
        body: errorBody('VALIDATION_FAILED', messages.session.invalidSignupLink),
      }),
    });
    renderAt('/signup/confirm?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.session.invalidSignupLink);
    expect(screen.getByRole('link', { name: 'Sign up again' })).toBeInTheDocument();
  });
});
