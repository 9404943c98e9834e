/**
 * Closed-loop HTTP load on one URL for a fixed time, `connections` requests in flight, gzip
 * accepted as a browser does: wrk when it is installed (`apt-get install wrk`), else a small
 * load generator on node:http with keep-alive connections (slower itself, so its figures are
 * lower; both sides of a comparison use the same one).
 */
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import { performance } from 'node:perf_hooks'

export type LoadResult = { requests: number; perSecond: number; p99Ms: number; errors: number; tool: string }

const hasWrk = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // wrk --version prints its banner and exits 1.
    return (error as { status?: number }).status === 1
  }
})()

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1)

function wrk(url: string, seconds: number, connections: number): LoadResult {
  const output = execFileSync(
    'wrk',
    [`-t2`, `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', url],
    { encoding: 'utf8', timeout: (seconds + 30) * 1000 },
  )
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)/m.exec(output)
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0)
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) +
    [...output.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0)
  return {
    requests,
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p99Ms: p99 ? toMs(p99[1], p99[2]) : NaN,
    errors,
    tool: 'wrk',
  }
}

async function nodeLoad(url: string, seconds: number, connections: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  const deadline = started + seconds * 1000
  const once = () =>
    new Promise<void>((resolve) => {
      const begin = performance.now()
      const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.resume()
        response.once('end', () => {
          if ((response.statusCode ?? 500) >= 400) errors += 1
          latencies.push(performance.now() - begin)
          resolve()
        })
      })
      request.once('error', () => {
        errors += 1
        resolve()
      })
    })
  const loop = async () => {
    while (performance.now() < deadline) await once()
  }
  await Promise.all(Array.from({ length: connections }, loop))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    p99Ms: latencies[Math.max(0, Math.ceil(0.99 * latencies.length) - 1)] ?? NaN,
    errors,
    tool: 'node:http',
  }
}

export const load = (url: string, seconds: number, connections = 10): Promise<LoadResult> =>
  hasWrk ? Promise.resolve(wrk(url, seconds, connections)) : nodeLoad(url, seconds, connections)
