import { Window } from 'happy-dom'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/(site)/insights/feed.xml/route'
import { plainTextBody } from '@/insights/markdown'

import { testPayload } from '../helpers'

let payload: Payload

const create = (title: string, tags: string[], isPublished: boolean, publishedAt: string | null) =>
  payload.create({
    collection: 'blog-posts',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      title,
      summary: `About ${title} <b>& more</b>`,
      content: plainTextBody('Body'),
      tags,
      isPublished,
      publishedAt,
    },
  })

beforeAll(async () => {
  payload = await testPayload()
  await create('Older Post', ['Growth'], true, '2026-01-05T10:00:00.000Z')
  await create('Margins & Multiples', ['Metrics', 'M&A'], true, '2026-02-01T10:00:00.000Z')
  await create('Secret Draft', [], false, null)
})

describe('/insights/feed.xml', () => {
  it('is RSS 2.0 of the published insights, newest first, with links, dates, summaries and tags', async () => {
    const response = await GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    const document = new new Window().DOMParser().parseFromString(xml, 'application/xml')
    expect(document.querySelector('rss')?.getAttribute('version')).toBe('2.0')
    expect(document.querySelector('channel > title')?.textContent).toBe('Strategic Insights | Keystone Legacy Partners')
    const items = [...document.querySelectorAll('item')]
    expect(items.map((item) => item.querySelector('title')?.textContent)).toEqual(['Margins & Multiples', 'Older Post'])
    const [first] = items
    expect(first.querySelector('link')?.textContent).toMatch(
      /^http:\/\/localhost:\d+\/insights\/margins-multiples-\d+$/,
    )
    expect(first.querySelector('pubDate')?.textContent).toBe('Sun, 01 Feb 2026 10:00:00 GMT')
    expect(first.querySelector('description')?.textContent).toBe('About Margins & Multiples <b>& more</b>')
    expect([...first.querySelectorAll('category')].map((each) => each.textContent)).toEqual(['Metrics', 'M&A'])
    expect(xml).not.toContain('Secret Draft')
    expect(xml).toContain('About Margins &amp; Multiples &lt;b&gt;&amp; more&lt;/b&gt;')
  })
})
