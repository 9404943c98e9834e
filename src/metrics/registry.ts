import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** Tracker events accepted by this process's collector, and written to the database. */
type EventCounts = { accepted: number; stored: number }

export type Metrics = {
  registry: Registry
  requests: Counter<'method' | 'route' | 'status'>
  latency: Histogram<'method' | 'route'>
  jobsQueued: Gauge<'queue'>
  jobsFailed: Gauge<'queue'>
  deliveriesFailing: Gauge<'channel'>
  backupLastSuccess: Gauge
  backupFailures: Gauge
  /** Set by the front server, which holds the events collector. */
  eventCounts: () => EventCounts
}

const COUNTER_NAMED_GAUGES = [
  'nodejs_active_resources_total',
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
]

function createMetrics(): Metrics {
  const registry = new Registry()
  // Process memory, CPU, event-loop delay (nodejs_eventloop_lag_*), heap and GC.
  collectDefaultMetrics({ register: registry })
  // Gauges named like counters fail `promtool check metrics`; the same figures stay in their
  // per-type gauges (nodejs_active_handles{type}, …), which sum to these.
  for (const name of COUNTER_NAMED_GAUGES) registry.removeSingleMetric(name)
  const registers = [registry]
  const metrics: Metrics = {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered by this instance, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    latency: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method and route',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    jobsQueued: new Gauge({
      name: 'jobs_queued',
      help: 'Background jobs waiting or running, by queue (all instances)',
      labelNames: ['queue'],
      registers,
    }),
    jobsFailed: new Gauge({
      name: 'jobs_failed',
      help: 'Background jobs that gave up after their retries, by queue (all instances)',
      labelNames: ['queue'],
      registers,
    }),
    deliveriesFailing: new Gauge({
      name: 'lead_deliveries_failing',
      help: 'Lead e-mails and CRM deliveries failed or waiting for a retry after an error, by channel',
      labelNames: ['channel'],
      registers,
    }),
    backupLastSuccess: new Gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'When the last automatic or manual snapshot succeeded (Unix time; 0 before the first)',
      registers,
    }),
    backupFailures: new Gauge({
      name: 'backup_failures',
      help: 'Snapshot attempts failed since the last successful one',
      registers,
    }),
    eventCounts: () => ({ accepted: 0, stored: 0 }),
  }
  const counted = (name: string, help: string, read: (counts: EventCounts) => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset()
        this.inc(read(metrics.eventCounts()))
      },
    })
  // The inbound mailbox reader (src/leads/inbound/imap.ts, which may not import this floor) counts on globalThis.
  new Counter({
    name: 'inbound_email_skipped_total',
    help: 'Messages in the inbound mailbox skipped as malformed or too large (this instance)',
    registers,
    collect() {
      this.reset()
      this.inc((globalThis as { __inboundSkipped?: number }).__inboundSkipped ?? 0)
    },
  })
  counted('analytics_events_accepted_total', 'Tracker events accepted by this instance', (counts) => counts.accepted)
  counted(
    'analytics_events_stored_total',
    'Tracker events this instance wrote to the database',
    (counts) => counts.stored,
  )
  return metrics
}

/**
 * The process's one set of metrics. On globalThis: the front server (dist/server.mjs) counts the
 * requests and the /api/metrics route inside Next's bundle answers, each with its own copy of this module.
 */
const holder = globalThis as { __metrics?: Metrics }

export const metrics = (): Metrics => (holder.__metrics ??= createMetrics())
