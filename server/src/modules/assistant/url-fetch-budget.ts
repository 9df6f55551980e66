/**
 * How many new pages one user's typing may make the server fetch for 'URL Related' hashtags: the
 * hashtag call runs 250 ms after each pause, so it is not behind the per-route fetch limit (it would
 * answer 429 while typing); instead each user may start `perMinute` fetches a minute, past which
 * the URL's hashtags are simply left out until the minute is over.
 */
export function createFetchBudget(perMinute: number, now: () => Date) {
  const windows = new Map<string, { start: number; used: number }>();
  return (userId: string): boolean => {
    const at = now().getTime();
    const window = windows.get(userId);
    if (!window || at - window.start >= 60_000) {
      if (windows.size > 10_000) windows.clear();
      windows.set(userId, { start: at, used: 1 });
      return true;
    }
    if (window.used >= perMinute) return false;
    window.used += 1;
    return true;
  };
}
