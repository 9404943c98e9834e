import { describe, expect, it } from 'vitest'

import { hostValid, imageSourcesValid, requestPath } from '@/server/admit-request'
import { credentialsRequired } from '@/contracts/body-limits'

describe('requestPath', () => {
  it('decodes the path as routing reads it, whatever the query', () => {
    expect(requestPath('/insights/caf%C3%A9')).toBe('/insights/café')
    expect(requestPath('//cms-api///users?q=%E0%A4%A')).toBe('/cms-api/users')
    expect(requestPath(undefined)).toBe('/')
  })

  it('takes a plain path as it is, and reads anything else as a URL parser does', () => {
    for (const url of ['/', '/team', '/insights/a-post_2~x/', '/team?q=%E0%A4%A'])
      expect(requestPath(url)).toBe(url.split('?')[0])
    expect(requestPath('')).toBe('/')
    expect(requestPath('/a//b/./c')).toBe('/a/b/c')
    expect(requestPath('/a b')).toBe('/a b')
  })

  it('resolves dot segments as Next.js does, however they are spelled, before a path is judged', () => {
    for (const url of ['/x/%2e%2e/cms-api/advisors', '/x/../cms-api/advisors', '/x/%2E%2e/./cms-api/%2e/advisors'])
      expect(requestPath(url), url).toBe('/cms-api/advisors')
    expect(credentialsRequired('POST', requestPath('/api/%2e%2e/cms-api/advisors')!)?.status).toBe(403)
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

describe('imageSourcesValid', () => {
  it("takes the image optimizer's urls of files, names with spaces included", () => {
    for (const url of [
      '/_next/image?url=%2Fimages%2Fteam%2Fa.jpg&w=640&q=75',
      '/_next/image?url=/insights/caf%C3%A9.png&w=640',
      '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fmy%2520photo.jpg&w=640&q=75',
      '/_next/image?url=%2Fimages%2F%25E2%2582%25AC.png',
      '/_next/image?w=640',
      '/_next/image',
    ])
      expect(imageSourcesValid(url), url).toBe(true)
  })

  it('refuses a url that does not decode, or that the site would answer with a redirect or an error', () => {
    for (const url of [
      '/_next/image?url=/images/%E0%A4%A&w=640&q=75',
      '/_next/image?url=%2Fimages%2F%25E0%25A4%25A',
      '/_next/image?url=/a.png&url=/b%E0%A4%A.png',
      '/_next/image?url=/images/%00&w=640',
      '/_next/image?url=/images/%20&w=640',
      '/_next/image?url=/images/%5C',
      '/_next/image?url=/images/&w=640',
      '/_next/image?url=/images/%2e%2e/x.png',
      '/_next/image?url=%2Fimages%2F%252e%252e',
      '/_next/image?url=//images/a.png',
      '/_next/image?url=%2Fimages%2F%2500',
    ])
      expect(imageSourcesValid(url), url).toBe(false)
  })
})
