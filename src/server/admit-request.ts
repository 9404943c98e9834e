import type { IncomingMessage, ServerResponse } from 'node:http'
import { parse as parseQuery } from 'node:querystring'

import { BODY_WITHHELD_HEADER, bodyRule, credentialsRequired } from '@/contracts/body-limits'

import { requestCredentials } from './request-credentials'
import { type ActionCall, isFormPostToCms, serverActionProblem, type ServerActions } from './server-actions'

type Push = IncomingMessage['push']

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0

/** Letters, digits, `-`, `_` and `~` in non-empty segments: nothing to resolve, decode or collapse (most requests). */
const PLAIN_PATH = /^\/$|^(?:\/[A-Za-z0-9_~-]+)+\/?$/

/**
 * The path as routing will read it: dot segments resolved as a URL parser does (also spelled
 * `%2e%2e`, so `/x/%2e%2e/cms-api/…` is `/cms-api/…`), decoded, repeated slashes collapsed; null
 * when it is not percent-encoded UTF-8 (`/insights/%E0%A4%A`), which Next.js answers with a 500.
 */
export function requestPath(url: string | undefined): string | null {
  const raw = (url ?? '/').split('?', 1)[0]
  if (PLAIN_PATH.test(raw)) return raw
  try {
    const resolved = raw.startsWith('/') ? new URL(`http://n${raw}`).pathname : raw
    return decodeURI(resolved).replace(/\/{2,}/g, '/') || '/'
  } catch {
    return null
  }
}

const IMAGE_OPTIMIZER = '/_next/image'

/** Characters the optimizer's request for the path cannot carry as they are. */
const RAW_CHARACTERS = /[\s\\#?\u0000-\u001f\u007f]/
/**
 * What the site answers with a redirect or an error rather than a file, once the path is decoded:
 * a trailing slash, an empty or dot segment, a backslash or a control character (no uploaded file's
 * name holds one: Payload strips them, and `/`, from names).
 */
const NOT_A_FILE = /[\\\u0000-\u001f\u007f]|\/$|\/\/|\/\.\.?(\/|$)/

/**
 * Whether the image optimizer's `url` parameters are paths of files: it reads them as Node's query
 * parser does, fetches each from the site itself, whose router decodes it once more, and answers
 * a 500 for a path that does not decode (`/images/%E0%A4%A`) and for one the site answers with a
 * redirect (`/images/%20`, `/images/`) or fails on (`/images/%00`).
 */
export function imageSourcesValid(url: string | undefined): boolean {
  const query = url?.split('?')[1]
  if (!query) return true
  const sources = parseQuery(query).url ?? []
  try {
    return (Array.isArray(sources) ? sources : [sources]).every(
      (source) => !RAW_CHARACTERS.test(source) && !NOT_A_FILE.test(decodeURIComponent(source)),
    )
  } catch {
    return false
  }
}

/** A name or IPv4 address with an optional port: nearly every request, checked without parsing. */
const NAME_AND_PORT = /^[A-Za-z0-9.-]+(:\d{1,5})?$/

/** Whether the Host header names a host (and port): `a b` does not, and the CMS's pages fail on it. */
export function hostValid(host: string | undefined): boolean {
  if (!host || NAME_AND_PORT.test(host)) return true
  try {
    const url = new URL(`http://${host}`)
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  } catch {
    return false
  }
}

const UNDECODABLE_PATH = 'Bad request: the path is not valid percent-encoding'
const INVALID_IMAGE = "Bad request: the image's url is not a plain path"
const INVALID_HOST = 'Bad request: the Host header is not a valid host'
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
/**
 * TRACE echoes a request back (a cross-site tracing risk), and Next.js cannot even build a request
 * for it: a 500 from every route. (Node's parser itself refuses TRACK.)
 */
const TRACE_REFUSED = 'Method not allowed: TRACE'
const FORM_POST_TO_CMS = "Bad request: the CMS's pages take no form posts"

const isCmsApi = (path: string) => path === '/cms-api' || path.startsWith('/cms-api/')

/**
 * After a refusal, how much more of the body is read and thrown away. Many clients (fetch, most
 * browsers) read the answer only once they have sent their whole body: draining lets them see
 * the 413 instead of a reset connection. Past this, the connection is closed.
 */
const DRAIN_BYTES = 32 * 1024 * 1024

/** Throws away what is still to come of the body, closing the connection once more than `budget` bytes follow. */
function discardRest(req: IncomingMessage, push: Push, budget: number): void {
  let discarded = 0
  req.push = (chunk, encoding) => {
    if (chunk === null) return push(null)
    discarded += Buffer.isBuffer(chunk) ? chunk.length : Buffer.byteLength(chunk, encoding)
    if (discarded > budget) req.socket.destroy()
    return true
  }
}

/** Discards the rest of the body (see discardRest). */
function drain(req: IncomingMessage, push: Push, budget: number): void {
  discardRest(req, push, budget)
  // Flowing, so Node does not switch to its own unbounded discarding once the answer is sent.
  req.resume()
}

/**
 * Hands the request on without its body, which is discarded unread, marked so the app answers
 * from the credentials alone (and counts a wrong key against the client's lock-out).
 */
function withholdBody(req: IncomingMessage, res: ServerResponse, push: Push): void {
  discardRest(req, push, DRAIN_BYTES)
  delete req.headers['transfer-encoding']
  req.headers['content-length'] = '0'
  req.headers[BODY_WITHHELD_HEADER] = '1'
  // The request ends here for Next.js; marked complete, or Node takes the early end for an
  // abort and closes the connection before the answer.
  req.complete = true
  push(null)
  // Flowing once the answer is written (not before: Next.js must still see the end).
  res.once('prefinish', () => req.resume())
}

type Refusal = {
  status: number
  message: string
  path: string
  draining?: boolean
  headers?: Record<string, string>
}

/** Answers at once; what is still to come of the body is drained (see DRAIN_BYTES). */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  push: Push,
  { status, message, path, draining, headers }: Refusal,
): false {
  const json = isCmsApi(path)
  if (Number(req.headers['content-length'] ?? 0) > DRAIN_BYTES) {
    res.setHeader('connection', 'close')
    res.once('finish', () => req.socket.destroy())
  } else if (!draining && !req.complete) drain(req, push, DRAIN_BYTES)
  res.writeHead(status, {
    'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  })
  res.end(json ? JSON.stringify({ errors: [{ message }] }) : message)
  return false
}

/**
 * Collects the body as the socket delivers it, stopping at `maxBytes`. The chunks are held back
 * from the request stream and replayed into it once the body is complete, so Next.js reads the
 * same request it would have read, and never sees one that was refused.
 */
function collectWithin(req: IncomingMessage, push: Push, maxBytes: number): Promise<Buffer[] | null> {
  const chunks: Buffer[] = []
  let size = 0
  return new Promise((resolve) => {
    req.once('error', () => resolve(null))
    req.once('close', () => resolve(null))
    req.push = (chunk, encoding) => {
      if (chunk === null) {
        req.push = push
        for (const held of chunks) push(held)
        resolve(chunks)
        return push(null)
      }
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding)
      size += buffer.length
      if (size > maxBytes) {
        chunks.length = 0
        drain(req, push, DRAIN_BYTES)
        resolve(null)
        return true
      }
      chunks.push(buffer)
      return true
    }
  })
}

/** A server action call goes on to Next.js only with arguments it can decode (see serverActionProblem). */
async function admitAction(
  req: IncomingMessage,
  res: ServerResponse,
  push: Push,
  call: ActionCall,
  actions: ServerActions | null,
): Promise<boolean> {
  const problem = await serverActionProblem(call, actions)
  return problem ? refuse(req, res, push, { ...problem, path: call.path }) : true
}

/**
 * Decides whether a request may go on to Next.js: TRACE is refused (405); a path that
 * does not decode, an image to optimize whose url is not a file's path, and a Host header that
 * names no host are refused (400) where Next.js would fail on them; writes to Payload's REST API
 * and uploads are refused before their body is read without credentials, and handed on without
 * it when their credentials are not valid (see requestCredentials); a declared length over the route's limit is
 * refused at once, and a streamed (chunked) body is refused with 413 the moment it crosses the
 * limit. A server action call is checked once its body is in (see serverActionProblem). Must be
 * called synchronously from the server's request listener, before any await.
 */
export async function admitRequest(
  req: IncomingMessage,
  res: ServerResponse,
  actions: ServerActions | null,
): Promise<boolean> {
  const push: Push = req.push.bind(req)
  delete req.headers[BODY_WITHHELD_HEADER]
  const path = requestPath(req.url)
  if (path === null || !hostValid(req.headers.host)) {
    const message = path === null ? UNDECODABLE_PATH : INVALID_HOST
    return refuse(req, res, push, { status: 400, message, path: path ?? req.url ?? '/' })
  }
  if (req.method === 'TRACE')
    return refuse(req, res, push, { status: 405, message: TRACE_REFUSED, path, headers: { allow: ALLOWED_METHODS } })
  if (path === IMAGE_OPTIMIZER && !imageSourcesValid(req.url))
    return refuse(req, res, push, { status: 400, message: INVALID_IMAGE, path })
  const actionId = req.method === 'POST' ? req.headers['next-action'] : undefined
  const contentType = req.headers['content-type']
  if (actionId === undefined && isFormPostToCms(req.method, path, contentType))
    return refuse(req, res, push, { status: 400, message: FORM_POST_TO_CMS, path })
  const admitted = (body: Buffer[]) =>
    actionId === undefined ||
    admitAction(req, res, push, { path, actionId: String(actionId), contentType, body: Buffer.concat(body) }, actions)
  if (!hasBody(req)) return admitted([])
  const unauthorized = credentialsRequired(req.method, path)
  const credentials = unauthorized ? requestCredentials(req, path) : 'valid'
  if (unauthorized && credentials === 'none') return refuse(req, res, push, { ...unauthorized, path })
  if (credentials === 'invalid') {
    withholdBody(req, res, push)
    return admitted([])
  }
  const { maxBytes, tooLarge } = bodyRule(path)
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    return refuse(req, res, push, { status: 413, message: tooLarge, path })
  }
  const body = await collectWithin(req, push, maxBytes)
  if (body) return admitted(body)
  if (!req.destroyed && !res.headersSent)
    refuse(req, res, push, { status: 413, message: tooLarge, path, draining: true })
  return false
}
