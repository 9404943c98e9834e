import { describe, expect, it } from 'vitest'

import { hostValid, imageSourcesDecode, requestPath } from '@/server/admit-request'

describe('requestPath', () => {
  it('decodes the path as routing reads it, whatever the query', () => {
    expect(requestPath('/insights/caf%C3%A9')).toBe('/insights/café')
    expect(requestPath('//cms-api///users?q=%E0%A4%A')).toBe('/cms-api/users')
    expect(requestPath(undefined)).toBe('/')
  })

  it('is null for a path that is not percent-encoded UTF-8', () => {
    for (const url of ['/insights/%E0%A4%A', '/%ff', '/api/blog/posts/%', '/x%2?y=1'])
      expect(requestPath(url), url).toBeNull()
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

describe('imageSourcesDecode', () => {
  it("takes the image optimizer's urls as it decodes them", () => {
    for (const url of [
      '/_next/image?url=%2Fimages%2Fteam%2Fa.jpg&w=640&q=75',
      '/_next/image?url=/insights/caf%C3%A9.png&w=640',
      '/_next/image?url=%2Fimages%2F%25E2%2582%25AC.png',
      '/_next/image?w=640',
      '/_next/image',
    ])
      expect(imageSourcesDecode(url), url).toBe(true)
  })

  it('refuses a url whose path does not decode, whichever of several it is', () => {
    for (const url of [
      '/_next/image?url=/images/%E0%A4%A&w=640&q=75',
      '/_next/image?url=%2Fimages%2F%25E0%25A4%25A',
      '/_next/image?url=/a.png&url=/b%E0%A4%A.png',
    ])
      expect(imageSourcesDecode(url), url).toBe(false)
  })
})
