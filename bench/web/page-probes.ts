/**
 * Installed in the page before the app's scripts: records long tasks and Event Timing entries, and
 * the moment the month grid first shows `expected` posts in all (the sum of its day badges), checked
 * every frame.
 */
// The browser's entry types (longtask, event) are not in Node's types.
type ObserveOptions = { type: 'mark'; buffered: boolean };

export function installProbes(expected: number) {
  const probes = {
    longTasks: [] as { start: number; duration: number }[],
    events: [] as { name: string; start: number; inputDelay: number; duration: number }[],
    gridCompleteAt: null as number | null,
    /** Each keydown's input delay: from the key press to its handler running. */
    keyDelays: [] as number[],
  };
  window.addEventListener(
    'keydown',
    (event) => probes.keyDelays.push(performance.now() - event.timeStamp),
    true,
  );
  (globalThis as unknown as { probes: typeof probes }).probes = probes;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probes.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true } as unknown as ObserveOptions);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as BenchEventTiming[]) {
      probes.events.push({
        name: entry.name,
        start: entry.startTime,
        inputDelay: entry.processingStart - entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as unknown as ObserveOptions);
  const check = () => {
    const badges = document.querySelectorAll('[data-testid="calendar-day"]:not([data-outside]) [data-load]');
    let shown = 0;
    for (const badge of badges) shown += Number(badge.textContent ?? 0);
    if (shown >= expected) probes.gridCompleteAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
