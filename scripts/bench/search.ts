/**
 * npm run bench:search — insight search at BENCH_POSTS (default 10,000) published posts: the
 * latency of `/insights?q=…` (the whole page), cold (each query seen for the first time, so
 * rendered) and repeated (answered from the kept results pages), beside an empty route
 * (`/api/health`) of the same production server in the same run, a new search beside a tag, the list at `/insights` (its
 * weight and latency), and the FTS5 queries alone on the database. Requests go one at a time (latency, not throughput); target: p95 ≤ 50 ms.
 * BENCH_SERVER_NODE_ARGS adds flags for the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { createClient } from '@libsql/client'

import { sqliteSearch } from '../../src/insights/search/sqlite-index'
import { INSIGHTS_PER_PAGE } from '../../src/lib/insights-listing'
import { ftsMatch, searchTerms } from '../../src/lib/search-terms'
import { startProductionServer } from '../production-server'
import { coldQuery, QUERIES, seedPosts, TAGS } from './search-posts'

const POSTS = Math.min(Number(process.env.BENCH_POSTS) || 10_000, 50_000)
const REQUESTS = Math.min(Number(process.env.BENCH_REQUESTS) || 300, 2000)
const NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS || '').split(' ').filter(Boolean)

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0

/** Times `run(0…REQUESTS-1)` one at a time, after 20 warm-up calls `run(warmUp + 0…19)`. */
async function measure(name: string, run: (n: number) => Promise<void>, warmUp = 0) {
  for (let n = 0; n < 20; n += 1) await run(warmUp + n)
  const times: number[] = []
  for (let n = 0; n < REQUESTS; n += 1) {
    const started = performance.now()
    await run(n)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9)
  console.log(`${name.padEnd(44)} p50 ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}`)
  return percentile(times, 0.95)
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))
  const env = { SEED_DEMO: 'false' }
  try {
    // A first start creates the schema (migrations); the posts go in while the server is down.
    await (await startProductionServer({ dataDir, env })).stop()
    await seedPosts(path.join(dataDir, 'site.db'), POSTS)
    const server = await startProductionServer({ dataDir, env, nodeArgs: NODE_ARGS })
    try {
      const get = async (pathname: string) => {
        const response = await fetch(`${server.baseURL}${pathname}`)
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${pathname}: ${response.status}`)
      }
      console.log(`${POSTS.toLocaleString('en-US')} published insights, ${REQUESTS} requests each, one at a time`)
      await measure('GET /api/health (empty route)', () => get('/api/health'))
      // Cold: each search seen for the first time (rendered); repeated: the same few searches again (kept pages).
      const cold = await measure(
        'GET /insights?q=… cold (each query new)',
        (n) => get(`/insights?q=${encodeURIComponent(coldQuery(n))}`),
        REQUESTS,
      )
      // A new search beside a tag: the tag narrows the matches (it once reran the search per tagged post).
      const coldTagged = await measure(
        'GET /insights?q=…&tag=… cold (each query new)',
        (n) =>
          get(
            `/insights?q=${encodeURIComponent(coldQuery(2 * REQUESTS + n))}&tag=${encodeURIComponent(TAGS[n % TAGS.length])}`,
          ),
        REQUESTS,
      )
      const repeated = await measure('GET /insights?q=… repeated (6 queries)', (n) =>
        get(`/insights?q=${encodeURIComponent(QUERIES[n % QUERIES.length])}`),
      )
      await measure('GET /api/health (empty route, again)', () => get('/api/health'))
      const list = await fetch(`${server.baseURL}/insights`, { headers: { 'accept-encoding': 'identity' } })
      console.log(`GET /insights: ${((await list.arrayBuffer()).byteLength / 1024).toFixed(0)} kB of HTML`)
      await measure('GET /insights (the list)', () => get('/insights'))
      const client = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
      for (const query of QUERIES) {
        const { rows } = await client.execute({
          sql: 'SELECT COUNT(*) AS n FROM search_insights WHERE search_insights MATCH ?',
          args: [ftsMatch(searchTerms(query))],
        })
        console.log(`  "${query}" matches ${Number(rows[0].n).toLocaleString('en-US')} posts`)
      }
      await measure('FTS5 queries alone (page; count and tags)', async (n) => {
        const match = ftsMatch(searchTerms(QUERIES[n % QUERIES.length]))
        await sqliteSearch(client, match, { tag: null, limit: INSIGHTS_PER_PAGE, offset: 0 })
      })
      client.close()
      for (const [name, p95] of [
        ['cold', cold],
        ['cold with a tag', coldTagged],
        ['repeated', repeated],
      ] as const)
        console.log(`Search page ${name}: p95 ${p95 <= 50 ? 'within' : 'ABOVE'} 50 ms.`)
    } finally {
      await server.stop()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
