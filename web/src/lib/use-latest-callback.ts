import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that stays the same across renders and calls the latest `callback`: for a memoized
 * child whose parent makes a new handler on every render (every keystroke).
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
