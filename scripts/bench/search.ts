/**
 * npm run bench:search — insight search at BENCH_POSTS (default 10,000) published posts: the
 * latency of `/insights?q=…` (the whole page, rendered per request) beside an empty route
 * (`/api/health`) of the same production server in the same run, the list at `/insights` (its
 * weight and latency), and the FTS5 queries alone on the database. Requests go one at a time (latency, not throughput); target: p95 ≤ 50 ms.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { createClient } from '@libsql/client'

import { sqliteSearch } from '../../src/insights/search/sqlite-index'
import { INSIGHTS_PER_PAGE } from '../../src/lib/insights-listing'
import { plainTextToRichText } from '../../src/lib/rich-text'
import { ftsMatch, searchTerms } from '../../src/lib/search-terms'
import { startProductionServer } from '../production-server'

const POSTS = Math.min(Number(process.env.BENCH_POSTS) || 10_000, 50_000)
const REQUESTS = Math.min(Number(process.env.BENCH_REQUESTS) || 300, 2000)

const TOPIC_WORDS = (
  'growth capital succession family board margin pricing buyer founder exit valuation governance ' +
  'healthcare technology recurring revenue retention churn hiring culture leadership strategy ' +
  'acquisition diligence partnership operations efficiency customer market expansion'
).split(' ')
const QUERIES = ['growth', 'family succession', 'pricing power', 'board governance', 'recur', 'healthcare buyer']

/**
 * A 5,000-word vocabulary drawn with Zipf-like frequencies (the rank-r word about 1/r as often as
 * the first), the topic words spread over ranks 20–360: the commonest are in most posts, the
 * rarest in about one in ten, as in a real blog.
 */
const VOCABULARY = Array.from({ length: 5000 }, (_, rank) => `w${rank.toString(36)}`)
TOPIC_WORDS.forEach((word, index) => (VOCABULARY[20 + index * 10] = word))

/** A deterministic pseudo-random word sequence, so every run searches the same posts. */
function words(seed: number, count: number): string {
  let state = seed
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648
    const rank = Math.floor(Math.exp((state / 2147483648) * Math.log(VOCABULARY.length))) - 1
    return VOCABULARY[rank]
  }).join(' ')
}

/** Posts straight into the database (the FTS5 triggers index them as the save hook's columns say). */
async function seedPosts(database: string): Promise<void> {
  const client = createClient({ url: `file:${database}` })
  const statements = Array.from({ length: POSTS }, (_, n) => {
    const body = `${words(n * 7 + 1, 120)}\n\n${words(n * 7 + 2, 180)}`
    const tags = words(n * 7 + 3, 2)
    return {
      sql: 'INSERT INTO blog_posts (title, summary, content, is_published, _status, published_at, search_tags, search_body) VALUES (?, ?, ?, 1, ?, ?, ?, ?)',
      args: [
        `Bench ${n}: ${words(n * 7 + 4, 5)}`,
        words(n * 7 + 5, 25),
        JSON.stringify(plainTextToRichText(body)),
        'published',
        new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString(),
        tags,
        body,
      ],
    }
  })
  for (let start = 0; start < statements.length; start += 1000)
    await client.batch(statements.slice(start, start + 1000), 'write')
  client.close()
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0

async function measure(name: string, run: (n: number) => Promise<void>) {
  for (let n = 0; n < 20; n += 1) await run(n)
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
    await seedPosts(path.join(dataDir, 'site.db'))
    const server = await startProductionServer({ dataDir, env })
    try {
      const get = async (pathname: string) => {
        const response = await fetch(`${server.baseURL}${pathname}`)
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${pathname}: ${response.status}`)
      }
      console.log(`${POSTS.toLocaleString('en-US')} published insights, ${REQUESTS} requests each, one at a time`)
      await measure('GET /api/health (empty route)', () => get('/api/health'))
      const page = await measure('GET /insights?q=… (search page)', (n) =>
        get(`/insights?q=${encodeURIComponent(QUERIES[n % QUERIES.length])}`),
      )
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
      await measure('FTS5 queries alone (page, count, tags)', async (n) => {
        const match = ftsMatch(searchTerms(QUERIES[n % QUERIES.length]))
        await sqliteSearch(client, match, { tag: null, limit: INSIGHTS_PER_PAGE, offset: 0 })
      })
      client.close()
      console.log(page <= 50 ? 'Search page p95 within 50 ms.' : 'Search page p95 ABOVE 50 ms.')
    } finally {
      await server.stop()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
