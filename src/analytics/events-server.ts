import type { IncomingMessage, ServerResponse } from 'node:http'
import nodeModule from 'node:module'

import { resolveDatabase } from '@/config/database'
import { MAX_EVENT_BODY_BYTES } from '@/contracts/analytics-event'
import { siteTimeZone } from '@/analytics/model/time'
import { CLIENT_IP_HEADER } from '@/lib/client-address'
import { onShutdown } from '@/lib/shutdown'
import { mongoSharedState } from '@/shared-state/mongo'

import { sharedAddressLimit } from './address-limit'
import { Collector, type SharedAddressLimit } from './collector'
import { ingest, type EventAnswer } from './ingest'
import { MongoIngestStore } from './store/mongo-ingest'
import type { IngestStore } from './store/types'
import { WorkerIngestStore } from './store/worker-ingest'

/**
 * The ingest store and the shared rate-limit counters on DATABASE_URI, on a connection of their
 * own (Payload runs inside Next): SQLite's in a worker thread (its statements block), MongoDB's
 * driver on this thread (it waits on the network, never blocking).
 */
function openIngest(databaseUri = process.env.DATABASE_URI): { store: IngestStore; limit: SharedAddressLimit } {
  const choice = resolveDatabase(databaseUri)
  if (choice.kind === 'mongodb') {
    // Loaded only for MongoDB (see databaseAdapter): a SQLite server never holds mongoose. (The
    // server's bundle already declares a `createRequire` of its own, hence the namespace.)
    const mongoose: typeof import('mongoose') = nodeModule.createRequire(import.meta.url)('mongoose')
    const connection = mongoose.createConnection(choice.url)
    // Only the rate-limit counters are used here, never the job claims.
    const shared = mongoSharedState(connection, { jobsCollection: 'payload-jobs', toObjectId: (id) => id })
    return { store: new MongoIngestStore(connection), limit: sharedAddressLimit(shared.rateLimits) }
  }
  // Idle, the worker never holds the process; while a flush is under way it does.
  const store = new WorkerIngestStore(choice.file)
  return { store, limit: store.addressLimit }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/** A request's headers as ingest reads them (an object per request, no closure). */
class NodeHeaders {
  constructor(private readonly req: IncomingMessage) {}

  get(name: string): string | undefined {
    return header(this.req, name)
  }
}

/** The headers of an answer without a body, shared: writeHead only reads them. */
const NO_STORE: Record<string, string> = Object.freeze({ 'cache-control': 'no-store' })

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  { status, message, headers: extra }: EventAnswer,
  bodyLeft: boolean,
): void {
  if (!message && !extra && !bodyLeft) {
    res.writeHead(status, NO_STORE)
    res.end()
    return
  }
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...extra }
  if (message) headers['content-type'] = 'text/plain; charset=utf-8'
  // A body left unread is not drained: the connection closes after the answer.
  if (bodyLeft) headers.connection = 'close'
  res.writeHead(status, headers)
  res.end(message)
  if (bodyLeft) res.once('finish', () => req.destroy())
}

const UNAVAILABLE: EventAnswer = {
  status: 503,
  message: 'Analytics is unavailable, try again later',
  headers: { 'retry-after': '5' },
}

function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error(error)
  if (!res.headersSent) answer(req, res, UNAVAILABLE, true)
}

type EventsServer = {
  /** Answers POST /api/events and returns true; anything else is left to Next (false). */
  handle: (req: IncomingMessage, res: ServerResponse) => boolean
  /** Writes the events accepted so far (also done on shutdown, through src/lib/shutdown.ts). */
  flush: () => Promise<void>
  /** Events accepted and written so far (for GET /api/metrics). */
  counts: () => { accepted: number; stored: number }
}

/**
 * POST /api/events in the HTTP server in front of Next: the same ingest as the Next route
 * (src/analytics/ingest.ts), without Next's routing and rendering on the path of every beacon.
 * The collector opens its store on the first event; on SIGTERM the server's shutdown hooks write
 * what it still holds.
 */
export function eventsServer(
  open: () => { store: IngestStore; limit?: SharedAddressLimit } = openIngest,
): EventsServer {
  let collector: Collector | undefined
  const collectorNow = () => {
    if (!collector) {
      const { store, limit } = open()
      collector = new Collector(store, siteTimeZone(), Date.now, limit)
    }
    return collector
  }
  onShutdown('analytics-events', () => collector?.close() ?? Promise.resolve())

  /** Answers a body, or null when it passed MAX_EVENT_BODY_BYTES (the rest is left unread). */
  function reply(req: IncomingMessage, res: ServerResponse, body: Buffer | null): void {
    try {
      const result = ingest(collectorNow(), {
        headers: new NodeHeaders(req),
        body,
        ip: header(req, CLIENT_IP_HEADER) ?? 'unknown',
        host: header(req, 'host') ?? '',
      })
      if (result instanceof Promise)
        result.then((value) => answer(req, res, value, body === null)).catch((error) => fail(req, res, error))
      else answer(req, res, result, body === null)
    } catch (error) {
      fail(req, res, error)
    }
  }

  /**
   * Reads the body and answers once. Callbacks rather than a promise, and as few closures as
   * can be: a beacon that needs no database wait makes no promise and little garbage.
   */
  function respond(req: IncomingMessage, res: ServerResponse): void {
    if (Number(req.headers['content-length'] ?? 0) > MAX_EVENT_BODY_BYTES) return reply(req, res, null)
    // A beacon's body arrives in one chunk; more are joined as they come.
    let body: Buffer | undefined
    let settled = false
    req.on('data', (chunk: Buffer) => {
      if ((body?.byteLength ?? 0) + chunk.byteLength > MAX_EVENT_BODY_BYTES) {
        req.removeAllListeners('data')
        req.pause()
        settled = true
        reply(req, res, null)
      } else body = body ? Buffer.concat([body, chunk]) : chunk
    })
    req.on('end', () => {
      if (settled) return
      settled = true
      reply(req, res, body ?? Buffer.alloc(0))
    })
    // After the body, a request error changes nothing (the answer is under way).
    req.on('error', (error) => {
      if (!settled) fail(req, res, error)
    })
  }

  return {
    handle(req, res) {
      if (req.method !== 'POST' || (req.url !== '/api/events' && !req.url?.startsWith('/api/events?'))) return false
      respond(req, res)
      return true
    },
    flush: () => collector?.close() ?? Promise.resolve(),
    counts: () => collector?.counts ?? { accepted: 0, stored: 0 },
  }
}
