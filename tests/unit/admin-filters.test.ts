import { describe, expect, it } from 'vitest'

import type { Assessment } from '@/contracts/assessments'
import type { ContactInquiry } from '@/contracts/contact-inquiries'
import { ALL, filterAssessments, filterInquiries, pageOf, summarise } from '@/lib/admin/filters'
import { addTag, removeTag, visibleTags } from '@/lib/admin/tags'

const assessment = (over: Partial<Assessment>): Assessment => ({
  id: 1,
  businessName: 'Acme Widgets',
  contactName: 'Jane Roe',
  contactEmail: 'jane@acme.example',
  businessCity: 'Austin',
  businessState: 'TX',
  businessZipCode: '78701',
  annualRevenue: '1m-5m',
  totalScore: 60,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...over,
})

const inquiry = (over: Partial<ContactInquiry>): ContactInquiry => ({
  id: 1,
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@lee.example',
  inquiryType: 'general',
  message: 'Hello',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...over,
})

const rows = [
  assessment({ id: 1 }),
  assessment({
    id: 2,
    businessName: 'Blue Harbor',
    contactName: 'Omar Diaz',
    contactEmail: 'omar@bh.example',
    annualRevenue: 'under-100k',
    totalScore: 70,
  }),
  assessment({
    id: 3,
    businessName: 'Cedar Labs',
    contactName: 'Li Wu',
    contactEmail: 'li@cedar.example',
    totalScore: 84,
  }),
]

describe('filterAssessments', () => {
  it('matches name, e-mail or business, ignoring case and surrounding spaces', () => {
    expect(filterAssessments(rows, '  omar ', ALL).map((row) => row.id)).toEqual([2])
    expect(filterAssessments(rows, 'CEDAR.example', ALL).map((row) => row.id)).toEqual([3])
    expect(filterAssessments(rows, 'acme widgets', ALL).map((row) => row.id)).toEqual([1])
    expect(filterAssessments(rows, 'austin', ALL)).toEqual([])
  })

  it('filters by revenue band, all keeping every band', () => {
    expect(filterAssessments(rows, '', '1m-5m').map((row) => row.id)).toEqual([1, 3])
    expect(filterAssessments(rows, '', ALL)).toHaveLength(3)
    expect(filterAssessments(rows, 'li', 'under-100k')).toEqual([])
  })
})

describe('filterInquiries', () => {
  const inquiries = [
    inquiry({ id: 1 }),
    inquiry({ id: 2, firstName: 'Ana', email: 'ana@x.example', inquiryType: 'consulting' }),
  ]
  it('searches the full name and e-mail and filters by type', () => {
    expect(filterInquiries(inquiries, 'sam lee', ALL).map((row) => row.id)).toEqual([1])
    expect(filterInquiries(inquiries, '', 'consulting').map((row) => row.id)).toEqual([2])
    expect(filterInquiries(inquiries, 'ana', 'general')).toEqual([])
  })
})

describe('summarise', () => {
  it('counts, high potential at 70 or more, and the rounded mean score', () => {
    expect(summarise(rows, [inquiry({})])).toEqual({
      totalAssessments: 3,
      totalInquiries: 1,
      highPotential: 2,
      averageScore: 71,
    })
  })

  it('is 0 everywhere with no data', () => {
    expect(summarise([], [])).toEqual({ totalAssessments: 0, totalInquiries: 0, highPotential: 0, averageScore: 0 })
  })
})

describe('pageOf', () => {
  const numbers = Array.from({ length: 120 }, (_, index) => index)
  it('slices pages and clamps the page number', () => {
    expect(pageOf(numbers, 0, 50).rows).toHaveLength(50)
    expect(pageOf(numbers, 2, 50)).toMatchObject({ pages: 3, page: 2, rows: numbers.slice(100) })
    expect(pageOf(numbers, 9, 50).page).toBe(2)
    expect(pageOf([], 0, 50)).toEqual({ rows: [], pages: 1, page: 0 })
  })
})

describe('post tags', () => {
  it('adds a trimmed, non-empty tag once', () => {
    expect(addTag(['growth'], '  strategy ')).toEqual(['growth', 'strategy'])
    expect(addTag(['growth'], 'growth')).toEqual(['growth'])
    expect(addTag(['growth'], '   ')).toEqual(['growth'])
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b'])
  })

  it('shows the first three and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ tags: ['a', 'b', 'c'], more: 2 })
    expect(visibleTags(null)).toEqual({ tags: [], more: 0 })
  })
})
