import { afterEach, describe, expect, it } from 'vitest'

import { summarizePost } from '../../src/app/(site)/_lib/posts'
import { formatLongDate } from '../../src/lib/format-date'
import { absoluteUrl, siteUrl } from '../../src/lib/site-url'
import type { BlogPost } from '../../src/payload-types'
import { plainTextBody } from '@/insights/markdown'

const post = (overrides: Partial<BlogPost> = {}): BlogPost => ({
  id: 7,
  title: 'Growth, Capital & You!',
  summary: 'Summary',
  content: plainTextBody(Array.from({ length: 201 }, () => 'word').join(' ')),
  tags: ['Growth'],
  isPublished: true,
  publishedAt: '2025-07-05T18:00:00.000Z',
  createdAt: '2024-01-02T00:00:00.000Z',
  updatedAt: '2025-07-05T18:00:00.000Z',
  ...overrides,
})

describe('formatLongDate', () => {
  it('writes the long US form in UTC', () => {
    expect(formatLongDate('2025-07-05T23:59:00.000Z')).toBe('July 5, 2025')
    expect(formatLongDate('2024-12-31T00:00:00.000Z')).toBe('December 31, 2024')
  })
})

describe('summarizePost', () => {
  it('dates a post by its publication date, reads its time and builds its slug', () => {
    expect(summarizePost(post())).toMatchObject({
      slug: 'growth-capital-you-7',
      date: 'July 5, 2025',
      dateTime: '2025-07-05T18:00:00.000Z',
      readTime: '2 min read',
      tags: ['Growth'],
    })
  })

  it('falls back to the creation date and to no tags', () => {
    expect(summarizePost(post({ publishedAt: null, tags: null }))).toMatchObject({ date: 'January 2, 2024', tags: [] })
  })
})

describe('siteUrl', () => {
  const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT }
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('uses SITE_URL without trailing slashes, else localhost on the server port', () => {
    process.env.SITE_URL = 'https://www.example.com/'
    expect(siteUrl()).toBe('https://www.example.com')
    expect(absoluteUrl('/contact')).toBe('https://www.example.com/contact')
    delete process.env.SITE_URL
    process.env.PORT = '4321'
    expect(siteUrl()).toBe('http://localhost:4321')
    expect(absoluteUrl('/')).toBe('http://localhost:4321/')
  })
})
