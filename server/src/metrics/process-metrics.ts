import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The figures this process counts as it works (docs/decisions/0041-metrics.md). One registry per
 * process: Prometheus scrapes each process, and sums across them. The database's own figures (queue
 * depth, claims held) are read at scrape time instead, by the metrics route.
 */
export const processRegistry = new Registry();
// The defaults include prom-client's event-loop lag from monitorEventLoopDelay
// (`kairos_nodejs_eventloop_lag_{p50,p90,p99,max,…}_seconds`, since the last scrape): how long a
// request may have waited behind work on this process's loop, which design caps at 200 ms
// (decision 0141). Sampled every 10 ms, far below that cap.
collectDefaultMetrics({ register: processRegistry, prefix: 'kairos_', eventLoopMonitoringPrecision: 10 });

const publishLag = new Histogram({
  name: 'kairos_publish_lag_seconds',
  help: "From a post's scheduled time to the network's answer, for published targets",
  labelNames: ['network'],
  buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600],
  registers: [processRegistry],
});

const sends = new Counter({
  name: 'kairos_publish_sends_total',
  help: 'Publish attempts recorded, by network and outcome (published, failed, retry, unconfirmed, ...)',
  labelNames: ['network', 'outcome'],
  registers: [processRegistry],
});

const tokenRenewals = new Counter({
  name: 'kairos_token_renewals_total',
  help: 'Token keeper renewals, by network and outcome (renewed, refused, skipped, failed)',
  labelNames: ['network', 'outcome'],
  registers: [processRegistry],
});

const httpDuration = new Histogram({
  name: 'kairos_http_request_duration_seconds',
  help: 'HTTP request latency, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

const storedContentMisfits = new Counter({
  name: 'kairos_stored_content_misfits_total',
  help: 'Stored content fields that did not fit their schema when read and were read as empty, by table and field',
  labelNames: ['table', 'field'],
  registers: [processRegistry],
});

/** A recorded send; the lag only for a post that went out, measured from its scheduled time. */
export function countSend(network: string, outcome: string, scheduledAt: Date | null, now: Date): void {
  sends.inc({ network, outcome });
  if (outcome === 'published' && scheduledAt)
    publishLag.observe({ network }, Math.max(0, (now.getTime() - scheduledAt.getTime()) / 1000));
}

export function countTokenRenewal(network: string, outcome: string): void {
  tokenRenewals.inc({ network, outcome });
}

/** A stored row read with fields left out (decision 0044): never silent, never a failed read. */
export function countStoredContentMisfits(table: string, fields: readonly string[]): void {
  for (const field of fields) storedContentMisfits.inc({ table, field });
}

/** `route` is the route's pattern (`/api/posts/:id`), never the raw URL: labels stay few. */
export function observeHttpRequest(method: string, route: string, status: number, seconds: number): void {
  httpDuration.observe({ method, route, status: String(status) }, seconds);
}
