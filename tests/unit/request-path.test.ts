import { describe, expect, it } from 'vitest'

import { pathDecodes } from '@/server/request-path'

describe('pathDecodes', () => {
  it('takes plain and well-encoded paths, whatever their query', () => {
    for (const url of ['/', '/insights/x', '/insights/caf%C3%A9', '/a%20b?q=%E0%A4%A', '/api/events', undefined])
      expect(pathDecodes(url), String(url)).toBe(true)
  })

  it('refuses a path that is not percent-encoded UTF-8', () => {
    for (const url of ['/insights/%E0%A4%A', '/%ff', '/api/blog/posts/%', '/x%2?y=1'])
      expect(pathDecodes(url), url).toBe(false)
  })
})
