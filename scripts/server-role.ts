import fs from 'node:fs'
import path from 'node:path'

export type ServerRole = {
  /** `--worker`: runs the job queues and answers only /api/health and /api/metrics. */
  worker: boolean
  serves: (url: string | undefined) => boolean
}

const WORKER_ROUTES = ['/api/health', '/api/metrics']
const workerServes = (url: string | undefined) =>
  WORKER_ROUTES.some((route) => url === route || Boolean(url?.startsWith(`${route}?`)))

/**
 * What this process is. A worker always runs the job queues, whatever JOBS_AUTORUN says (that
 * setting is for the web instances that leave the queues to it). A production server runs Next.js
 * with the configuration `next build` resolved (.next/required-server-files.json), so it needs
 * neither next.config.ts nor a TypeScript compiler: that is how it runs from the pruned image.
 */
export function serverRole(argv: string[], dev: boolean): ServerRole {
  const worker = argv.includes('--worker')
  if (worker) {
    process.env.JOBS_AUTORUN = 'true'
    // Tells the job runner it serves no visitors, so it never holds back for them (src/jobs).
    process.env.SERVER_ROLE = 'worker'
  }
  const built = path.join(process.cwd(), '.next', 'required-server-files.json')
  if (!dev && fs.existsSync(built)) {
    const { config } = JSON.parse(fs.readFileSync(built, 'utf8')) as { config: unknown }
    process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(config)
  }
  return { worker, serves: (url) => !worker || workerServes(url) }
}
