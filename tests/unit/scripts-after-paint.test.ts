import { describe, expect, it } from 'vitest'

import { loadScriptsAfterPaint } from '@/server/scripts-after-paint'

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style>body{margin:0}</style>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<script src="/_next/static/chunks/framework-2.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>',
  '<script>inline()</script></head><body><h1>Title</h1>',
  '<script src="/tracker.js" async=""></script>',
  '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('')

describe('loadScriptsAfterPaint', () => {
  const html = loadScriptsAfterPaint(page)

  it('leaves no script or script preload that the browser fetches before the first paint', () => {
    expect(html).not.toMatch(/<script src="[^"]+" (id="[^"]+" )?(async|defer)=""/)
    expect(html).not.toContain('rel="preload" as="script"')
  })

  it('hands every one of them, with its id, to a loader in <head> that waits for the first paint', () => {
    const loader = html.slice(html.indexOf('<script>(function(s)'), html.indexOf('</head>'))
    expect(loader).toContain("'first-contentful-paint'")
    expect(loader).toContain(
      '[["/_next/static/chunks/framework-2.js"],["/tracker.js"],["/_next/static/chunks/webpack-1.js","_R_"]]',
    )
  })

  it('keeps the markup, inline scripts and legacy polyfills as they were', () => {
    for (const part of ['<h1>Title</h1>', '<script>inline()</script>', 'self.__next_f.push', 'noModule=""']) {
      expect(html).toContain(part)
    }
  })

  it('returns a page without such scripts unchanged', () => {
    const plain = '<html><head><title>t</title></head><body><p>x</p></body></html>'
    expect(loadScriptsAfterPaint(plain)).toBe(plain)
  })
})
