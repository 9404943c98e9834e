/**
 * What can be checked of the container setup without a Docker engine (none runs on these
 * machines): the compose file's services and wiring, the Caddy upstreams and the Dockerfile's
 * final stage.
 */
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { RUNTIME_ENV } from '../../scripts/production-server'

type Service = {
  image?: string
  build?: unknown
  command?: string[]
  profiles?: string[]
  environment: Record<string, string>
  volumes?: string[]
  ports?: string[]
  networks?: string[]
  depends_on?: Record<string, { condition: string }>
  deploy?: { replicas: string | number }
  healthcheck?: { test: string[] }
  stop_grace_period?: string
}
type Compose = {
  services: Record<string, Service>
  networks: Record<string, { ipam?: { config: { subnet: string }[] } } | null>
  volumes: Record<string, unknown>
}

const compose = parse(fs.readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as Compose
const { services } = compose
const caddyfile = fs.readFileSync('deploy/Caddyfile', 'utf8')
const dockerfile = fs.readFileSync('Dockerfile', 'utf8')

/** `${NAME:-default}` as compose resolves it when NAME is unset. */
const byDefault = (value: string | number) => String(value).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')

/** The Dockerfile's instructions, continuation lines joined, grouped by stage. */
function stages(text: string): { from: string; lines: string[] }[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const result: { from: string; lines: string[] }[] = []
  for (const line of lines) {
    if (line.startsWith('FROM ')) result.push({ from: line, lines: [] })
    else result.at(-1)?.lines.push(line)
  }
  return result
}

describe('docker-compose.yml', () => {
  it('runs MongoDB as a single-node replica set that is healthy once initiated', () => {
    const { mongo } = services
    expect(mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']))
    expect(mongo.healthcheck!.test.join(' ')).toContain(
      "rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] })",
    )
    expect(mongo.volumes).toContain('mongo-data:/data/db')
  })

  it('runs two app replicas by default on that replica set, after it is healthy', () => {
    const { app } = services
    expect(byDefault(app.deploy!.replicas)).toBe('2')
    expect(app.build).toBe('.')
    expect(app.depends_on).toEqual({ mongo: { condition: 'service_healthy' } })
    expect(app.environment.DATABASE_URI).toBe('mongodb://mongo:27017/site?replicaSet=rs0')
    expect(byDefault(app.environment.JOBS_AUTORUN)).toBe('true')
    expect(app.ports).toBeUndefined()
  })

  it('shares media and secrets between replicas on one volume', () => {
    const { app, worker } = services
    expect(app.volumes).toEqual(['app-data:/app/data'])
    expect(worker.volumes).toEqual(['app-data:/app/data'])
    expect(app.environment.MEDIA_DIR).toMatch(/^\/app\/data\//)
    expect(app.environment.SECRETS_FILE).toMatch(/^\/app\/data\//)
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['app-data', 'mongo-data']))
  })

  it('puts Caddy in front, round robin over every app replica on the port the app listens on', () => {
    const { proxy, app } = services
    expect(proxy.image).toMatch(/^caddy:2/)
    expect(proxy.depends_on).toEqual({ app: { condition: 'service_healthy' } })
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(byDefault(proxy.ports![0])).toBe('3000:80')
    const port = /^ENV .*\bPORT=(\d+)/m.exec(dockerfile)![1]
    expect(caddyfile).toMatch(new RegExp(`dynamic a app ${port}\\b`))
    expect(caddyfile).toContain('lb_policy round_robin')
    expect(caddyfile).toContain('health_uri /api/health')
    expect(app.networks).toContain('edge')
    expect(proxy.networks).toEqual(['edge'])
  })

  it('trusts X-Forwarded-For only from the proxy network', () => {
    const subnet = compose.networks.edge!.ipam!.config[0].subnet
    expect(byDefault(services.app.environment.TRUST_PROXY)).toBe(subnet)
  })

  it('offers a worker that runs the queues in a process of its own, on the same image and settings', () => {
    const { worker, app } = services
    expect(worker.profiles).toEqual(['worker'])
    expect(worker.image).toBe(app.image)
    expect(worker.command).toEqual(['node', 'dist/server.mjs', '--worker'])
    const { HOST, ...settings } = worker.environment
    expect(HOST).toBe('127.0.0.1')
    expect(settings).toEqual(app.environment)
  })
})

describe('Dockerfile', () => {
  const built = stages(dockerfile)
  const final = built.at(-1)!

  it('builds and runs on Node 22 LTS', () => {
    expect(built.map((stage) => stage.from.split(' ')[1])).toEqual(['node:22-bookworm-slim', 'node:22-bookworm-slim'])
  })

  it('ships only build outputs in the final stage: no dependency install, no dev tools', () => {
    const copies = final.lines.filter((line) => line.startsWith('COPY'))
    expect(copies.map((line) => line.split(' ').at(-2))).toEqual([
      '/app/.next/standalone',
      '/app/.next/static',
      '/app/public',
      '/app/dist',
    ])
    for (const line of final.lines) {
      expect(line).not.toMatch(/npm (install|ci)|node_modules|tsx|vitest|typescript|eslint/)
    }
  })

  it('runs the compiled server as the unprivileged node user, with a health check that reaches the database', () => {
    expect(final.lines).toContain('USER node')
    expect(final.lines.at(-1)).toBe('CMD ["node", "dist/server.mjs"]')
    const healthcheck = final.lines.find((line) => line.startsWith('HEALTHCHECK'))!
    expect(healthcheck).toContain('/api/health')
    const health = fs.readFileSync('src/endpoints/system.ts', 'utf8')
    expect(health).toMatch(/payload\.count\(/)
  })

  it('runs the server with the memory settings the benches measure (scripts/production-server.ts)', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    for (const [name, value] of Object.entries(RUNTIME_ENV)) {
      const env = final.lines.filter((line) => line.startsWith('ENV ')).flatMap((line) => line.split(' ').slice(1))
      expect(env).toContain(`${name}=${value}`)
      expect(pkg.scripts.start).toContain(`${name}=${value} `)
      expect(pkg.scripts.worker).toContain(`${name}=${value} `)
    }
  })

  it('uses the standalone output and the compiled entry that `npm run build` makes', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    expect(pkg.scripts.build).toContain('npm run build:server')
    expect(pkg.scripts['build:server']).toContain('--outfile=dist/server.mjs')
    // Without a build, `npm start` and `npm run worker` say to build first (scripts/require-build.mjs).
    expect(pkg.scripts.start).toBe(
      "node scripts/require-build.mjs 'npm start' && NODE_ENV=production MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-semi-space-size=8 node dist/server.mjs",
    )
    expect(pkg.scripts.worker).toBe(
      "node scripts/require-build.mjs 'npm run worker' && NODE_ENV=production MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-semi-space-size=8 node dist/server.mjs --worker",
    )
    expect(fs.readFileSync('next.config.ts', 'utf8')).toContain("output: 'standalone'")
  })
})
