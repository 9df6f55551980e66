import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { MonthPickerButton } from './month-picker-button';

describe('MonthPickerButton', () => {
  it('shows the month and picks another from the grid it loads when opened', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<MonthPickerButton date="2027-03-17" onPick={onPick} />);
    const button = screen.getByRole('button', { name: 'Pick a month' });
    expect(button).toHaveTextContent('March 2027');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: /Nov/ }));

    expect(onPick).toHaveBeenCalledWith('2027-11-01');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
