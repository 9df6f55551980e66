import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ScrollToTopButton } from './scroll-to-top-button';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('ScrollToTopButton', () => {
  it('appears once the page is scrolled and scrolls back to the top', async () => {
    const scroll = vi.fn();
    window.scrollTo = scroll;
    const view = renderWithProviders(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollTo(1);
    await view.user.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('reads the scroll position at most once per 100 ms', () => {
    vi.useFakeTimers();
    renderWithProviders(<ScrollToTopButton />);

    act(() => scrollTo(50));
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();

    act(() => scrollTo(0));
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});
