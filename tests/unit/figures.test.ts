/**
 * The rules the dashboard's figures read by: a count agrees with its noun, a revenue range reads
 * as the assessment form names it, a lead rate is a share of visits (never above 100 %), a funnel
 * stops at its last reached step, and Leads by Source is one list.
 */
import { describe, expect, it } from 'vitest'

import { conversionsBy } from '@/analytics/model/lead-conversions'
import { leadsBySource } from '@/analytics/model/leads-by-source'
import { leadVisits, leadVisitShare, VISIT_GAP_MS } from '@/analytics/model/lead-visits'
import { funnelShown, sourceCardRows } from '@/dashboard/model/analytics-view'
import { REVENUE_RANGES, revenueRangeLabel } from '@/lib/assessment/options'
import { plural, regularPlural } from '@/lib/plural'

describe('plural', () => {
  it('agrees with the count', () => {
    expect(plural(1, 'visit')).toBe('1 visit')
    expect(plural(0, 'visit')).toBe('0 visits')
    expect(plural(2, 'visitor')).toBe('2 visitors')
    expect(plural(1, 'inquiry')).toBe('1 inquiry')
    expect(plural(3, 'inquiry')).toBe('3 inquiries')
    expect(plural(2, 'delivery')).toBe('2 deliveries')
    expect(plural(1, 'other lead')).toBe('1 other lead')
    expect(plural(2, 'other lead')).toBe('2 other leads')
    expect(plural(2, 'person', 'people')).toBe('2 people')
    expect(plural(1200, 'subscriber')).toBe('1,200 subscribers')
  })

  it('makes the regular English plural', () => {
    expect(regularPlural('day')).toBe('days')
    expect(regularPlural('address')).toBe('addresses')
    expect(regularPlural('match')).toBe('matches')
    expect(regularPlural('entry')).toBe('entries')
  })
})

describe('revenue range labels', () => {
  it('reads every stored range as the assessment form names it, and an unknown value as it is', () => {
    expect(REVENUE_RANGES.map(revenueRangeLabel)).toEqual([
      'Under $100K',
      '$100K - $500K',
      '$500K - $1M',
      '$1M - $5M',
      '$5M+',
    ])
    expect(revenueRangeLabel('10m-plus')).toBe('10m-plus')
    expect(revenueRangeLabel('toString')).toBe('toString')
  })
})

const GOOGLE = { channel: 'Organic Search', referrerHost: 'google.com', entryPage: '/' }
const MINUTE = 60 * 1000

describe('the share of visits that produced a lead', () => {
  it('counts a person’s leads from one first touch within a visit’s gap as one visit', () => {
    const at = Date.UTC(2026, 10, 2, 12)
    // An assessment, then the contact form its results offer, five minutes later: one visit.
    expect(
      leadVisits([
        { touch: GOOGLE, person: 'Ana@example.com', at },
        { touch: GOOGLE, person: 'ana@example.com', at: at + 5 * MINUTE },
      ]),
    ).toBe(1)
    // Back a day later, another person, another first touch: a visit each.
    expect(
      leadVisits([
        { touch: GOOGLE, person: 'ana@example.com', at },
        { touch: GOOGLE, person: 'ana@example.com', at: at + VISIT_GAP_MS + 1 },
        { touch: GOOGLE, person: 'bo@example.com', at },
        { touch: { ...GOOGLE, entryPage: '/team' }, person: 'ana@example.com', at },
      ]),
    ).toBe(4)
    // A lead that does not say who or when is a visit of its own.
    expect(leadVisits([{ touch: GOOGLE }, { touch: GOOGLE }])).toBe(2)
  })

  it('is never above 100 %, and 0 without visits', () => {
    expect(leadVisitShare(1, 3)).toBe(33.3)
    expect(leadVisitShare(2, 1)).toBe(100)
    expect(leadVisitShare(2, 0)).toBe(0)
  })

  it('rates the conversion and source rows by it: two leads of one visit are 100 %, not 200 %', () => {
    const at = Date.UTC(2026, 10, 2, 12)
    const leads = [
      { kind: 'assessment' as const, totalScore: 75, touch: GOOGLE, person: 'ana@example.com', at },
      { kind: 'inquiry' as const, touch: GOOGLE, person: 'ana@example.com', at: at + MINUTE },
    ]
    const [row] = conversionsBy(
      leads,
      (touch) => touch.referrerHost ?? '',
      new Map([['google.com', { visits: 1, visitors: 1 }]]),
      8,
    )
    expect(row).toMatchObject({ value: 'google.com', visits: 1, inquiries: 1, assessments: 1, leadRate: 100 })
    const [twoOfFour] = conversionsBy(
      [...leads, { ...leads[1], person: 'bo@example.com' }],
      (touch) => touch.referrerHost ?? '',
      new Map([['google.com', { visits: 4, visitors: 4 }]]),
      8,
    )
    expect(twoOfFour.leadRate).toBe(50)
    const [source] = leadsBySource(
      leads.map((lead) => ({ ...lead, totalScore: 75, source: 'google.com' })),
      new Map([['google.com', 1]]),
      8,
    )
    expect(source.conversionRate).toBe(100)
  })
})

describe('what the Analytics tab lists', () => {
  it('shows the funnel up to its last reached step, and nothing when nobody started', () => {
    const stage = (name: string, visitors: number) => ({ stage: name, visitors, dropOff: 0 })
    expect(funnelShown([stage('started', 2), stage('step 1', 1), stage('step 2', 0), stage('completed', 0)])).toEqual([
      stage('started', 2),
      stage('step 1', 1),
    ])
    expect(funnelShown(Array.from({ length: 25 }, (_, index) => stage(`step ${index}`, 0)))).toEqual([])
  })

  it('makes one Leads by Source list: the conversion rows with their outcomes, then sources with leads only', () => {
    const reached = { qualified: 1, in_diligence: 0, invested: 0 }
    const rows = sourceCardRows(
      [
        { value: 'google.com', visits: 4, inquiries: 0, assessments: 2, highPotential: 1, leadRate: 50 },
        { value: 'bing.com', visits: 3, inquiries: 0, assessments: 0, highPotential: 0, leadRate: 0 },
      ],
      [
        { source: 'google.com', inquiries: 0, assessments: 2, highPotential: 1, reached },
        { source: '', inquiries: 2, assessments: 0, highPotential: 0, reached },
      ],
    )
    expect(rows.map((row) => [row.value, row.visits, row.reached])).toEqual([
      ['google.com', 4, reached],
      ['bing.com', 3, null],
      ['', null, reached],
    ])
  })
})
