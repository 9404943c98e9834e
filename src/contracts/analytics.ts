/** Analytics: the lead summary and the visitor analytics the dashboard reads. */
export type { AnalyticsSummary } from '@/analytics/queries/lead-summary'
export type { VisitorAnalytics } from '@/lib/analytics/metrics'
