/**
 * Installed in the page before the app's scripts: records long tasks, Event Timing entries of 16 ms
 * or more, each keydown's input delay (from the key press to its handler), and the moment the month
 * grid first shows `expected` posts in all (the sum of its day badges), checked every frame. Plain
 * JavaScript in a string: tsx would add its own helpers to a compiled function, and the page has none.
 */
export const probesScript = (expected: number) => `(() => {
  const probes = { longTasks: [], events: [], gridCompleteAt: null, keyDelays: [] };
  window.probes = probes;
  window.addEventListener('keydown', (event) => probes.keyDelays.push(performance.now() - event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probes.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probes.events.push({
        name: entry.name,
        start: entry.startTime,
        inputDelay: entry.processingStart - entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  function check() {
    let shown = 0;
    for (const badge of document.querySelectorAll('[data-testid="calendar-day"]:not([data-outside]) [data-load]')) {
      shown += Number(badge.textContent || 0);
    }
    if (shown >= ${expected}) probes.gridCompleteAt = performance.now();
    else requestAnimationFrame(check);
  }
  requestAnimationFrame(check);
})();`;
