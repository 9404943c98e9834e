/**
 * The one entry point for `npm run dev` and `npm start`: a Node HTTP server in front of Next.js
 * that records the client address from the socket (X-Forwarded-For only with TRUST_PROXY=true),
 * starts Payload right away (migrations, first CMS user, demo content) and prints where
 * everything is.
 */
import { createServer } from 'node:http'

import nextEnv from '@next/env'
import next from 'next'

import { eventsServer } from '../src/analytics/events-server'
import { ensureSecrets } from '../src/config/secrets'
import { CLIENT_IP_HEADER, clientAddress } from '../src/lib/client-address'

process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const dev = process.env.NODE_ENV !== 'production'
nextEnv.loadEnvConfig(process.cwd(), dev)
const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || '0.0.0.0'
const trustProxy = process.env.TRUST_PROXY === 'true'
const keyFromEnv = Boolean(process.env.ADMIN_API_KEY?.trim())
const secrets = ensureSecrets()

const app = next({ dev, hostname: 'localhost', port, webpack: !dev })
const handle = app.getRequestHandler()
await app.prepare()
const events = eventsServer()

const server = createServer((req, res) => {
  req.headers[CLIENT_IP_HEADER] = clientAddress({
    remoteAddress: req.socket.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'],
    trustProxy,
  })
  if (events.handle(req, res)) return
  void handle(req, res)
})

await new Promise<void>((resolve) => server.listen(port, host, resolve))
const base = `http://localhost:${port}`

async function warmUp(): Promise<void> {
  const health = await fetch(`${base}/api/health`)
  if (!health.ok) throw new Error(`Startup check failed: ${health.status} ${await health.text()}`)
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

const lines = [
  '',
  `  Site        ${base}`,
  `  Dashboard   ${base}/admin`,
  `  CMS         ${base}/cms`,
  `  Admin key   ${keyFromEnv ? '(from ADMIN_API_KEY)' : secrets.adminApiKey}`,
  process.env.CMS_ADMIN_PASSWORD
    ? ''
    : `  CMS login   ${process.env.CMS_ADMIN_EMAIL || 'admin@example.com'} / ${secrets.cmsAdminPassword} (first start only; change it in the CMS)`,
  '',
  `Ready on ${base}`,
]
console.log(lines.filter((line, index) => line !== '' || index === 0 || index === lines.length - 2).join('\n'))

const stop = () => {
  server.close(() => void events.flush().finally(() => process.exit(0)))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
