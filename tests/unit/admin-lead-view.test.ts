import { describe, expect, it } from 'vitest'

import {
  apiSort,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  highPotentialQuery,
  leadsBySourceHref,
  NO_ORIGIN,
  originApiParams,
  readLeadView,
  toggledSort,
  withoutTableParams,
  writeLeadView,
} from '@/dashboard/model/lead-view'

const STATUSES = ['new', 'contacted', 'qualified']
const read = (kind: 'assessments' | 'inquiries', query: string) =>
  readLeadView(kind, new URLSearchParams(query), STATUSES)

describe('where the leads came from, in the URL', () => {
  const query =
    'createdFrom=2026-03-01&createdTo=2026-03-31&originChannel=Social&originSource=linkedin.com&originCampaign=spring&originPage=%2Fassessment'

  it('reads and writes the days, channel, source, campaign and first page, and sends them to the API', () => {
    const view = read('assessments', query)
    expect(view.origin).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      channel: 'Social',
      source: 'linkedin.com',
      campaign: 'spring',
      page: '/assessment',
    })
    expect(writeLeadView(new URLSearchParams(), read('assessments', ''), { origin: view.origin })).toBe(`?${query}`)
    expect(originApiParams(view.origin)).toEqual([
      ['from', '2026-03-01'],
      ['to', '2026-03-31'],
      ['channel', 'Social'],
      ['source', 'linkedin.com'],
      ['campaign', 'spring'],
      ['entryPage', '/assessment'],
    ])
    // Unusable values read as no filter; another tab starts without them.
    expect(read('assessments', 'createdFrom=March&originChannel=Fax&originPage=assessment').origin).toEqual(NO_ORIGIN)
    expect(withoutTableParams(new URLSearchParams(`q=a&${query}`)).toString()).toBe('q=a')
  })

  it('links a Leads by source row to the tab of its leads, filtered to the source and the period', () => {
    const period = { from: '2026-03-01', to: '2026-03-07' }
    expect(leadsBySourceHref({ source: 'google.com', assessments: 2 }, period, STATUSES)).toBe(
      '/admin?createdFrom=2026-03-01&createdTo=2026-03-07&originSource=google.com',
    )
    expect(leadsBySourceHref({ source: 'direct', assessments: 0 }, null, STATUSES)).toBe(
      '/admin?tab=inquiries&originSource=direct',
    )
  })
})

describe('a lead table view in the URL', () => {
  it('reads every part of the view', () => {
    expect(
      read(
        'assessments',
        'tab=assessments&page=2&size=100&sort=-score&q=acme&revenue=1m-5m&status=new&minScore=70&owner=7&due=1&awaiting=1',
      ),
    ).toEqual({
      page: 2,
      size: 100,
      sort: { key: 'score', descending: true },
      q: 'acme',
      revenue: '1m-5m',
      type: null,
      status: 'new',
      minScore: 70,
      owner: '7',
      due: true,
      awaiting: true,
      origin: NO_ORIGIN,
      trash: false,
    })
    expect(read('inquiries', 'type=partnership&sort=name&view=trash')).toMatchObject({
      type: 'partnership',
      sort: { key: 'name', descending: false },
      trash: true,
      minScore: null,
    })
  })

  it('reads an empty or unusable URL as the default view', () => {
    const defaults = {
      page: 1,
      size: DEFAULT_PAGE_SIZE,
      sort: DEFAULT_SORT,
      q: '',
      revenue: null,
      type: null,
      status: null,
      minScore: null,
      owner: null,
      due: false,
      awaiting: false,
      origin: NO_ORIGIN,
      trash: false,
    }
    expect(read('assessments', '')).toEqual(defaults)
    expect(
      read(
        'assessments',
        'page=0&size=7&sort=-password&revenue=lots&status=lost&minScore=85&type=general&view=x&owner=a%20b&due=yes&awaiting=true',
      ),
    ).toEqual(defaults)
    expect(read('assessments', 'page=-3&size=1e3&minScore=7.5')).toEqual(defaults)
    // Score and type belong to one table each.
    expect(read('inquiries', 'minScore=70').minScore).toBeNull()
    expect(read('assessments', 'sort=type').sort).toEqual(DEFAULT_SORT)
  })

  it('takes the older `search` parameter of the e-mail links as the search', () => {
    expect(read('inquiries', 'tab=inquiries&search=ivy%40example.com').q).toBe('ivy@example.com')
  })

  it('writes only what differs from the default, keeping the tab and other parameters', () => {
    const params = new URLSearchParams('tab=assessments&range=7d')
    const view = read('assessments', params.toString())
    expect(writeLeadView(params, view, {})).toBe('?tab=assessments&range=7d')
    expect(writeLeadView(params, view, { sort: { key: 'score', descending: true }, q: 'acme co' })).toBe(
      '?tab=assessments&range=7d&sort=-score&q=acme+co',
    )
    expect(writeLeadView(params, view, { page: 3, size: 25 })).toBe('?tab=assessments&range=7d&page=3&size=25')
    expect(writeLeadView(params, view, { minScore: 70, trash: true })).toBe(
      '?tab=assessments&range=7d&minScore=70&view=trash',
    )
  })

  it('starts again at page 1 when anything but the page changes, and renames `search` to `q`', () => {
    const params = new URLSearchParams('page=4&search=ivy')
    const view = read('assessments', params.toString())
    expect(view.page).toBe(4)
    expect(writeLeadView(params, view, { status: 'new' })).toBe('?q=ivy&status=new')
    expect(writeLeadView(params, view, { page: 5 })).toBe('?page=5&q=ivy')
  })

  it('survives a round trip', () => {
    const view = read('inquiries', 'page=2&size=200&sort=type&q=x&type=general&status=qualified&view=trash')
    const again = read('inquiries', writeLeadView(new URLSearchParams(), view, { page: view.page }).slice(1))
    expect(again).toEqual(view)
  })

  it('drops one table’s parameters when another tab opens, keeping the search and revenue filter', () => {
    const params = new URLSearchParams(
      'tab=assessments&page=2&size=25&sort=score&q=a&revenue=5m-plus&status=new&minScore=70&view=trash',
    )
    expect(withoutTableParams(params).toString()).toBe('tab=assessments&q=a&revenue=5m-plus')
  })

  it('sorts a new column ascending and flips the sorted one; the API gets its field name', () => {
    expect(toggledSort(DEFAULT_SORT, 'score')).toEqual({ key: 'score', descending: false })
    expect(toggledSort({ key: 'score', descending: false }, 'score')).toEqual({ key: 'score', descending: true })
    expect(apiSort('assessments', { key: 'score', descending: true })).toBe('-totalScore')
    expect(apiSort('inquiries', DEFAULT_SORT)).toBe('-createdAt')
  })

  it('filters to High Potential from any tab, and back to all on the assessments', () => {
    const high = (query: string) => highPotentialQuery(new URLSearchParams(query), STATUSES)
    expect(high('')).toBe('?minScore=70')
    expect(high('tab=inquiries&q=acme&type=general&page=3')).toBe('?q=acme&minScore=70')
    expect(high('q=acme&revenue=1m-5m&page=2&sort=score')).toBe('?q=acme&revenue=1m-5m&sort=score&minScore=70')
    expect(high('minScore=70&q=acme')).toBe('?q=acme')
    expect(high('tab=inquiries&minScore=70')).toBe('?minScore=70')
  })
})
