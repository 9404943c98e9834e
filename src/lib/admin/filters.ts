import { HIGH_POTENTIAL_MIN_SCORE } from '@/lib/rating'

import type { Assessment } from '@/contracts/assessments'
import type { ContactInquiry } from '@/contracts/contact-inquiries'

export const ALL = 'all'

const matches = (query: string, ...fields: (string | null | undefined)[]) =>
  fields.some((field) => field?.toLowerCase().includes(query))

/** Search (name, e-mail or business, case-insensitive) and revenue band; 'all' keeps every band. */
export function filterAssessments(rows: readonly Assessment[], search: string, revenue: string): Assessment[] {
  const query = search.trim().toLowerCase()
  return rows.filter(
    (row) =>
      (revenue === ALL || row.annualRevenue === revenue) &&
      (!query || matches(query, row.contactName, row.contactEmail, row.businessName)),
  )
}

/** Search by name, e-mail or website (an inquiry names no business) and inquiry type. */
export function filterInquiries(rows: readonly ContactInquiry[], search: string, type: string): ContactInquiry[] {
  const query = search.trim().toLowerCase()
  return rows.filter(
    (row) =>
      (type === ALL || row.inquiryType === type) &&
      (!query || matches(query, `${row.firstName} ${row.lastName}`, row.email, row.website)),
  )
}

export type Summary = { totalAssessments: number; totalInquiries: number; highPotential: number; averageScore: number }

/** The four summary cards: High Potential is a score of 70 or more; Avg Score the rounded mean, 0 when none. */
export function summarise(assessments: readonly Assessment[], inquiries: readonly ContactInquiry[]): Summary {
  const total = assessments.reduce((sum, row) => sum + row.totalScore, 0)
  return {
    totalAssessments: assessments.length,
    totalInquiries: inquiries.length,
    highPotential: assessments.filter((row) => row.totalScore >= HIGH_POTENTIAL_MIN_SCORE).length,
    averageScore: assessments.length ? Math.round(total / assessments.length) : 0,
  }
}

/** The rows of page `page` (0-based) and the page count, at least 1. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size))
  const current = Math.min(Math.max(0, page), pages - 1)
  return { rows: rows.slice(current * size, current * size + size), pages, page: current }
}
