/**
 * A page's Suspense boundaries that finished while it rendered, put in place on the server. React
 * streams such a boundary as its fallback (`<!--$?--><template id="B:0"></template>…<!--/$-->`), the
 * content later in `<div hidden id="S:0">`, and a `$RC("B:0","S:0")` script that swaps them in an
 * animation frame after the first paint. A page sent whole (src/server/scripts-after-paint.ts) gains
 * nothing from that: the browser laid out and painted the skeletons, then the page again, and what
 * followed a boundary moved (CLS). Here the content takes the fallback's place as `<!--$-->…<!--/$-->`,
 * the DOM React's own swap leaves and hydrates; the `$RC` call, finding no segment, does nothing.
 */

const COMPLETED = /\$RC\("([^"<>]+)","([^"<>]+)"\)/g
/** Tags whose text may hold `<div` or `</div>` that are not markup. */
const RAW_TEXT = /<(script|style|textarea|title)\b/y

/** Where the element whose start tag ends at `from` closes (after its `</div>`), or -1. */
function divEnd(html: string, from: number): number {
  let depth = 1
  let at = from
  while (depth > 0) {
    const next = html.indexOf('<', at)
    if (next < 0) return -1
    RAW_TEXT.lastIndex = next
    const raw = RAW_TEXT.exec(html)
    if (raw) {
      const close = html.indexOf(`</${raw[1]}`, next + 1)
      if (close < 0) return -1
      at = close + 2
    } else if (html.startsWith('<!--', next)) {
      const close = html.indexOf('-->', next + 4)
      if (close < 0) return -1
      at = close + 3
    } else if (html.startsWith('</div>', next)) {
      depth -= 1
      at = next + 6
    } else {
      if (/^<div[\s>]/.test(html.slice(next, next + 5))) depth += 1
      at = next + 1
    }
  }
  return at
}

/** Where the fallback that starts at `from` ends (at its closing `<!--/$-->`), or -1. */
function fallbackEnd(html: string, from: number): number {
  let depth = 0
  let at = from
  for (;;) {
    const next = html.indexOf('<!--', at)
    if (next < 0) return -1
    const close = html.indexOf('-->', next + 4)
    if (close < 0) return -1
    const data = html.slice(next + 4, close)
    if (data === '/$' || data === '/&') {
      if (depth === 0) return next
      depth -= 1
    } else if (['$', '$?', '$!', '$~', '&'].includes(data)) depth += 1
    at = close + 3
  }
}

/** One boundary revealed, or the page as it was when its parts are not where React puts them. */
function reveal(html: string, boundary: string, segment: string): string {
  const opening = `<!--$?--><template id="${boundary}"></template>`
  const start = html.indexOf(opening)
  const segmentTag = `<div hidden id="${segment}">`
  const segmentStart = html.indexOf(segmentTag)
  if (start < 0 || segmentStart < start) return html
  const end = fallbackEnd(html, start + opening.length)
  const segmentEnd = divEnd(html, segmentStart + segmentTag.length)
  if (end < 0 || segmentEnd < 0 || segmentStart < end) return html
  const content = html.slice(segmentStart + segmentTag.length, segmentEnd - '</div>'.length)
  return html.slice(0, start) + `<!--$-->${content}` + html.slice(end, segmentStart) + html.slice(segmentEnd)
}

/** The page with every boundary React completed in it already revealed. */
export function revealBoundaries(html: string): string {
  let revealed = html
  for (const [, boundary, segment] of html.matchAll(COMPLETED)) revealed = reveal(revealed, boundary, segment)
  return revealed
}
