import type { LeadSummary } from '@/contracts/lead-inbox'
import type { RevenueRange } from '@/lib/assessment/options'

/** The dashboard's search (its words) and revenue filter; trashed leads never count. */
export type SummaryFilter = { terms: string[]; revenue?: RevenueRange }

/** The four summary cards, computed by the database in one call. */
export interface LeadSummaryStore {
  summary(filter: SummaryFilter): Promise<LeadSummary>
}
