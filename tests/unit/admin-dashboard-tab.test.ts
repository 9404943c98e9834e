import { describe, expect, it } from 'vitest'

import {
  canPurgeLeads,
  DASHBOARD_TABS,
  paramsWithTab,
  tabFromParams,
  tabsForRole,
} from '@/dashboard/model/dashboard-tab'

const read = (query: string) => tabFromParams(new URLSearchParams(query))

describe('the dashboard tab in the URL', () => {
  it('names the sections in order, the spec’s six first, then Personal Data, Pipeline and Meetings', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual([
      'Business Assessments',
      'Contact Inquiries',
      'Advisor Management',
      'Team Management',
      'Insights',
      'Analytics',
      'Personal Data',
      'Pipeline',
      'Meetings',
    ])
  })

  it('shows a partner the leads, analytics, pipeline and meetings only (what their role may read), the key and admins every tab', () => {
    expect(tabsForRole('partner').map((tab) => tab.label)).toEqual([
      'Business Assessments',
      'Contact Inquiries',
      'Analytics',
      'Pipeline',
      'Meetings',
    ])
    expect(tabsForRole('admin')).toEqual(DASHBOARD_TABS)
    expect(tabsForRole(null)).toEqual(DASHBOARD_TABS)
    expect([canPurgeLeads('partner'), canPurgeLeads('admin'), canPurgeLeads(null)]).toEqual([false, true, true])
  })

  it('reads ?tab=, with Business Assessments when it is missing or unknown', () => {
    expect(read('tab=insights')).toBe('insights')
    expect(read('tab=analytics&x=1')).toBe('analytics')
    expect(read('')).toBe('assessments')
    expect(read('tab=settings')).toBe('assessments')
    expect(read('tab=')).toBe('assessments')
  })

  it('writes the tab, leaving the default out and other parameters in place', () => {
    expect(paramsWithTab(new URLSearchParams(''), 'team')).toBe('?tab=team')
    expect(paramsWithTab(new URLSearchParams('tab=team'), 'assessments')).toBe('')
    expect(paramsWithTab(new URLSearchParams('range=7d&tab=team'), 'insights')).toBe('?range=7d&tab=insights')
    expect(read(paramsWithTab(new URLSearchParams(''), 'advisors'))).toBe('advisors')
  })
})
