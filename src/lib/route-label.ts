/**
 * A request's route as a metrics label: one of the app's routes (its route table), so a visitor
 * cannot make new labels. Dynamic segments show by name (`/api/contact/:id`); a path no route
 * matches keeps the longest route prefix it follows with the rest as `:param`; every 404 is
 * `(unmatched)`, files are `(file)` and Next.js assets `/_next`.
 */

/** A route as Next.js names it by its folders: `/api/contact/[id]`, `/cms-api/[...slug]`, `/cms/[[...segments]]`. */
export type RouteTable = readonly string[]

type Segment = { word: string } | { param: string } | { rest: string }
type CompiledRoute = { label: string; segments: Segment[] }

function compile(route: string): CompiledRoute {
  const segments: Segment[] = route
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const rest = /^\[\[?\.\.\.(\w+)\]\]?$/.exec(part)
      if (rest) return { rest: rest[1] }
      const param = /^\[(\w+)\]$/.exec(part)
      return param ? { param: param[1] } : { word: part }
    })
  const label = segments.map((segment) =>
    'word' in segment ? segment.word : 'param' in segment ? `:${segment.param}` : `:${segment.rest}*`,
  )
  return { label: `/${label.join('/')}`, segments }
}

/** How many of `parts` the route follows, and whether it takes them all. */
function follow(route: CompiledRoute, parts: string[]): { matched: number; whole: boolean } {
  let matched = 0
  for (const segment of route.segments) {
    if ('rest' in segment) return { matched: parts.length, whole: true }
    const part = parts[matched]
    if (part === undefined || ('word' in segment && segment.word !== part)) return { matched, whole: false }
    matched += 1
  }
  return { matched, whole: matched === parts.length }
}

/** Static segments first: `/api/contact/export` wins over `/api/contact/[id]`. */
const specificity = (route: CompiledRoute) =>
  route.segments.map((segment) => ('word' in segment ? '0' : 'param' in segment ? '1' : '2')).join('')

export function routeLabeller(table: RouteTable): (url: string | undefined, status: number) => string {
  const routes = table.map(compile).sort((a, b) => (specificity(a) < specificity(b) ? -1 : 1))
  return (url, status) => {
    if (status === 404) return '(unmatched)'
    const pathname = (url ?? '/').split('?')[0]
    if (pathname.startsWith('/_next/')) return '/_next'
    const parts = pathname.split('/').filter(Boolean)
    if (parts.length === 0) return '/'
    let best: { route: CompiledRoute; matched: number } | null = null
    for (const route of routes) {
      const { matched, whole } = follow(route, parts)
      if (whole) return route.label
      if (!best || matched > best.matched) best = { route, matched }
    }
    if (/\.[a-z0-9]+$/i.test(pathname) && parts[0] !== 'api' && parts[0] !== 'cms-api') return '(file)'
    const known = best ? best.route.segments.slice(0, best.matched) : []
    const prefix = known.map((segment) =>
      'word' in segment ? segment.word : `:${'param' in segment && segment.param}`,
    )
    return `/${[...prefix, ':param'].join('/')}`
  }
}
