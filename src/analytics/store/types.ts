import type { Batch, SessionRow } from '@/lib/analytics/rollup'

export type SaltRow = { day: string; salt: string; createdAt: number }

/** Where visitor analytics is kept; one implementation per database adapter, same results. */
export interface AnalyticsStore {
  /** Writes one flush atomically: events appended, sessions replaced, rollups incremented. */
  write(batch: Batch): Promise<void>
  /** Sessions that started on or after a day (to restore in-memory state after a restart). */
  sessionsSince(day: string): Promise<SessionRow[]>
  /** Stores a salt unless that day already has one; returns the day's stored salt. */
  saveSalt(row: SaltRow): Promise<string>
  salts(): Promise<SaltRow[]>
  deleteSaltsCreatedBefore(ms: number): Promise<void>
  countEvents(): Promise<number>
}

/** The most rows a read returns per breakdown or top list (the response carries fewer). */
export const ROWS_PER_LIST = 50

export const TABLES = {
  salts: 'analytics_salts',
  events: 'analytics_events',
  sessions: 'analytics_sessions',
  daily: 'analytics_daily',
  dimensions: 'analytics_daily_dimensions',
  pages: 'analytics_daily_pages',
  hours: 'analytics_daily_hours',
} as const
