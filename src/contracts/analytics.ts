/** Analytics: the tracker's event, the report ranges, and the answers the dashboard reads. */
export type { AnalyticsSummary } from '@/analytics/queries/lead-summary'
export type { VisitorAnalytics } from '@/lib/analytics/metrics'
export { DEFAULT_RANGE, RANGES, type Range } from '@/lib/analytics/time'
export { EVENT_NAMES, eventBody, MAX_EVENT_BODY_BYTES, type EventBody } from '@/lib/analytics/event'
