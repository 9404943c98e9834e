type Header = { key: string; value: string }
type HeaderRule = { source: string; headers: Header[] }

const HINT = 'Sec-CH-Prefers-Color-Scheme'
const HINT_HEADERS = new Set(['accept-ch', 'vary', 'critical-ch'])
const isHintHeader = (header: Header) => HINT_HEADERS.has(header.key.toLowerCase()) && header.value === HINT

/**
 * withPayload asks every path for the reader's color scheme (Accept-CH, Vary and Critical-CH),
 * which only Payload's admin uses to pick its theme. Critical-CH makes Chromium fetch a page a
 * second time on a first visit, so on the public site it delayed the first paint: those headers
 * move to the CMS's paths, and every other rule stays as withPayload made it.
 */
export function clientHintsOnlyOnCms<Rule extends HeaderRule>(rules: Rule[]): Rule[] {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isHintHeader)
    if (!hints.length) return [rule]
    const others = rule.headers.filter((header) => !isHintHeader(header))
    return [
      ...(others.length ? [{ ...rule, headers: others }] : []),
      { ...rule, source: '/cms/:path*', headers: hints },
    ]
  })
}
