import { ADMIN_KEY, apiRequest, routeParams } from '../helpers'

type Handler = (request: Request, context: never) => Promise<Response>
type CallOptions = Parameters<typeof apiRequest>[1] & { id?: string }

export type Answer = { status: number; text: string; json: () => unknown; headers: Headers }

/** Calls a route handler as Next.js would and reads the whole answer. */
export async function call(handler: Handler, path: string, options: CallOptions = {}): Promise<Answer> {
  const { id, ...rest } = options
  const response = await handler(apiRequest(path, rest), routeParams({ id: id ?? '' }) as never)
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text), headers: response.headers }
}

export const admin = { key: ADMIN_KEY }

let counter = 0
/** A fresh client address per call, so per-client rate limits never interfere between tests. */
export const nextIp = () => {
  counter += 1
  return `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`
}
