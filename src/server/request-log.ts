import type { IncomingMessage, ServerResponse } from 'node:http'

import { redactUrl } from '@/lib/log-redaction'
import { serverLogger } from '@/lib/server-logger'

/** Scrapes come every few seconds and say nothing a person needs: at debug only. */
const QUIET = ['/api/metrics']

/**
 * The development log's line per request (`GET /insights 200 in 12ms`), in place of Next.js's
 * own, which printed query tokens (a newsletter link's) and every metrics scrape: tokens, keys
 * and e-mail addresses are masked (src/lib/log-redaction.ts), build files and scrapes left out.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/'
  if (url.startsWith('/_next/') || url.startsWith('/__nextjs')) return
  const started = process.hrtime.bigint()
  res.once('close', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    const line = `${req.method ?? 'GET'} ${redactUrl(url)} ${res.statusCode} in ${ms < 10 ? ms.toFixed(1) : Math.round(ms)}ms`
    if (QUIET.some((path) => url === path || url.startsWith(`${path}?`))) serverLogger.debug(line)
    else serverLogger.info(line)
  })
}
