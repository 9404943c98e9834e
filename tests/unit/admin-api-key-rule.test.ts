import { describe, expect, it } from 'vitest'

import { fetcherNeedsKey, requestNeedsKey } from '@/lib/admin/api-key-rule'

const KEYED = [
  '/api/assessments',
  '/api/assessments/12',
  '/api/contact',
  '/api/contact/7',
  '/api/predictions/3',
  '/api/analytics',
  '/api/visitor-analytics',
  '/api/advisors',
  '/api/advisors/4',
  '/api/reorder-advisors',
  '/api/blog/posts',
  '/api/blog/posts/9',
  '/api/team-members',
  '/api/team-members/2',
]

describe('which admin requests carry x-api-key', () => {
  it.each(KEYED)('the request helper and the fetcher key %s', (url) => {
    expect(requestNeedsKey(url)).toBe(true)
    expect(fetcherNeedsKey(url)).toBe(true)
  })

  it('only the default fetcher adds /api/ai-predictions', () => {
    expect(requestNeedsKey('/api/ai-predictions')).toBe(false)
    expect(fetcherNeedsKey('/api/ai-predictions')).toBe(true)
  })

  it.each(['/api/admin/validate', '/api/upload', '/api/enhance-bio', '/api/message-analyses', '/cms-api/globals/site-settings', '/api/health'])(
    'leaves %s without the key',
    (url) => {
      expect(requestNeedsKey(url)).toBe(false)
      expect(fetcherNeedsKey(url)).toBe(false)
    },
  )

  it('matches anywhere in the URL, absolute URLs and query strings included', () => {
    expect(requestNeedsKey('http://localhost:3000/api/contact?x=1')).toBe(true)
  })
})
