import { getPayloadClient } from '@/payload-client'

export const ADMIN_KEY = 'test-admin-key'

export const testPayload = getPayloadClient

type RequestOptions = {
  method?: string
  body?: unknown
  /** Raw body text, sent as is. */
  rawBody?: string
  key?: string
  ip?: string
  headers?: Record<string, string>
}

/** A Request for calling a route handler directly, as our server would pass it on. */
export function apiRequest(pathname: string, options: RequestOptions = {}): Request {
  const headers = new Headers(options.headers)
  headers.set('x-client-ip', options.ip ?? '203.0.113.1')
  if (options.key !== undefined) headers.set('x-api-key', options.key)
  let body: string | undefined = options.rawBody
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  }
  return new Request(new URL(pathname, 'http://localhost:3000'), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  })
}

/** The context Next.js passes to a dynamic route handler. */
export const routeParams = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) })
