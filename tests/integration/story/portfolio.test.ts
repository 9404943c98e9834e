import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/(payload)/cms-api/[...slug]/route'
import { investmentCriteria } from '@/app/(site)/_lib/editable-content'
import PortfolioPage from '@/app/(site)/portfolio/page'

import { ADMIN_KEY, testPayload } from '../helpers'

const revalidated = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidatePath: (path: string) => void revalidated.push(path),
}))

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
beforeEach(() => {
  revalidated.length = 0
})

async function cmsPost(path: string, body: unknown, headers: Record<string, string> = { 'x-api-key': ADMIN_KEY }) {
  const url = new URL(`/cms-api/${path}`, 'http://localhost:3000')
  const request = new Request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'x-client-ip': '203.0.113.21' },
    body: JSON.stringify(body),
  })
  const response = await POST(request, { params: Promise.resolve({ slug: path.split('/') }) })
  return { status: response.status, text: await response.text() }
}

const renderPortfolio = async () => renderToStaticMarkup(await PortfolioPage())
const company = { sector: 'Vertical software', stage: 'Growth', status: 'current' }

describe('/portfolio', () => {
  it('says the portfolio is being updated while there is no active company', async () => {
    const html = await renderPortfolio()
    expect(html).toContain('Our Portfolio')
    expect(html).toContain('Our portfolio is being updated')
    expect(html).toContain('href="/contact"')
  })

  it('lists active companies in display order with sector, stage, status, quote and link, and re-renders on change', async () => {
    const created = await cmsPost('portfolio-companies', {
      ...company,
      name: 'Second Co',
      displayOrder: 2,
      founderQuote: 'They <b>listened</b>.',
      quoteAuthor: 'Ana, Founder',
      url: 'https://second.example',
    })
    expect(created.status, created.text).toBe(201)
    expect(revalidated).toContain('/portfolio')
    await cmsPost('portfolio-companies', { ...company, name: 'First Co', displayOrder: 1, status: 'realized' })
    await cmsPost('portfolio-companies', { ...company, name: 'Hidden Co', displayOrder: 0, isActive: false })

    const html = await renderPortfolio()
    expect(html).not.toContain('being updated')
    expect(html).not.toContain('Hidden Co')
    expect(html.indexOf('First Co')).toBeLessThan(html.indexOf('Second Co'))
    expect(html).toContain('Realized')
    expect(html).toContain('Vertical software')
    // Editor text is shown as text, never as HTML.
    expect(html).toContain('They &lt;b&gt;listened&lt;/b&gt;.')
    expect(html).toContain('href="https://second.example"')
    expect(html).toContain('Ana, Founder')
  })

  it('hides inactive companies from visitors on /cms-api too', async () => {
    const { docs } = await payload.find({ collection: 'portfolio-companies', overrideAccess: false })
    expect(docs.map((doc) => doc.name).sort()).toEqual(['First Co', 'Second Co'])
  })

  it.each([
    ['a javascript: link', { url: 'javascript:alert(1)' }, 'url'],
    ['a missing name', { name: '' }, 'name'],
    ['an unknown stage', { stage: 'IPO' }, 'stage'],
    ['a quote over its limit', { founderQuote: 'x'.repeat(501) }, 'founderQuote'],
  ])('refuses %s with a 400 naming the field and stores nothing', async (_name, change, field) => {
    const before = (await payload.count({ collection: 'portfolio-companies', overrideAccess: true })).totalDocs
    const answer = await cmsPost('portfolio-companies', { ...company, name: 'Bad Co', ...change })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(field)
    expect((await payload.count({ collection: 'portfolio-companies', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('refuses visitors who try to add a company', async () => {
    const answer = await cmsPost('portfolio-companies', { ...company, name: 'Intruder' }, {})
    expect(answer.status).toBe(403)
  })
})

describe('the investment criteria', () => {
  it('default to the firm’s criteria, and saving re-renders the home page and the assessment', async () => {
    const criteria = await investmentCriteria()
    expect(criteria.title).toBe('Investment Criteria')
    expect(criteria.items.map((item) => item.label)).toEqual([
      'Sectors',
      'Revenue',
      'Stage',
      'Geography',
      'Typical check',
    ])

    const answer = await cmsPost('globals/investment-criteria', { typicalCheck: '$5M to $20M' })
    expect(answer.status, answer.text).toBe(200)
    expect(revalidated).toEqual(expect.arrayContaining(['/', '/assessment']))
    expect((await investmentCriteria()).items.find((item) => item.name === 'typicalCheck')?.text).toBe('$5M to $20M')
  })

  it('refuses an empty criterion with a 400 naming it', async () => {
    const answer = await cmsPost('globals/investment-criteria', { geography: '' })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('geography')
  })
})
