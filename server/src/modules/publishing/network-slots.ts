import { publishingLimits, toSocialType } from '@kairos/core';

/**
 * At most the network's concurrency of sends at once on this worker (core/networks publishing
 * limits). A send waits for a slot; slots are handed over in arrival order.
 */
export function createNetworkSlots(limitOf: (socialMedia: string) => number = defaultLimit) {
  const active = new Map<string, number>();
  const waiting = new Map<string, Array<() => void>>();

  async function acquire(socialMedia: string): Promise<void> {
    const used = active.get(socialMedia) ?? 0;
    if (used < limitOf(socialMedia)) {
      active.set(socialMedia, used + 1);
      return;
    }
    await new Promise<void>((resolve) =>
      waiting.set(socialMedia, [...(waiting.get(socialMedia) ?? []), resolve]),
    );
  }

  function release(socialMedia: string): void {
    const queue = waiting.get(socialMedia) ?? [];
    const next = queue.shift();
    if (next) return next(); // the slot passes straight to the next send
    active.set(socialMedia, Math.max((active.get(socialMedia) ?? 1) - 1, 0));
  }

  return {
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
