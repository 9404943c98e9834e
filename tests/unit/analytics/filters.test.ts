import type { VisitRow } from '../../../src/analytics/model/rollup'
import { describe, expect, it } from 'vitest'

import { reportFilters, UNKNOWN_COUNTRY } from '@/contracts/analytics'
import { compileFilters, filtersKey, visitPasses } from '@/analytics/model/filters'
import {
  apiReportQuery,
  chipLabel,
  filtersFromSearch,
  rowFilter,
  searchWithFilters,
} from '@/dashboard/model/analytics-filters'

const visit: VisitRow = {
  id: 'v1',
  day: '2026-06-10',
  visitorId: 'x',
  startedAt: 0,
  lastAt: 60_000,
  pageviews: 2,
  bounces: 0,
  durationMs: 60_000,
  conversions: 0,
  exitPage: '/contact',
  device: 'Desktop',
  browser: 'Chrome',
  country: '',
  referrer: 'google.com',
  channel: 'Organic Search',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  entry_page: '/',
}

describe('what a report filter matches', () => {
  it('a page filter keeps visits that viewed the page anywhere in the visit, not only where they entered or left', () => {
    const viewed = new Set(['/', '/team', '/contact'])
    expect(visitPasses(visit, viewed, { page: '/team' })).toBe(true)
    expect(visitPasses(visit, viewed, { page: '/insights' })).toBe(false)
    expect(visitPasses(visit, viewed, { entry_page: '/team' })).toBe(false)
    expect(visitPasses(visit, viewed, { exit_page: '/contact' })).toBe(true)
  })

  it('source is the Top Referrers value; the unknown country is stored as empty; filters combine with AND', () => {
    const viewed = new Set(['/'])
    expect(visitPasses(visit, viewed, { source: 'google.com', country: UNKNOWN_COUNTRY })).toBe(true)
    expect(visitPasses(visit, viewed, { source: 'google.com', country: 'US' })).toBe(false)
    expect(compileFilters({ page: '/a', country: 'unknown', source: 'x' })).toEqual({
      conditions: [
        { field: 'referrer', value: 'x' },
        { field: 'country', value: '' },
      ],
      viewedPage: '/a',
    })
    expect(filtersKey({ country: 'US', source: 'a&b' })).toBe('source=a%26b&country=US')
  })
})

describe('the filter parameters', () => {
  it('takes the period parameters and known filters, and names everything else', () => {
    expect(reportFilters(new URLSearchParams('range=7d&source=google.com&device=Mobile'))).toEqual({
      ok: true,
      filters: { source: 'google.com', device: 'Mobile' },
    })
    const bad = reportFilters(new URLSearchParams('tab=analytics&page=team&page=/x'))
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.problems.map((problem) => problem.field)).toEqual(['tab', 'page', 'page'])
  })
})

describe('the dashboard filters in the URL', () => {
  it('reads valid filters, ignores the rest, and writes them back keeping the other parameters', () => {
    expect(filtersFromSearch('tab=analytics&range=30d&source=google.com&device=Phone&x=1')).toEqual({
      source: 'google.com',
    })
    expect(searchWithFilters('tab=analytics&range=30d&source=a.com', { country: 'US', source: 'b.com' })).toBe(
      'tab=analytics&range=30d&source=b.com&country=US',
    )
    expect(searchWithFilters('tab=analytics&source=a.com', {})).toBe('tab=analytics')
    expect(apiReportQuery({ range: '7d' }, { page: '/team', source: 'x' })).toBe('range=7d&source=x&page=%2Fteam')
  })

  it('a row of a list becomes its filter, labelled for the chip', () => {
    expect(rowFilter('country', '')).toEqual(['country', 'unknown'])
    expect(rowFilter('source', 'direct')).toEqual(['source', 'direct'])
    expect(rowFilter('source', '')).toBeNull()
    expect(chipLabel('country', 'unknown')).toBe('Country: Unknown')
    expect(chipLabel('source', 'direct')).toBe('Source: Direct Traffic')
    expect(chipLabel('page', '/')).toBe('Page: Home Page')
  })
})
