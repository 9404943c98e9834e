import { describe, expect, it } from 'vitest'

import { hostValid, pathDecodes } from '@/server/request-target'

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

describe('hostValid', () => {
  it('takes names, addresses and ports, an absent header too', () => {
    for (const host of [
      'localhost:3000',
      'www.example.com',
      '127.0.0.1',
      '[::1]:8080',
      'bücher.example',
      undefined,
      '',
    ])
      expect(hostValid(host), String(host)).toBe(true)
  })

  it('refuses what names no host', () => {
    for (const host of ['a b', 'a/b', 'x:port', '[::1', 'a@b', 'a?b', 'a#b']) expect(hostValid(host), host).toBe(false)
  })
})
