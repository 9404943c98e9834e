import { describe, expect, it } from 'vitest'

import { isImageUrl, isSafeWebsiteText, isSitePath, isWebUrl, locationOf } from '@/lib/urls'

describe('URL rules', () => {
  it('web URLs are http(s) only', () => {
    expect(isWebUrl('https://www.linkedin.com/in/ada')).toBe(true)
    expect(isWebUrl('http://acme.example')).toBe(true)
    for (const bad of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'ftp://x.example',
      '/team',
      'acme.example',
      'https://a.example\\@evil.example',
    ]) {
      expect(isWebUrl(bad), bad).toBe(false)
    }
  })

  it('site paths start with exactly one slash', () => {
    expect(isSitePath('/cms-api/media/file/a.jpg')).toBe(true)
    for (const bad of ['//evil.example/x.png', '/\\evil.example/x.png', 'x.png', '/a\nb'])
      expect(isSitePath(bad), bad).toBe(false)
  })

  it('images are web URLs or site paths', () => {
    expect(isImageUrl('/images/a.png')).toBe(true)
    expect(isImageUrl('https://cdn.example/a.png')).toBe(true)
    expect(isImageUrl('javascript:alert(1)')).toBe(false)
  })

  it('a visitor website is free text unless it names a scheme other than http(s)', () => {
    for (const ok of ['acme.example', 'www.acme.example/about', 'https://acme.example', 'acme.example:8080']) {
      expect(isSafeWebsiteText(ok), ok).toBe(true)
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(isSafeWebsiteText(bad), bad).toBe(false)
    }
  })
})

describe('locationOf', () => {
  it('percent-encodes what a header cannot carry, and changes nothing else', () => {
    expect(locationOf('/\u200b')).toBe('/%E2%80%8B')
    expect(locationOf('/insights/小?q=é')).toBe('/insights/%E5%B0%8F?q=%C3%A9')
    expect(locationOf('/\ud800x')).toBe('/%EF%BF%BDx')
    expect(locationOf('/insights/a-post-1?x=%20#top')).toBe('/insights/a-post-1?x=%20#top')
    expect(locationOf('/.//evil.example')).toBe('/.//evil.example')
    expect(() => new Headers({ location: locationOf('/\u200b\ud83d') })).not.toThrow()
  })
})
