/** The e-mailed analytics reports: how often an address asks for them, and the unsubscribe link's path. */
export const REPORT_FREQUENCIES = ['weekly', 'monthly', 'both'] as const
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number]

export const REPORT_UNSUBSCRIBE_ROUTE = '/api/analytics/reports/unsubscribe'
