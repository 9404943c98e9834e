import { createElement as h, Fragment, Suspense, type ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'

import { revealBoundaries } from '@/server/reveal-boundaries'

/** A component that renders after `ms`, as a server component waiting for its data does. */
function later(ms: number, children: ReactNode) {
  let done = false
  const ready = new Promise<void>((resolve) => setTimeout(() => ((done = true), resolve()), ms))
  function Later() {
    if (!done) throw ready
    return h(Fragment, null, children)
  }
  return h(Later)
}

const page = () =>
  h(
    'html',
    { lang: 'en' },
    h(
      'body',
      null,
      h('h1', null, 'Team'),
      h(
        Suspense,
        { fallback: h('ul', { 'aria-label': 'Loading team members' }, h('li', null, 'skeleton')) },
        later(
          10,
          h(
            'div',
            { className: 'grid' },
            h('div', null, 'Jane <Doe>'),
            h('script', { dangerouslySetInnerHTML: { __html: 'var s = "</div><div>"' } }),
            h(Suspense, { fallback: h('p', null, 'inner skeleton') }, later(30, h('section', null, 'Advisors'))),
          ),
        ),
      ),
      h('footer', null, 'After the boundary'),
    ),
  )

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text()
/** React's own inline scripts: the swap functions, and the calls that find nothing to swap once revealed. */
const withoutSwapScripts = (html: string) =>
  html.replace(/<script( id="_R_")?>(\$R|requestAnimationFrame)[\s\S]*?<\/script>/g, '')

describe('revealBoundaries', () => {
  it('turns a streamed page into the one React writes when every boundary finished first', async () => {
    const streamed = await text(await renderToReadableStream(page()))
    expect(streamed).toContain('<template id="B:0"></template>')
    expect(streamed).toContain('skeleton')

    const revealed = revealBoundaries(streamed)
    const whole = await text((await prerender(page())).prelude)
    expect(withoutSwapScripts(revealed)).toBe(whole)
    expect(revealed).not.toContain('skeleton')
    expect(revealed).not.toContain('<div hidden')
  })

  it('leaves a boundary that has not finished as React streamed it', async () => {
    const streamed = await text(await renderToReadableStream(page()))
    const unfinished = streamed.replace(/\$RC\("B:1","S:1"\)/, '')
    const revealed = revealBoundaries(unfinished)
    expect(revealed).toContain('inner skeleton')
    expect(revealed).toContain('<template id="B:1"></template>')
    expect(revealed).not.toContain('Loading team members')
  })

  it('returns a page without boundaries unchanged', () => {
    const plain = '<html><body><!--$--><p>x</p><!--/$--></body></html>'
    expect(revealBoundaries(plain)).toBe(plain)
  })
})
