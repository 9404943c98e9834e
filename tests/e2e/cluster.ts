/**
 * Several production instances (the compiled server, dist/server.mjs) on one SQLite file behind a
 * small round-robin proxy, all on 127.0.0.1, for tests/e2e/multi-instance.test.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'

/** The proxy takes the simulated client address from this header, as an edge proxy takes the socket's. */
export const SIMULATED_CLIENT = 'x-simulated-client'

export type Instance = { port: number; process: ChildProcess; exited: Promise<number | null>; output: () => string }

export type Cluster = {
  baseURL: string
  adminKey: string
  databaseFile: string
  instances: Instance[]
  /** How many requests each instance answered, by index. */
  served: number[]
  /** SIGTERM to one instance; resolves when it exited, with its exit code. */
  terminate: (index: number) => Promise<number | null>
  stop: () => Promise<void>
}

function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Instance on ${port} did not start:\n${output}`)), 240_000)
    const ready = () => {
      if (!output.includes('Ready on')) return
      clearTimeout(timer)
      child.stdout!.off('data', ready)
      resolve({ port, process: child, exited, output: () => output })
    }
    child.stdout!.on('data', ready)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Instance on ${port} exited with ${code}:\n${output}`))
    })
  }).catch((error: unknown) => {
    child.kill('SIGKILL')
    throw error
  }) as Promise<Instance>
}

/**
 * Round robin over the live upstreams. A request whose connection is refused (an instance that
 * stopped accepting) goes to the next one, as nginx's proxy_next_upstream does, trying each once; nothing was sent
 * then, so nothing can happen twice. No keep-alive towards the instances.
 */
function roundRobinProxy(ports: number[], served: number[]): Server {
  let next = 0
  return createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const { [SIMULATED_CLIENT]: client, ...incoming } = req.headers
    const headers = { ...incoming, 'x-forwarded-for': String(client ?? req.socket.remoteAddress), connection: 'close' }
    // Each upstream at most once per request, from this request's turn on: with several requests
    // in flight, taking the shared counter again on a retry could land on the stopped one twice.
    const first = next++
    for (let attempt = 0; attempt < ports.length; attempt += 1) {
      const index = (first + attempt) % ports.length
      const upstream = await new Promise<IncomingMessage | null>((resolve) => {
        const forwarded = httpRequest(
          { host: '127.0.0.1', port: ports[index], method: req.method, path: req.url, headers, agent: false },
          resolve,
        )
        forwarded.on('error', () => resolve(null))
        forwarded.end(body)
      })
      if (!upstream) continue
      served[index] += 1
      res.writeHead(upstream.statusCode ?? 502, upstream.headers)
      upstream.pipe(res)
      return
    }
    res.writeHead(502).end('No instance answered')
  })
}

export async function startCluster(options: {
  count: number
  basePort: number
  env?: Record<string, string>
}): Promise<Cluster> {
  if (!fs.existsSync('.next/BUILD_ID') || !fs.existsSync('dist/server.mjs'))
    throw new Error('No production build: run `npm run build` first')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-multi-'))
  const adminKey = `multi-${randomUUID()}`
  const databaseFile = path.join(dir, 'site.db')
  const env = {
    DATABASE_URI: `file:${databaseFile}`,
    SECRETS_FILE: path.join(dir, 'secrets.json'),
    MEDIA_DIR: path.join(dir, 'media'),
    ADMIN_API_KEY: adminKey,
    PAYLOAD_SECRET: `secret-${randomUUID()}`,
    CMS_ADMIN_PASSWORD: 'multi-instance-password',
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  }
  const ports = Array.from({ length: options.count }, (_, index) => options.basePort + 1 + index)
  // The first instance migrates the new database; the others start on it together.
  const instances = [await startInstance(ports[0], env)]
  instances.push(...(await Promise.all(ports.slice(1).map((port) => startInstance(port, env)))))
  const served = ports.map(() => 0)
  const proxy = roundRobinProxy(ports, served)
  await new Promise<void>((resolve) => proxy.listen(options.basePort, '127.0.0.1', resolve))

  const terminate = async (index: number) => {
    instances[index].process.kill('SIGTERM')
    return instances[index].exited
  }
  return {
    baseURL: `http://127.0.0.1:${options.basePort}`,
    adminKey,
    databaseFile,
    instances,
    served,
    terminate,
    stop: async () => {
      proxy.closeAllConnections()
      await new Promise((resolve) => proxy.close(resolve))
      await Promise.all(
        instances.map(async (instance) => {
          if (instance.process.exitCode !== null || instance.process.signalCode !== null) return
          instance.process.kill('SIGTERM')
          const timer = setTimeout(() => instance.process.kill('SIGKILL'), 12_000)
          await instance.exited
          clearTimeout(timer)
        }),
      )
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
