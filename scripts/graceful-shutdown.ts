/**
 * SIGTERM, SIGINT and SIGHUP (a closed terminal) for the HTTP server in front of Next.js: stop accepting connections, let the
 * requests in flight finish, then run the shutdown hooks the app registered (src/lib/shutdown.ts:
 * the analytics buffer is written, running jobs finish or go back to the queue), all within 10 s,
 * as orchestrators (Docker, Kubernetes) allow before they kill the process.
 */
import type { Server } from 'node:http'

import { runShutdownHooks } from '../src/lib/shutdown'

/** Requests in flight get this long to finish; the hooks the rest of the 10 s. */
const DRAIN_MS = 5000
const HARD_LIMIT_MS = 9500

export function handleShutdown(server: Server, log: (message: string) => void = console.log): void {
  let inFlight = 0
  // A response closes once: one shared listener, rather than `once`'s wrapper and a closure per request.
  const finished = () => (inFlight -= 1)
  server.on('request', (_req, res) => {
    inFlight += 1
    res.on('close', finished)
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    // After SIGHUP the terminal is gone: a write to it fails, and must not end the shutdown half-way.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)
    log(`${signal}: finishing ${inFlight} request(s) in flight, then stopping`)
    setTimeout(() => {
      console.error('Shutdown took too long; exiting')
      process.exit(1)
    }, HARD_LIMIT_MS).unref()
    server.close()
    const deadline = Date.now() + DRAIN_MS
    while (inFlight > 0 && Date.now() < deadline) {
      server.closeIdleConnections()
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    server.closeAllConnections()
    await runShutdownHooks()
    log('Stopped')
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stop(signal))
}
