import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AccountPicker } from './account-picker';
import { testAccount } from './test-accounts';

const pages = Array.from({ length: 6 }, (_, index) =>
  testAccount({ _id: `p${index}`, name: `Page ${index}` }),
);
const accounts = [
  ...pages,
  testAccount({
    _id: '00000000-0000-4000-8000-0000000008b1',
    name: 'Kairos on X',
    socialMedia: 'twitter',
    type: null,
  }),
  testAccount({ _id: 'x2', name: 'Expired X', socialMedia: 'twitter', type: null, tokenExpired: true }),
];

describe('the account picker', () => {
  it('shows up to 5 avatars plus + N', () => {
    renderWithProviders(
      <AccountPicker
        accounts={accounts}
        selectedIds={[...pages.map((page) => page._id), '00000000-0000-4000-8000-0000000008b1']}
        calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
        onChange={() => {}}
      />,
    );
    expect(screen.getAllByTestId('picker-avatar')).toHaveLength(5);
    expect(screen.getByTestId('picker-more')).toHaveTextContent('+ 2');
  });

  it("reads 'Select account(s)' when none is chosen", () => {
    renderWithProviders(
      <AccountPicker
        accounts={accounts}
        selectedIds={[]}
        calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Select account(s)' })).toHaveTextContent('Select account(s)');
  });

  it('groups accounts by network, collapses a group, and adds a clicked account', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <AccountPicker
        accounts={accounts}
        selectedIds={[]}
        calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Select account(s)' }));
    const x = screen.getByRole('group', { name: 'Twitter' });
    expect(within(x).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: /Page 2/ }));
    expect(onChange).toHaveBeenCalledWith(['p2']);
    await user.click(within(x).getByRole('button', { name: /Twitter \(2\)/ }));
    expect(within(x).getByRole('button', { name: /Twitter/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it("does not let an expired account be chosen, and offers 'reconnect'", async () => {
    const { user } = renderWithProviders(
      <AccountPicker
        accounts={accounts}
        selectedIds={[]}
        calendarId="7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d"
        onChange={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Select account(s)' }));
    expect(screen.getByRole('checkbox', { name: /Expired X/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'reconnect' })).toHaveAttribute(
      'href',
      '/7d4c2a1e-0b3f-4e5a-9c8d-1f2e3a4b5c6d/settings#accounts',
    );
  });
});
