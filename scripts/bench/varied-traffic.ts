/**
 * One round of the varied traffic crawlers and probes send, the same shape every round but with
 * addresses, paths and files of its own (as new crawlers bring): pages, API reads, tracker events,
 * form submissions, odd paths, uploads, the image optimizer and form posts to pages.
 */
import sharp from 'sharp'

import { QUESTIONS } from '../../src/lib/assessment/questions'

export type Probe = { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer }

const PAGES = ['/', '/team', '/insights', '/portfolio', '/contact', '/disclaimer']
const API_READS = [
  '/api/blog/posts',
  '/api/advisors',
  '/api/team-members',
  '/api/health',
  '/cms-api/blog-posts?limit=5',
]
const IMAGE_WIDTHS = [96, 128, 256, 640, 1080]
const ODD_PATHS = [
  (tag: string) => `/probe-${tag}`,
  (tag: string) => `/insights/junk-${tag}`,
  (tag: string) => `/wp-admin/${tag}.php`,
  (tag: string) => `/.env?${tag}`,
  (tag: string) => `/api/nope-${tag}`,
  (tag: string) => `/cms-api/nope-${tag}`,
  (tag: string) => `/_next/static/chunks/missing-${tag}.js`,
  (tag: string) => `/assessment/results/${tag}`,
  (tag: string) => `/team?ref=${tag}`,
  (tag: string) => `/cms/collections/nope-${tag}`,
]

const address = (round: number, n: number) => `10.${round}.${(n >> 8) & 255}.${n & 255}`
const json = (headers: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...headers })
const human = () => ({ url: '', honeypot: '', website_url: '', formStartTime: Date.now() - 10_000 })

/** A photo of its own: a small PNG of random pixels, so the re-encode and resizes have work to do. */
async function photo(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(320 * 320 * 3)
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 31 + seed * 7919) & 255
  return sharp(pixels, { raw: { width: 320, height: 320, channels: 3 } })
    .png()
    .toBuffer()
}

function multipart(fields: Record<string, string | Buffer>): { body: Buffer; type: string } {
  const boundary = 'bench-boundary'
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${Buffer.isBuffer(value) ? `; filename="${name}.png"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
  )
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  }
}

/** The round's requests but its image optimizer calls, which need the round's uploaded files (see imageProbes). */
export async function variedProbes(round: number, adminKey: string): Promise<Probe[]> {
  const probes: Probe[] = []
  const add = (count: number, make: (n: number) => Probe) => {
    for (let n = 0; n < count; n += 1) probes.push(make(probes.length))
  }
  add(60, (n) => ({ method: 'GET', path: PAGES[n % PAGES.length], headers: { 'accept-encoding': 'gzip' } }))
  add(40, (n) => ({ method: 'GET', path: API_READS[n % API_READS.length] }))
  add(60, (n) => ({
    method: 'POST',
    path: '/api/events',
    headers: { 'content-type': 'text/plain', 'x-forwarded-for': address(round, n) },
    body: JSON.stringify({ name: 'pageview', url: `http://127.0.0.1/probe-${round}-${n}`, referrer: '', width: 390 }),
  }))
  add(10, (n) => ({
    method: 'POST',
    path: '/api/contact',
    headers: json({ 'x-forwarded-for': address(round, n) }),
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `Visitor ${round}-${n}`,
      email: `bench${round}-${n}@example.com`,
      industry: 'Healthcare',
      inquiryType: 'general',
      message: 'Benchmark inquiry: we would like to talk about a partnership.',
      ...human(),
    }),
  }))
  add(10, (n) => ({
    method: 'POST',
    path: '/api/assessments',
    headers: json({ 'x-forwarded-for': address(round, n) }),
    body: JSON.stringify({
      businessName: `Bench Business ${round}-${n}`,
      contactName: 'Bench Founder',
      contactEmail: `founder${round}-${n}@example.com`,
      businessCity: 'Austin',
      businessState: 'TX',
      businessZipCode: '78701',
      annualRevenue: '1m-5m',
      answers: Object.fromEntries(QUESTIONS.map((question, index) => [question.id, (n + index) % 5])),
      emailResults: false,
      ...human(),
    }),
  }))
  add(300, (n) => ({
    method: 'GET',
    path: ODD_PATHS[n % ODD_PATHS.length](`${round}-${n}`),
    headers: { 'user-agent': `probe/${round}.${n}`, 'x-forwarded-for': address(round, n) },
  }))
  for (let n = 0; n < 10; n += 1) {
    const form = multipart({ photo: await photo(round * 100 + n) })
    probes.push({
      method: 'POST',
      path: '/api/upload',
      headers: { 'content-type': form.type, 'x-api-key': adminKey },
      body: form.body,
    })
  }
  const junk = multipart({ photo: Buffer.from(`not an image ${round}`) })
  add(5, () => ({
    method: 'POST',
    path: '/api/upload',
    headers: { 'content-type': junk.type, 'x-api-key': adminKey },
    body: junk.body,
  }))
  add(5, () => ({ method: 'POST', path: '/api/upload', headers: { 'content-type': junk.type }, body: junk.body }))
  add(20, (n) => ({
    method: 'POST',
    path: PAGES[n % PAGES.length],
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address(round, n) },
    body: `name=probe-${round}-${n}&email=x%40example.com&message=${'x'.repeat(200)}`,
  }))
  add(20, (n) => {
    const form = multipart({ '1_name': `probe-${round}-${n}`, '0': '["$K1"]' })
    return {
      method: 'POST',
      path: PAGES[n % PAGES.length],
      headers: { 'content-type': form.type, 'next-action': 'f'.repeat(42) },
      body: form.body,
    }
  })
  add(10, () => ({ method: 'GET', path: '/cms/login' }))
  return probes
}

/** The optimizer at the site's widths for each uploaded file, and sources that are not files. */
export function imageProbes(round: number, uploaded: string[]): Probe[] {
  const sources = uploaded.flatMap((url) =>
    IMAGE_WIDTHS.map((width) => `url=${encodeURIComponent(url)}&w=${width}&q=75`),
  )
  const missing = Array.from({ length: 20 }, (_, n) => `url=%2Fimages%2Fnone-${round}-${n}.png&w=640&q=75`)
  return [...sources, ...missing].map((query) => ({
    method: 'GET',
    path: `/_next/image?${query}`,
    headers: { accept: 'image/avif,image/webp,*/*' },
  }))
}
