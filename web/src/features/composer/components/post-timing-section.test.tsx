import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PostTimingSection } from './post-timing-section';

// 23:30 on 15 January in UTC is already 00:30 on the 16th in Paris.
const now = new Date('2026-01-15T23:30:00Z');

describe('the time picker in Europe/Paris', () => {
  it("labels the hour 'Your current GMT+1' and offers every 15 minutes from 00:00 to 23:45", async () => {
    const { user } = renderWithProviders(
      <PostTimingSection
        timing={{ mode: 'schedule', date: '2026-01-16', time: null }}
        timeZone="Europe/Paris"
        now={now}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText('Your current GMT+1')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Select hour' }));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(96);
    expect(options[0]).toHaveTextContent('00:00');
    expect(options[1]).toHaveTextContent('00:15');
    expect(options[95]).toHaveTextContent('23:45');
  });

  it('keeps the hour when the user chooses the one already shown', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <PostTimingSection
        timing={{ mode: 'schedule', date: '2026-01-16', time: '09:00' }}
        timeZone="Europe/Paris"
        now={now}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Select hour' }));
    await user.click(screen.getByRole('option', { name: '09:00' }));
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ time: null }));
    expect(screen.getByRole('combobox', { name: 'Select hour' })).toHaveValue('09:00');
  });

  it('offers no day before today in the user zone, even while it is still yesterday in UTC', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <PostTimingSection timing={{ mode: 'now' }} timeZone="Europe/Paris" now={now} onChange={onChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Schedule Post' }));
    const [timing] = onChange.mock.calls.at(-1) as [{ date: string }];
    expect(timing.date).toBe('2026-01-16');
  });

  it('disables the 15th in the day picker: it is already the 16th in Paris', async () => {
    const { user } = renderWithProviders(
      <PostTimingSection
        timing={{ mode: 'schedule', date: '2026-01-16', time: '10:00' }}
        timeZone="Europe/Paris"
        now={now}
        onChange={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Schedule date' }));
    const day = (label: string) =>
      screen
        .getAllByRole('button')
        .find((button) => button.textContent === label && !button.hasAttribute('data-outside'));
    expect(day('15')).toBeDisabled();
    expect(day('16')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Schedule date' })).toHaveTextContent('01/16');
  });
});
