import { describe, expect, it } from 'vitest';
import { createNetworkSlots } from './network-slots';

describe('network slots', () => {
  it('runs at most the limit of one network at once, and other networks beside it', async () => {
    const slots = createNetworkSlots((network) => (network === 'slow' ? 2 : 5));
    const running: Record<string, number> = {};
    const peak: Record<string, number> = {};
    const task = (network: string) =>
      slots.run(network, async () => {
        running[network] = (running[network] ?? 0) + 1;
        peak[network] = Math.max(peak[network] ?? 0, running[network] ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running[network] = (running[network] ?? 1) - 1;
      });
    await Promise.all([...Array(8)].map(() => task('slow')).concat([...Array(8)].map(() => task('fast'))));
    expect(peak).toEqual({ slow: 2, fast: 5 });
  });

  it('frees the slot when a task throws', async () => {
    const slots = createNetworkSlots(() => 1);
    await expect(slots.run('x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(slots.run('x', async () => 'ok')).resolves.toBe('ok');
  });

  it('hands slots over in arrival order', async () => {
    const slots = createNetworkSlots(() => 1);
    const order: number[] = [];
    await Promise.all(
      [...Array(6)].map((_, index) =>
        slots.run('x', async () => {
          order.push(index);
          await new Promise((resolve) => setTimeout(resolve, 1));
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    // The queue emptied and filled again works the same.
    await Promise.all([slots.run('x', async () => order.push(6)), slots.run('x', async () => order.push(7))]);
    expect(order.slice(6)).toEqual([6, 7]);
  });
});
