import { publishingLimits, toSocialType } from '@kairos/core';

/**
 * At most the network's concurrency of sends at once on this worker (core/networks publishing
 * limits). A send waits for a slot; slots are handed over in arrival order.
 */
export function createNetworkSlots(limitOf: (socialMedia: string) => number = defaultLimit) {
  const active = new Map<string, number>();
  // A queue per network: an array read from `head`, so that thousands of waiting sends cost nothing
  // to join or leave (a spread or a shift per send made a 10,000-target burst quadratic).
  const waiting = new Map<string, { items: Array<() => void>; head: number }>();

  async function acquire(socialMedia: string): Promise<void> {
    const used = active.get(socialMedia) ?? 0;
    if (used < limitOf(socialMedia)) {
      active.set(socialMedia, used + 1);
      return;
    }
    let queue = waiting.get(socialMedia);
    if (!queue) waiting.set(socialMedia, (queue = { items: [], head: 0 }));
    const joined = queue;
    await new Promise<void>((resolve) => joined.items.push(resolve));
  }

  function release(socialMedia: string): void {
    const queue = waiting.get(socialMedia);
    if (queue && queue.head < queue.items.length) {
      const next = queue.items[queue.head];
      queue.head += 1;
      if (queue.head === queue.items.length) waiting.delete(socialMedia);
      return next?.(); // the slot passes straight to the next send
    }
    active.set(socialMedia, Math.max((active.get(socialMedia) ?? 1) - 1, 0));
  }

  return {
    /** How many sends to this network may run at once on this worker. */
    limit: (socialMedia: string) => limitOf(socialMedia),
    async run<T>(socialMedia: string, task: () => Promise<T>): Promise<T> {
      await acquire(socialMedia);
      try {
        return await task();
      } finally {
        release(socialMedia);
      }
    },
  };
}

function defaultLimit(socialMedia: string): number {
  const socialType = toSocialType(socialMedia);
  return socialType ? publishingLimits(socialType).concurrency : 10;
}

export type NetworkSlots = ReturnType<typeof createNetworkSlots>;
