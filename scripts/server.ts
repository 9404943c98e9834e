/**
 * The one entry point for `npm run dev` and `npm start`: a Node HTTP server in front of Next.js
 * that records the client address from the socket (X-Forwarded-For only from the proxies
 * TRUST_PROXY names), bounds request bodies while they stream, counts every request for
 * /api/metrics, starts Payload right away (migrations, first CMS user, demo content) and prints
 * where everything is (site, database, backups); generated secrets are printed on the first start
 * only, and only on a terminal (see startupBanner). With `--worker` (`npm run worker`) it serves
 * only /api/health and /api/metrics and runs the job queues (src/jobs), the automatic snapshots
 * among them. In production it is compiled to dist/server.mjs
 * (`npm run build`).
 */
import fs from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import nextEnv from '@next/env'
import next from 'next'

import { eventsServer } from '../src/analytics/events-server'
import { backupLine } from '../src/backups/banner'
import { backupSettings } from '../src/backups/settings'
import { describeDatabase, resolveDatabase } from '../src/config/database'
import { ensureSecrets, secretsFile } from '../src/config/secrets'
import { CLIENT_IP_HEADER, clientAddress, dropUntrustedCountry, trustedProxies } from '../src/lib/client-address'
import { countRequest } from '../src/jobs/saturation'
import { onShutdown } from '../src/lib/shutdown'
import { observeRequest } from '../src/metrics/http'
import { metrics } from '../src/metrics/registry'
import { adminNoncePolicy } from '../src/server/admin-csp'
import { admitRequest } from '../src/server/admit-request'
import { boundCacheControl } from '../src/server/cache-control'
import { logRequest } from '../src/server/request-log'
import { boundHeapGrowth } from '../src/server/heap-growth'
import { buildServerActions } from '../src/server/server-actions'
import { deferPageScripts } from '../src/server/scripts-after-paint'
import { answerRedirect } from '../src/server/redirects'
import { answerSentPage } from '../src/server/sent-pages'
import { singleLocationHeader } from '../src/server/single-location'
import { handleShutdown } from './graceful-shutdown'
import { listenOrExit, requireFreePort } from './listen'
import { serverRole } from './server-role'
import { startupBanner } from './startup-banner'

process.env.NEXT_TELEMETRY_DISABLED ??= '1'
boundHeapGrowth()
const dev = process.env.NODE_ENV !== 'production'
nextEnv.loadEnvConfig(process.cwd(), dev)
const port = Number(process.env.PORT || 3000)
// A development server is for this machine only; `npm start` and the image listen everywhere.
const host = process.env.HOST || (dev ? '127.0.0.1' : '0.0.0.0')
const startedAt = Date.now()
/** A line per start-up step, so a long first start never sits silent. */
const step = (text: string) => console.log(`[start ${Math.round((Date.now() - startedAt) / 1000)} s] ${text}`)
const keyFromEnv = Boolean(process.env.ADMIN_API_KEY?.trim())
await requireFreePort(port, host)
const firstStart = !fs.existsSync(secretsFile())
const startup = (() => {
  try {
    return {
      trust: trustedProxies(process.env.TRUST_PROXY),
      secrets: ensureSecrets(),
      database: resolveDatabase(process.env.DATABASE_URI),
      backups: backupSettings(),
    }
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
})()
const { trust, secrets, database, backups } = startup
const role = serverRole(process.argv, dev)

step(`Preparing Next.js${dev ? ' (development)' : ''}`)
const app = next({ dev, hostname: 'localhost', port, webpack: !dev })
const handle = app.getRequestHandler()
await app.prepare()
const events = eventsServer()
metrics().eventCounts = events.counts
// In development the action manifest changes as pages compile: calls are checked by shape alone.
const serverActions = dev ? null : buildServerActions(process.cwd())
// On SIGTERM, after the last request is answered, every accepted event is written.
onShutdown('analytics-events', events.flush)

/** Every request but a tracker event's; awaits the checks of its path, host and body. */
async function forwardToNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!(await admitRequest(req, res, serverActions))) return
  // The job runner gives way while visitors' requests fill the thread (src/jobs/saturation.ts).
  countRequest(req.url)
  // A kept page is answered as it was sent (a 200 without Location, its Cache-Control already bounded).
  if (answerSentPage(req, res)) return
  // The CMS's redirects, before Next.js renders anything (none from a path a page serves).
  if (await answerRedirect(req, res)) return
  singleLocationHeader(res)
  boundCacheControl(req, res)
  deferPageScripts(req, res)
  adminNoncePolicy(req, res, dev)
  void handle(req, res)
}

// Not an async function: a tracker event is answered without a promise (with Next's async
// context tracking, each one costs the thread more garbage).
const server = createServer((req, res) => {
  observeRequest(req, res)
  if (dev) logRequest(req, res)
  if (!role.serves(req.url)) {
    res.writeHead(404).end()
    return
  }
  req.headers[CLIENT_IP_HEADER] = clientAddress({
    remoteAddress: req.socket.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'],
    trust,
  })
  dropUntrustedCountry(req.headers, req.socket.remoteAddress, trust)
  // Tracker events are answered here, off Next's path, with their own 4 KB body limit.
  if (!events.handle(req, res)) void forwardToNext(req, res)
})

// A slow client cannot hold a connection open for long: headers within 20 s, the whole request
// (a 5 MB upload on a slow line included) within 2 minutes; beyond 4096 open connections new ones wait.
server.headersTimeout = 20_000
server.requestTimeout = 120_000
server.maxConnections = 4096
handleShutdown(server)
await listenOrExit(server, port, host)
const base = `http://localhost:${port}`
// Where this instance reaches itself to re-render its pages when another instance changed content.
if (!role.worker) process.env.SITE_INTERNAL_URL = `http://127.0.0.1:${port}`

async function warmUp(): Promise<void> {
  step(
    `${dev ? 'Compiling the API routes (the first compile takes a minute or two), then starting' : 'Starting'} Payload: ` +
      'database migrations, the first CMS user and, on a first start, the demo content',
  )
  const health = await fetch(`${base}/api/health`)
  if (!health.ok) throw new Error(`Startup check failed: ${health.status} ${await health.text()}`)
  step('Database ready')
  if (role.worker) return
  step('Rendering the pages from this database')
  // Pages prerendered at build time may come from another database: render them anew.
  const revalidated = await fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-api-key': secrets.adminApiKey, [CLIENT_IP_HEADER]: '127.0.0.1' },
  })
  if (!revalidated.ok) throw new Error(`Revalidation failed: ${revalidated.status}`)
}

try {
  await warmUp()
} catch (error) {
  console.error(error)
  process.exit(1)
}

const databaseLines = (takesSnapshots: boolean) => [
  `  Database    ${describeDatabase(database)}`,
  `  Backups     ${backupLine(backups, { databaseFile: database.kind === 'sqlite' ? database.file : null, takesSnapshots })}`,
]
const workerBanner = [
  `Worker running the job queues; health and metrics on ${base}/api/health and ${base}/api/metrics`,
  ...databaseLines(true),
  process.env.SITE_URL?.trim()
    ? `  Links       ${process.env.SITE_URL.trim()} (SITE_URL)`
    : "  Links       SITE_URL is not set: e-mails and CRM messages with links to the site fail (a worker cannot know the site's address); set it and restart",
  `Ready on ${base}`,
].join('\n')
console.log(
  role.worker
    ? workerBanner
    : startupBanner({
        base,
        keyFromEnv,
        passwordFromEnv: Boolean(process.env.CMS_ADMIN_PASSWORD),
        firstStart,
        secretsFile: secretsFile(),
        cmsEmail: process.env.CMS_ADMIN_EMAIL || 'admin@example.com',
        adminApiKey: secrets.adminApiKey,
        cmsAdminPassword: secrets.cmsAdminPassword,
        terminal: Boolean(process.stdout.isTTY),
        beforeKey: [`  Metrics     ${base}/api/metrics (bearer METRICS_TOKEN or the admin key)`],
        afterLogin: databaseLines(process.env.JOBS_AUTORUN !== 'false'),
      }),
)
