// The operators' paths (docs/operations.md#health-and-readiness, #metrics): answered whatever the
// load and during shutdown, and the only ones the admin listener serves. Here, under http/, because
// the HTTP layer's guards (load shedding, shutdown, the admin listener) decide by them.
export const METRICS_PATH = '/metrics';

/** Paths answered whatever the load and during shutdown: the health checks and the metrics. */
export const ALWAYS_ANSWERED_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', METRICS_PATH]);
