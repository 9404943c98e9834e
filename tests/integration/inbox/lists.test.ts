import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { assessmentExport, assessments, contact, inquiryExport } from '../lead-routes'
import * as summary from '@/app/api/leads/summary/route'
import { type LeadKindSlug, type LeadSummary, type Paged, parseLeadListQuery } from '@/contracts/lead-inbox'
import { invalidFieldsOf } from '@/contracts/errors'
import { leadCsvStream } from '@/leads/inbox/export'
import { localApiLeadCsvStream } from '@/leads/inbox/export/local-api'
import { keysetPages, NEWEST } from '@/lib/keyset'
import type { Assessment, ContactInquiry } from '@/payload-types'

import { admin, call } from '../api/fixtures'
import { testPayload } from '../helpers'
import { makeAssessment, makeInquiry } from './fixtures'

let payload: Payload
let all: Assessment[]

const page = async (query: string) => {
  const answer = await call(assessments.GET, `/api/assessments?${query}`, admin)
  expect(answer.status, answer.text).toBe(200)
  return answer.json() as Paged<Assessment>
}
const names = (result: Paged<Assessment>) => result.docs.map((doc) => doc.businessName)

beforeAll(async () => {
  payload = await testPayload()
  const attribution = (source: string, channel: 'Paid' | 'Email') => ({
    channel,
    source,
    medium: 'cpc',
    campaign: 'spring',
    entryPage: '/',
    referrerHost: '',
  })
  // Oldest first: A … H.
  all = [
    await makeAssessment(payload, {
      businessName: 'A Bakery',
      contactName: 'Ann Baker',
      annualRevenue: 'under-100k',
      totalScore: 30,
      industry: 'Retail',
    }),
    await makeAssessment(payload, {
      businessName: 'B Builders',
      contactEmail: 'bob@builders.example',
      annualRevenue: '5m-plus',
      totalScore: 82,
      lifetimeGrossProfit: 900,
      customerAcquisitionCost: 100,
    }),
    await makeAssessment(payload, {
      businessName: 'C Clinic',
      contactName: 'Jane Cole',
      annualRevenue: '100k-500k',
      totalScore: 70,
      status: 'qualified',
      owner: 'Zoe',
      attribution: attribution('google', 'Paid'),
    }),
    await makeAssessment(payload, {
      businessName: 'D Dental',
      contactEmail: 'jane@dental.example',
      annualRevenue: '1m-5m',
      totalScore: 69,
      lifetimeGrossProfit: 300,
      customerAcquisitionCost: 100,
    }),
    await makeAssessment(payload, {
      businessName: 'E Energy',
      annualRevenue: '500k-1m',
      totalScore: 75,
      status: 'contacted',
      owner: 'Adam',
      attribution: attribution('newsletter', 'Email'),
    }),
    await makeAssessment(payload, {
      businessName: 'F Farms',
      contactName: 'Frank Jane',
      annualRevenue: '1m-5m',
      totalScore: 12,
      status: 'invested',
    }),
    await makeAssessment(payload, {
      businessName: 'G Garage',
      annualRevenue: '5m-plus',
      totalScore: 84,
      status: 'passed',
    }),
    await makeAssessment(payload, {
      businessName: 'H Hotel =cmd',
      annualRevenue: 'under-100k',
      totalScore: 0,
      status: 'in_diligence',
    }),
  ]
  await makeInquiry(payload, {
    firstName: 'Zed',
    lastName: 'Young',
    inquiryType: 'consulting',
    email: 'zed@young.example',
  })
  await makeInquiry(payload, {
    firstName: 'Amy',
    lastName: 'Stone',
    inquiryType: 'partnership',
    website: 'stone-builders.example',
  })
  await makeInquiry(payload, { firstName: 'Jane', lastName: 'Roe', inquiryType: 'general', status: 'passed' })
})

describe('GET /api/assessments and /api/contact without parameters', () => {
  it('answer the whole plain array, newest first, as they always did', async () => {
    const answer = await call(assessments.GET, '/api/assessments', admin)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const rows = answer.json() as Assessment[]
    expect(Array.isArray(rows)).toBe(true)
    expect(rows.map((row) => row.businessName)).toEqual(all.map((row) => row.businessName).reverse())
    // The derived sort keys are never answered; the triage fields are.
    expect(rows[0]).not.toHaveProperty('revenueRank')
    expect(rows[0]).not.toHaveProperty('statusRank')
    expect(rows[0]).not.toHaveProperty('ltvCac')
    expect(rows.find((row) => row.businessName === 'C Clinic')).toMatchObject({ status: 'qualified', owner: 'Zoe' })
    const inquiries = (await call(contact.GET, '/api/contact', admin)).json() as ContactInquiry[]
    expect(inquiries.map((row) => row.firstName)).toEqual(['Jane', 'Amy', 'Zed'])
  })

  it('still need the key', async () => {
    expect((await call(assessments.GET, '/api/assessments?page=1')).status).toBe(401)
    expect((await call(contact.GET, '/api/contact?page=1', { key: 'wrong' })).status).toBe(401)
  })
})

describe('paged lists', () => {
  it('answer {docs, totalDocs, page, totalPages}, newest first by default', async () => {
    const first = await page('page=1&limit=3')
    expect(first).toMatchObject({ totalDocs: 8, page: 1, totalPages: 3 })
    expect(names(first)).toEqual(['H Hotel =cmd', 'G Garage', 'F Farms'])
    expect(names(await page('page=3&limit=3'))).toEqual(['B Builders', 'A Bakery'])
    expect(await page('page=9&limit=3')).toMatchObject({ docs: [], totalDocs: 8, page: 9, totalPages: 3 })
    // Any parameter asks for a page; 25 rows by default.
    expect(await page('sort=createdAt')).toMatchObject({ totalDocs: 8, page: 1, totalPages: 1 })
  })

  it.each([
    [
      'totalScore',
      ['H Hotel =cmd', 'F Farms', 'A Bakery', 'D Dental', 'C Clinic', 'E Energy', 'B Builders', 'G Garage'],
    ],
    [
      '-totalScore',
      ['G Garage', 'B Builders', 'E Energy', 'C Clinic', 'D Dental', 'A Bakery', 'F Farms', 'H Hotel =cmd'],
    ],
    // Band order, not alphabetical; ties newest first.
    [
      'annualRevenue',
      ['H Hotel =cmd', 'A Bakery', 'C Clinic', 'E Energy', 'F Farms', 'D Dental', 'G Garage', 'B Builders'],
    ],
    // Pipeline order: New, Contacted, Qualified, In diligence, Passed, Invested.
    ['status', ['D Dental', 'B Builders', 'A Bakery', 'E Energy', 'C Clinic', 'H Hotel =cmd', 'G Garage', 'F Farms']],
    [
      '-businessName',
      ['H Hotel =cmd', 'G Garage', 'F Farms', 'E Energy', 'D Dental', 'C Clinic', 'B Builders', 'A Bakery'],
    ],
    [
      'createdAt',
      ['A Bakery', 'B Builders', 'C Clinic', 'D Dental', 'E Energy', 'F Farms', 'G Garage', 'H Hotel =cmd'],
    ],
  ])('sort=%s orders the rows', async (sort, expected) => {
    expect(names(await page(`limit=200&sort=${sort}`))).toEqual(expected)
  })

  it('sorts by LTV/CAC (leads without a ratio first ascending, last descending) and by owner', async () => {
    expect(names(await page('limit=2&sort=-ltvCac'))).toEqual(['B Builders', 'D Dental'])
    expect(names(await page('limit=200&sort=ltvCac')).slice(-2)).toEqual(['D Dental', 'B Builders'])
    expect(names(await page('limit=200&sort=-owner')).slice(0, 2)).toEqual(['C Clinic', 'E Energy'])
  })

  it.each([
    ['q=jane', ['F Farms', 'D Dental', 'C Clinic']],
    // Every word, in any of name, e-mail and business, case-insensitive.
    ['q=FRANK%20jane', ['F Farms']],
    ['q=bob%40builders', ['B Builders']],
    ['revenue=5m-plus', ['G Garage', 'B Builders']],
    ['minScore=70', ['G Garage', 'E Energy', 'C Clinic', 'B Builders']],
    ['status=new', ['D Dental', 'B Builders', 'A Bakery']],
    ['status=qualified', ['C Clinic']],
    ['channel=Paid', ['C Clinic']],
    ['source=newsletter', ['E Energy']],
    ['medium=cpc&campaign=spring', ['E Energy', 'C Clinic']],
    ['revenue=1m-5m&minScore=50', ['D Dental']],
  ])('%s filters the rows', async (query, expected) => {
    const result = await page(`limit=200&${query}`)
    expect(names(result)).toEqual(expected)
    expect(result.totalDocs).toBe(expected.length)
  })

  it('filters by creation date: from and to are inclusive days in the site’s time zone, or instants', async () => {
    const created = all.map((row) => row.createdAt)
    expect(names(await page(`from=${created[6]}`))).toEqual(['H Hotel =cmd', 'G Garage'])
    expect(names(await page(`to=${created[1]}`))).toEqual(['B Builders', 'A Bakery'])
    expect((await page('from=2026-01-01&to=2026-01-01')).totalDocs).toBe(8)
    expect((await page('from=2026-01-02')).totalDocs).toBe(0)
  })

  it('reads from and to as days in the site’s time zone, as the Analytics tab does, in the list and the export', async () => {
    vi.stubEnv('SITE_TIMEZONE', 'America/Chicago')
    // 23:30 on 2 February and 00:30 on 3 February in Chicago (UTC−6): one UTC day, two local ones.
    const late = await makeAssessment(payload, { businessName: 'Late Feb 2', createdAt: '2026-02-03T05:30:00.000Z' })
    const early = await makeAssessment(payload, { businessName: 'Early Feb 3', createdAt: '2026-02-03T06:30:00.000Z' })
    try {
      expect(names(await page('from=2026-02-03&to=2026-02-03'))).toEqual(['Early Feb 3'])
      expect(names(await page('from=2026-02-02&to=2026-02-02'))).toEqual(['Late Feb 2'])
      expect(names(await page('from=2026-02-02'))).toEqual(['Early Feb 3', 'Late Feb 2'])
      // An instant is taken as given, inclusive.
      expect(names(await page('from=2026-02-03T05:30:00Z&to=2026-02-03T05:30:00Z'))).toEqual(['Late Feb 2'])
      // A day against an instant compares in the site's time zone: 2 February starts at 06:00 UTC there.
      expect(names(await page('from=2026-02-02&to=2026-02-03T05:30:00Z'))).toEqual(['Late Feb 2'])
      expect(names(await page('from=2026-02-03T05:30:00Z&to=2026-02-02'))).toEqual(['Late Feb 2'])
      const reversed = await call(assessments.GET, '/api/assessments?from=2026-02-03&to=2026-02-03T05:30:00Z', admin)
      expect(reversed.status).toBe(400)
      expect(reversed.headers.get('x-invalid-fields')).toBe('from')
      const exported = await call(assessmentExport.GET, '/api/assessments/export?from=2026-02-03&to=2026-02-03', admin)
      expect(
        exported.text
          .replace(/^\uFEFF/, '')
          .trimEnd()
          .split('\r\n')
          .slice(1)
          .map((row) => row.split(',')[0]),
      ).toEqual(['Early Feb 3'])
    } finally {
      vi.unstubAllEnvs()
      for (const { id } of [late, early]) await payload.delete({ collection: 'assessments', id, overrideAccess: true })
    }
  })

  it('filters inquiries by type and searches their name, e-mail and website', async () => {
    const list = async (query: string) =>
      ((await call(contact.GET, `/api/contact?${query}`, admin)).json() as Paged<ContactInquiry>).docs.map(
        (doc) => doc.firstName,
      )
    expect(await list('type=consulting')).toEqual(['Zed'])
    expect(await list('q=builders')).toEqual(['Amy'])
    expect(await list('q=jane%20roe')).toEqual(['Jane'])
    expect(await list('sort=name')).toEqual(['Amy', 'Jane', 'Zed'])
    expect(await list('status=passed')).toEqual(['Jane'])
  })

  it.each([
    ['/api/assessments?limit=0', ['limit']],
    ['/api/assessments?limit=10000', ['limit']],
    ['/api/assessments?limit=201', ['limit']],
    ['/api/assessments?page=0', ['page']],
    ['/api/assessments?page=two', ['page']],
    ['/api/assessments?sort=-aiPrediction', ['sort']],
    ['/api/assessments?sort=deletedAt', ['sort']],
    ['/api/assessments?from=2026-02-01&to=2026-01-01', ['from']],
    ['/api/assessments?from=2026-02-01&to=2026-01-30T12:00:00Z', ['from']],
    ['/api/assessments?from=2026-02-02T12:00:00Z&to=2026-01-31', ['from']],
    ['/api/assessments?from=2026-02-01T00:00:01Z&to=2026-02-01T00:00:00Z', ['from']],
    ['/api/assessments?from=yesterday', ['from']],
    ['/api/assessments?to=2026-02-30', ['to']],
    ['/api/assessments?status=won', ['status']],
    ['/api/assessments?revenue=huge', ['revenue']],
    ['/api/assessments?minScore=85', ['minScore']],
    ['/api/assessments?minScore=-1', ['minScore']],
    ['/api/assessments?channel=TV', ['channel']],
    ['/api/assessments?type=general', ['type']],
    ['/api/assessments?foo=1&limit=5', ['foo']],
    ['/api/assessments?page=1&page=2', ['page']],
    [`/api/assessments?q=${'x'.repeat(201)}`, ['q']],
    ['/api/contact?revenue=5m-plus', ['revenue']],
    ['/api/contact?minScore=70', ['minScore']],
    ['/api/contact?type=sales', ['type']],
    ['/api/contact?sort=totalScore', ['sort']],
  ])('%s answers 400 naming %s', async (path, fields) => {
    const handler = path.startsWith('/api/contact') ? contact.GET : assessments.GET
    const answer = await call(handler, path, admin)
    expect(answer.status).toBe(400)
    expect(answer.text).toBe(`Invalid query parameters: ${fields.join(', ')}`)
    expect(invalidFieldsOf(answer.headers)).toEqual(fields)
  })
})

describe('GET /api/leads/summary', () => {
  const cards = async (query = '') => {
    const answer = await call(summary.GET, `/api/leads/summary${query}`, admin)
    expect(answer.status, answer.text).toBe(200)
    return answer.json() as LeadSummary
  }

  it('counts the cards in the database, as a hand count of the rows does', async () => {
    const scores = all.map((row) => row.totalScore)
    expect(await cards()).toEqual({
      totalAssessments: 8,
      contactInquiries: 3,
      highPotential: scores.filter((score) => score >= 70).length,
      avgScore: Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
    })
  })

  it('follows the search and the revenue filter', async () => {
    // Jane: assessments C, D, F (scores 70, 69, 12) and the inquiry of Jane Roe.
    expect(await cards('?q=jane')).toEqual({ totalAssessments: 3, contactInquiries: 1, highPotential: 1, avgScore: 50 })
    expect(await cards('?revenue=5m-plus')).toEqual({
      totalAssessments: 2,
      contactInquiries: 3,
      highPotential: 2,
      avgScore: 83,
    })
    expect(await cards('?q=nobody')).toEqual({
      totalAssessments: 0,
      contactInquiries: 0,
      highPotential: 0,
      avgScore: 0,
    })
  })

  it('refuses other parameters and callers without the key', async () => {
    const answer = await call(summary.GET, '/api/leads/summary?minScore=70', admin)
    expect(answer.status).toBe(400)
    expect(answer.text).toBe('Invalid query parameters: minScore')
    expect((await call(summary.GET, '/api/leads/summary')).status).toBe(401)
  })
})

describe('CSV export', () => {
  const rowsOf = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')

  it('streams every matching row, formula-safe, with status and owner', async () => {
    const answer = await call(assessmentExport.GET, '/api/assessments/export?sort=createdAt', admin)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="business-assessments.csv"')
    const [header, ...rows] = rowsOf(answer.text)
    expect(header).toContain('Business Name,Contact Name,Email')
    expect(header).toContain('Status,Owner,Channel,Source')
    expect(rows).toHaveLength(8)
    expect(rows[0].startsWith('A Bakery,Ann Baker,')).toBe(true)
    expect(rows.find((row) => row.startsWith('C Clinic'))).toContain(',Qualified,Zoe,Paid,google,')
    // A cell that a spreadsheet would run as a formula starts with a quote.
    expect(rows[7].startsWith('H Hotel =cmd,')).toBe(true)
    const filtered = await call(assessmentExport.GET, '/api/assessments/export?minScore=70&sort=-totalScore', admin)
    expect(
      rowsOf(filtered.text)
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual(['G Garage', 'B Builders', 'E Energy', 'C Clinic'])
  })

  it('neutralises formulas as the dashboard always did', async () => {
    await makeInquiry(payload, { firstName: '=HYPERLINK("http://evil")', lastName: 'X', message: '+1 call me' })
    const answer = await call(inquiryExport.GET, '/api/contact/export?q=evil', admin)
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="contact-inquiries.csv"')
    const [header, row] = rowsOf(answer.text)
    expect(header.startsWith('First Name,Last Name,Email,Website,Industry,Inquiry Type,Message,Status,Owner')).toBe(
      true,
    )
    expect(row.startsWith(`"'=HYPERLINK(""http://evil"")",X,`)).toBe(true)
    expect(row).toContain(",'+1 call me,New,")
  })

  it('walks the pages by keyset in every order, ties and empty values included', async () => {
    for (const sort of [
      'createdAt',
      '-createdAt',
      'annualRevenue',
      '-annualRevenue',
      'ltvCac',
      '-ltvCac',
      'status',
      '-owner',
      'channel',
    ]) {
      const parsed = parseLeadListQuery('assessments', new URLSearchParams({ sort }))
      if (!parsed.ok) throw new Error(sort)
      const user = (await payload.auth({ headers: new Headers({ 'x-api-key': 'test-admin-key' }) })).user!
      const csv = await new Response(leadCsvStream({ payload, user }, 'assessments', parsed.query, 3)).text()
      const exported = rowsOf(csv)
        .slice(1)
        .map((row) => row.split(',')[0])
      expect(exported, sort).toEqual(names(await page(`limit=200&sort=${sort}`)))
    }
  })

  it('reads on SQLite by its own statements the same CSV as the Local API (MongoDB path) does', async () => {
    const user = (await payload.auth({ headers: new Headers({ 'x-api-key': 'test-admin-key' }) })).user!
    const cases: [LeadKindSlug, string][] = [
      ['assessments', 'sort=-createdAt'],
      ['assessments', 'sort=location&q=jane'],
      ['assessments', 'sort=-ltvCac&status=new'],
      ['assessments', 'sort=businessName&minScore=70&revenue=5m-plus'],
      ['assessments', 'sort=-channel&channel=Paid&source=google&medium=cpc&campaign=spring'],
      ['assessments', `sort=-status&from=2000-01-01&to=${new Date(Date.now() + 86_400_000).toISOString()}`],
      ['contact-inquiries', 'sort=name'],
      ['contact-inquiries', 'sort=-email&q=stone builders'],
      ['contact-inquiries', 'sort=inquiryType&type=general'],
    ]
    for (const [kind, params] of cases) {
      const parsed = parseLeadListQuery(kind, new URLSearchParams(params))
      if (!parsed.ok) throw new Error(params)
      const sqlite = await new Response(leadCsvStream({ payload, user }, kind, parsed.query, 2)).text()
      const localApi = await new Response(localApiLeadCsvStream({ payload, user }, kind, parsed.query, 2)).text()
      expect(rowsOf(sqlite).length, params).toBeGreaterThan(1)
      expect(sqlite, `${kind} ${params}`).toBe(localApi)
    }
  })

  it('answers 400 for malformed parameters before streaming', async () => {
    const answer = await call(assessmentExport.GET, '/api/assessments/export?limit=0', admin)
    expect(answer.status).toBe(400)
    expect((await call(assessmentExport.GET, '/api/assessments/export')).status).toBe(401)
  })
})

describe('the whole list, read in keyset pages', () => {
  it('answers every lead once, newest first with ties by id, the same text as one find would', async () => {
    const sameTime = new Date(Date.UTC(2025, 5, 1)).toISOString()
    for (const name of ['Tie 1', 'Tie 2', 'Tie 3'])
      await makeAssessment(payload, { businessName: name, createdAt: sameTime })
    const { docs } = await payload.find({
      collection: 'assessments',
      pagination: false,
      depth: 0,
      sort: ['-createdAt', '-id'],
      overrideAccess: true,
    })
    const answer = await call(assessments.GET, '/api/assessments', admin)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(answer.text).toBe(JSON.stringify(docs))
    expect(docs.slice(-3).map((doc) => doc.businessName)).toEqual(['Tie 3', 'Tie 2', 'Tie 1'])

    const user = (await payload.auth({ headers: new Headers({ 'x-api-key': 'test-admin-key' }) })).user!
    const pages: number[][] = []
    for await (const page of keysetPages({ payload, user }, 'assessments', { order: NEWEST, pageSize: 2 }))
      pages.push(page.map((doc) => doc.id as number))
    expect(pages.every((ids) => ids.length === 2 || ids === pages.at(-1))).toBe(true)
    expect(pages.flat()).toEqual(docs.map((doc) => doc.id))
  })
})
