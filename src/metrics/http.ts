import type { IncomingMessage, ServerResponse } from 'node:http'

import { routeLabeller } from '@/lib/route-label'

import { metrics } from './registry'
import { APP_ROUTES } from './route-table'

const routeLabel = routeLabeller(APP_ROUTES)

/** Past this many routes, new ones count as `(other)`: a safety net, as the labels come from the route table. */
const MAX_ROUTES = 300

const routes = new Set<string>()

const bounded = (route: string) => {
  if (routes.has(route)) return route
  if (routes.size >= MAX_ROUTES) return '(other)'
  routes.add(route)
  return route
}

/** Counts a request and its latency once its answer is sent (or the connection closed). */
export function observeRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint()
  res.once('close', () => {
    const { requests, latency } = metrics()
    const route = bounded(routeLabel(req.url, res.statusCode))
    const method = req.method ?? 'GET'
    requests.inc({ method, route, status: String(res.statusCode) })
    latency.observe({ method, route }, Number(process.hrtime.bigint() - started) / 1e9)
  })
}
