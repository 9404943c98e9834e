import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { InsightFiguresReport } from '@/contracts/analytics-answers'
import { TABLES } from '@/analytics/store/types'
import { GET as getInsightFigures } from '@/app/api/analytics/insights/route'
import { assessments, contact } from '../lead-routes'
import { POST as postEvent } from '@/app/api/events/route'
import { plainTextBody } from '@/insights/markdown'
import { postSlug } from '@/lib/slug'

import { BROWSER_USER_AGENTS } from '../../fixtures/user-agents'
import { allAnswers, assessmentBody, inquiryBody } from '../api/bodies'
import { call, nextIp } from '../api/fixtures'
import { ADMIN_KEY, apiRequest, testPayload } from '../helpers'
import { sqliteClient } from './harness'

const context = { params: Promise.resolve({}) }
const SITE = 'http://localhost:3000'
let payload: Payload
const paths: Record<string, string> = {}
const ids: Record<string, string> = {}

/** One page view of a visitor (a visitor is an address and a browser), as the tracker sends it. */
async function view(visitor: number, path: string) {
  const response = await postEvent(
    apiRequest('/api/events', {
      method: 'POST',
      rawBody: JSON.stringify({ name: 'pageview', url: `${SITE}${path}`, referrer: '', width: 1440 }),
      ip: `198.51.100.${visitor}`,
      headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_USER_AGENTS[visitor % 5] },
    }),
    context,
  )
  expect(response.status).toBe(202)
}

const touch = (entryPage: string) => ({ source: '', medium: '', campaign: '', entryPage, referrerHost: '' })

async function inquiry(entryPage: string) {
  const body = { ...inquiryBody(), attribution: touch(entryPage) }
  expect((await call(contact.POST, '/api/contact', { ip: nextIp(), body })).status).toBe(201)
}

/** Option 4 on every question scores High Potential, option 3 does not. */
async function assessment(option: number, entryPage: string) {
  const body = { ...assessmentBody(), answers: allAnswers(option), attribution: touch(entryPage) }
  expect((await call(assessments.POST, '/api/assessments', { ip: nextIp(), body })).status).toBe(201)
}

async function post(title: string, isPublished = true) {
  const doc = await payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { title, summary: `${title}.`, content: plainTextBody(title), isPublished },
  })
  ids[title] = String(doc.id)
  paths[title] = `/insights/${postSlug(title, doc.id)}`
}

const figures = async (query = 'range=7d') => {
  const response = await getInsightFigures(apiRequest(`/api/analytics/insights?${query}`, { key: ADMIN_KEY }), context)
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: (response.ok ? JSON.parse(text) : text) as InsightFiguresReport,
  }
}

beforeAll(async () => {
  payload = await testPayload()
  const client = await sqliteClient()
  for (const table of Object.values(TABLES)) await client.execute(`DELETE FROM ${table}`)
  await post('Growth Capital')
  await post('Succession')
  await post('Quiet One')
  await post('Draft Notes', false)
  // Growth Capital: visitors 1 and 2 enter on it; visitor 3 enters on the home page and reads it after.
  await view(1, paths['Growth Capital'])
  await view(2, paths['Growth Capital'])
  await view(3, '/')
  await view(3, paths['Growth Capital'])
  // Succession: visitor 4 enters on it, and again under its earlier title's slug (same id).
  await view(4, paths.Succession)
  await view(5, `/insights/an-older-title-${ids.Succession}`)
  await view(6, '/insights/not-a-post-99999')
  // Leads, by the page their visit entered on.
  await inquiry(paths['Growth Capital'])
  await inquiry(paths['Growth Capital'])
  await assessment(4, paths['Growth Capital'])
  await assessment(3, paths['Growth Capital'])
  await assessment(4, `/insights/an-older-title-${ids.Succession}`)
  await inquiry('/')
  await assessment(4, '/team')
})

describe("the Insights tab's figures per post", () => {
  it('counts visitors, entries, inquiries, assessments and High Potential ones whose visit entered on each post', async () => {
    const { status, body } = await figures()
    expect(status).toBe(200)
    const row = (title: string, figures: [number, number, number, number, number], isPublished = true) => ({
      id: ids[title],
      title,
      isPublished,
      visitors: figures[0],
      entries: figures[1],
      inquiries: figures[2],
      assessments: figures[3],
      highPotential: figures[4],
    })
    expect(body.posts).toEqual([
      row('Growth Capital', [3, 2, 2, 2, 1]),
      row('Succession', [2, 2, 0, 1, 1]),
      row('Draft Notes', [0, 0, 0, 0, 0], false),
      row('Quiet One', [0, 0, 0, 0, 0]),
    ])
  })

  it('covers the chosen period only, and is for admins only', async () => {
    const { body } = await figures('from=2020-01-01&to=2020-01-31')
    expect(body.period).toMatchObject({ from: '2020-01-01', to: '2020-01-31' })
    expect(body.posts.every((post) => post.visitors + post.entries + post.inquiries + post.assessments === 0)).toBe(
      true,
    )
    const bad = await figures('range=fortnight')
    expect(bad.status).toBe(400)
    expect(bad.headers.get('x-invalid-fields')).toBe('range')
    const anonymous = await getInsightFigures(apiRequest('/api/analytics/insights?range=7d'), context)
    expect(anonymous.status).toBe(401)
  })
})
