/**
 * A request's route as a metrics label: few distinct values, and nothing a visitor typed (ids,
 * slugs, file names and query strings are left out). API paths keep their words and show ids as
 * `:id`; a page keeps its first segment; every 404 is `(unmatched)`, so scanners add no labels.
 */
const ID = /^(\d+|[0-9a-f]{24}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i
const WORD = /^[a-z][a-z-]{0,39}$/
const API_DEPTH = 4

const segmentLabel = (segment: string) => (ID.test(segment) ? ':id' : WORD.test(segment) ? segment : ':param')

export function routeLabel(url: string | undefined, status: number): string {
  if (status === 404) return '(unmatched)'
  const pathname = (url ?? '/').split('?')[0]
  if (pathname.startsWith('/_next/')) return '/_next'
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length === 0) return '/'
  if (/\.[a-z0-9]+$/i.test(pathname) && segments[0] !== 'api' && segments[0] !== 'cms-api') return '(file)'
  if (segments[0] === 'api' || segments[0] === 'cms-api')
    return `/${segments[0]}/${segments.slice(1, API_DEPTH).map(segmentLabel).join('/')}`.replace(/\/$/, '')
  return `/${segmentLabel(segments[0])}${segments.length > 1 ? '/:param' : ''}`
}
