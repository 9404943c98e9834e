import { describe, expect, it } from 'vitest'

import { analyticsCsv, analyticsCsvName } from '@/dashboard/model/analytics-export'
import { apiPeriodQuery, periodFromSearch, searchWithPeriod } from '@/dashboard/model/analytics-period'
import type { ContactInquiry } from '@/contracts/inquiries'
import { attributionLabel, changeLabel, trendLabel } from '@/dashboard/model/analytics-view'
import { ASSESSMENT_COLUMNS, INQUIRY_COLUMNS } from '@/leads/inbox/export/columns'
import type { VisitorReport } from '@/contracts/analytics-answers'
import { toCsv } from '@/lib/csv'

describe('the Analytics tab period in the URL', () => {
  it('reads a named range or a custom from–to, and falls back to the last 30 days', () => {
    expect(periodFromSearch('?tab=analytics&range=7d')).toEqual({ range: '7d' })
    expect(periodFromSearch('?tab=analytics&range=custom&from=2026-03-01&to=2026-03-31')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    })
    expect(periodFromSearch('?tab=analytics')).toEqual({ range: '30d' })
    expect(periodFromSearch('?range=forever')).toEqual({ range: '30d' })
    expect(periodFromSearch('?range=custom&from=2026-03-31&to=2026-03-01')).toEqual({ range: '30d' })
  })

  it('writes the period and keeps every other parameter', () => {
    expect(searchWithPeriod('tab=analytics', { range: '7d' })).toBe('tab=analytics&range=7d')
    const custom = searchWithPeriod('tab=analytics&range=7d', { from: '2026-03-01', to: '2026-03-31' })
    expect(custom).toBe('tab=analytics&range=custom&from=2026-03-01&to=2026-03-31')
    expect(searchWithPeriod(custom, { range: 'all' })).toBe('tab=analytics&range=all')
    expect(apiPeriodQuery({ range: 'today' })).toBe('range=today')
    expect(apiPeriodQuery({ from: '2026-03-01', to: '2026-03-31' })).toBe('from=2026-03-01&to=2026-03-31')
  })

  it('shows the change against the previous period', () => {
    expect(changeLabel(1124, 1000)).toBe('+12.4%')
    expect(changeLabel(970, 1000)).toBe('-3.0%')
    expect(changeLabel(5, 0)).toBe('New')
    expect(changeLabel(0, 0)).toBe('0.0%')
    expect(changeLabel(3.5, 2, 'points')).toBe('+1.5 pp')
    expect(changeLabel(2, 2, 'points')).toBe('0.0 pp')
  })

  it('labels trend points per hour, day and month', () => {
    expect(trendLabel('2026-03-08T14:00', 'hour')).toBe('14:00')
    expect(trendLabel('2026-03-08', 'day')).toBe('Mar 8')
    expect(trendLabel('2026-03', 'month')).toBe('Mar 2026')
  })
})

describe('the analytics CSV export', () => {
  const report: VisitorReport = {
    totalVisitors: 3,
    uniqueVisitors: 2,
    pageViews: 7,
    bounceRate: 33.3,
    avgSessionDuration: 65,
    conversionMetrics: { assessmentConversionRate: 50 },
    deviceBreakdown: [{ device: 'Desktop', percentage: 100 }],
    browserBreakdown: [],
    countryBreakdown: [{ country: '', percentage: 100 }],
    topPages: [{ path: '/=HYPERLINK("http://evil.example")', views: 2, uniqueViews: 1 }],
    topReferrers: [{ referrer: '+cmd', visitors: 1 }],
    hourlyTraffic: [{ hour: 9, visitors: 2 }],
    period: { range: '7d', from: '2026-03-02', to: '2026-03-08', granularity: 'day', compare: 'previous' },
    previousPeriod: {
      from: '2026-02-23',
      to: '2026-03-01',
      totalVisitors: 1,
      uniqueVisitors: 1,
      pageViews: 2,
      bounceRate: 0,
      avgSessionDuration: 10,
      assessmentConversionRate: 0,
    },
    series: [{ date: '2026-03-08', visitors: 2, pageViews: 7 }],
    previousSeries: [{ date: '2026-03-01', visitors: 1, pageViews: 2 }],
    visitorsNow: 1,
    goals: [{ goal: 'assessment_started', events: 3, visitors: 2, conversionRate: 100 }],
    assessmentFunnel: [
      { stage: 'Started', visitors: 2, dropOff: 0 },
      { stage: 'Completed', visitors: 1, dropOff: 50 },
    ],
    channels: [{ channel: 'Email', visitors: 1, conversionRate: 0 }],
    campaigns: [{ campaign: '@spring', visitors: 1, conversionRate: 0 }],
    entryPages: [{ path: '/', visits: 3, bounceRate: 33.3 }],
    brokenLinks: [{ path: '/old-page', views: 4, visitors: 2 }],
    exitPages: [{ path: '/contact', exits: 2, exitRate: 50 }],
    utmTerms: [{ term: 'advisory', visitors: 1 }],
    utmContents: [{ content: 'hero', visitors: 1 }],
    filters: { source: 'google.com', country: 'US' },
  }

  it('has every list and both trends, names the file after the period, and neutralises formulas', () => {
    const summary = {
      totalAssessments: 1,
      totalContacts: 0,
      conversionMetrics: { assessmentsThisWeek: 1, contactsThisWeek: 0, assessmentsThisMonth: 1, contactsThisMonth: 0 },
      topBusinessTypes: [],
      inquiryTypes: [],
      recentActivity: [],
      leadsBySource: [
        {
          source: 'google.com',
          visitors: 4,
          inquiries: 0,
          assessments: 1,
          highPotential: 1,
          conversionRate: 25,
          reached: { qualified: 1, in_diligence: 0, invested: 0 },
          meetings: 2,
        },
      ],
      conversions: {
        channels: [
          {
            value: 'Email',
            visits: 5,
            visitors: 4,
            inquiries: 1,
            assessments: 1,
            highPotential: 0,
            leadRate: 40,
          },
        ],
        campaigns: [],
        sources: [],
      },
      leadFiltersNotApplied: [],
    }
    const csv = analyticsCsv(report, summary)
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Section,Item,Metric,Value')
    expect(lines).toContain('Period,2026-03-02 to 2026-03-08,Range,7d')
    expect(lines).toContain('Leads by source,google.com,Reached Qualified,1')
    expect(lines).toContain('Leads by source,google.com,Reached In diligence,0')
    expect(lines).toContain('Leads by source,google.com,Meetings booked,2')
    expect(lines).toContain('Totals,This period,Page views,7')
    expect(lines).toContain('Totals,Previous period,Page views,2')
    expect(lines).toContain('Trend,2026-03-08,Visitors,2')
    expect(lines).toContain('Previous trend,2026-03-01,Page views,2')
    expect(lines).toContain('Countries,Unknown,Share of visits (%),100')
    expect(lines).toContain('Filter,Source,Equals,google.com')
    expect(lines).toContain('Leads by channel,Email,Visits that produced a lead (%),40')
    expect(lines).toContain('Channels,Email,Visits completing an assessment (%),0')
    expect(lines).toContain('Filter,Country,Equals,US')
    expect(lines).toContain('Exit pages,/contact,Exits per view (%),50')
    expect(lines).toContain('UTM terms,advisory,Visitors,1')
    expect(lines).toContain('Traffic by hour,09:00,Visitors,2')
    expect(lines).toContain("Top referrers,'+cmd,Visitors,1")
    expect(lines).toContain("Campaigns,'@spring,Visitors,1")
    expect(lines).toContain('Assessment funnel,Completed,Drop-off (%),50')
    expect(lines).toContain('Channels,Email,Visitors,1')
    expect(lines).toContain('Entry pages,/,Bounce rate (%),33.3')
    expect(lines).toContain('Broken links,/old-page,Views,4')
    expect(lines).toContain('Goals,assessment_started,Conversion rate (%),100')
    expect(lines).toContain('Leads,Assessments,Count,1')
    expect(lines).toContain('Leads by source,google.com,High Potential assessments,1')
    expect(lines).toContain('Leads by source,google.com,Visitors who sent a lead (%),25')
    expect(csv).toContain('"/=HYPERLINK(""http://evil.example"")"')
    expect(analyticsCsvName({ range: '7d' })).toBe('analytics-7d.csv')
    expect(analyticsCsvName({ from: '2026-03-01', to: '2026-03-31' })).toBe('analytics-2026-03-01_to_2026-03-31.csv')
    expect(analyticsCsvName({ range: '30d' }, { source: 'google.com', page: '/a b' })).toBe(
      'analytics-30d_source-google.com_page-a-b.csv',
    )
  })
})

describe('lead attribution in the lead tables and exports', () => {
  const touch = {
    channel: 'Email',
    source: 'newsletter',
    medium: 'email',
    campaign: '=spring',
    entryPage: '/insights/x',
    referrerHost: '',
  }

  it('names the first touch in one line, or nothing when none was recorded', () => {
    expect(attributionLabel(touch)).toBe('Email · newsletter · =spring')
    expect(attributionLabel({ channel: 'Organic Search', source: '', campaign: '', referrerHost: 'google.com' })).toBe(
      'Organic Search · google.com',
    )
    expect(attributionLabel({ channel: null, source: null })).toBeNull()
    expect(attributionLabel(undefined)).toBeNull()
  })

  it('adds the first touch to both lead CSVs, formula-safe', () => {
    const inquiry = {
      id: 1,
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      inquiryType: 'general',
      message: 'Hi',
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
      attribution: touch,
    } as unknown as ContactInquiry
    const lines = toCsv([inquiry], INQUIRY_COLUMNS)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'First Name,Last Name,Email,Website,Industry,Inquiry Type,Message,Status,Owner,Channel,Source,Medium,Campaign,Entry Page,Referrer,Date',
    )
    expect(lines[1]).toBe(
      "Ada,L,ada@example.com,,,general,Hi,New,,Email,newsletter,email,'=spring,/insights/x,,2026-03-01T00:00:00.000Z",
    )
    expect(ASSESSMENT_COLUMNS.map((column) => column.header)).toEqual(
      expect.arrayContaining(['Channel', 'Source', 'Medium', 'Campaign', 'Entry Page', 'Referrer']),
    )
  })
})
