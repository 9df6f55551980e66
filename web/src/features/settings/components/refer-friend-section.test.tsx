import { messages } from '@kairos/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { ReferFriendSection } from './refer-friend-section';

describe('ReferFriendSection (settings#referFriend)', () => {
  it('sends the invitation e-mail and says so', async () => {
    const { calls } = mockApi({
      'POST /api/user/send-referral-email': () => ({
        body: { message: messages.referral.sent('sam@example.com'), remainingToday: 9 },
      }),
    });
    const { user } = renderWithProviders(<ReferFriendSection origin="https://kairos.test" />);
    await user.type(screen.getByLabelText("Friend's e-mail"), 'sam@example.com');
    await user.type(screen.getByLabelText("Friend's name (optional)"), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(messages.referral.sent('sam@example.com'))).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'sam@example.com', friendName: 'Sam' });
    await waitFor(() => expect(screen.getByLabelText("Friend's e-mail")).toHaveValue(''));
  });

  it('checks the address before sending', async () => {
    const { calls } = mockApi({});
    const { user } = renderWithProviders(<ReferFriendSection origin="https://kairos.test" />);
    await user.type(screen.getByLabelText("Friend's e-mail"), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(/e-mail/i, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the daily limit the server answers', async () => {
    mockApi({
      'POST /api/user/send-referral-email': () => ({
        status: 429,
        body: errorBody('RATE_LIMITED', messages.referral.dailyLimit(10)),
      }),
    });
    const { user } = renderWithProviders(<ReferFriendSection origin="https://kairos.test" />);
    await user.type(screen.getByLabelText("Friend's e-mail"), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(messages.referral.dailyLimit(10))).toBeInTheDocument();
  });
});
