/**
 * Audits the public site on a running production server (this script does not build the site):
 * Lighthouse 12 on every public route (desktop ×3, mobile ×5) and axe-core through Playwright
 * on every public page, the open mobile drawer and the contact form's error state. Mobile figures
 * depend on the machine's load, so a bare Next.js page (scripts/bare-next, built once and served by
 * `next start`) is measured in the same run, one mobile run before each route's, and every route is
 * held against it.
 *
 *   npm run audit -- http://localhost:3000      (or AUDIT_URL=...)
 *   npm run audit -- http://localhost:3000 / /team /insights/post   (only these routes, while iterating;
 *                                                   /insights/post stands for the first published insight
 *                                                   with a heading, a list and an image)
 *
 * AUDIT_CPU_SLOWDOWN=8 models a slower phone: Lighthouse's mobile CPU slowdown (4 by default) for
 * every mobile run, the bare page's included.
 *
 * Prints a table and exits 1 when a budget is missed.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse'

import { axeViolations, CHROMIUM_FLAGS, DESKTOP, MOBILE } from '../tests/e2e/browser'
import { chromium } from 'playwright-core'

import { serveBareNext } from './bare-next/serve'
import { freePort } from './production-server'

const BUDGET = {
  desktopPerformance: 95,
  /** Mobile performance may trail the bare page's by at most this much. */
  mobileBelowBare: 3,
  mobileLcpMs: 1500,
  categories: 100,
  jsKb: 180,
  /** One cached stylesheet (next.config.ts); the scripts wait for the first paint, not for it. */
  stylesheets: 1,
}
const DESKTOP_RUNS = 3
const MOBILE_RUNS = 5
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const base = (process.argv[2] || process.env.AUDIT_URL || '').replace(/\/+$/, '')
if (!base) {
  console.error('Usage: npm run audit -- <url of a running production server>')
  process.exit(2)
}
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const cpuSlowdown = Number(process.env.AUDIT_CPU_SLOWDOWN || 0)
if (process.env.AUDIT_CPU_SLOWDOWN && !(cpuSlowdown >= 1)) {
  console.error('AUDIT_CPU_SLOWDOWN must be a number of at least 1 (Lighthouse mobile: 4)')
  process.exit(2)
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>
  lcpMs: number
  cls: number
  jsKb: number
  stylesheets: number
  blockingThirdParty: string[]
  thirdPartyFonts: string[]
  failedAudits: string[]
}

type Item = Record<string, unknown>
const items = (lhr: RunnerResult['lhr'], id: string): Item[] =>
  ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[]

function summarize(lhr: RunnerResult['lhr']): Run {
  const origin = new URL(base).origin
  const summary = items(lhr, 'resource-summary')
  const ofType = (type: string) => summary.find((item) => item.resourceType === type)
  const foreign = (url: unknown) => typeof url === 'string' && new URL(url).origin !== origin
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Run['scores'],
    lcpMs: Number(lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity),
    cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0),
    jsKb: Number(ofType('script')?.transferSize ?? 0) / 1024,
    stylesheets: Number(ofType('stylesheet')?.requestCount ?? 0),
    blockingThirdParty: items(lhr, 'render-blocking-resources')
      .map((item) => item.url)
      .filter(foreign) as string[],
    thirdPartyFonts: items(lhr, 'network-requests')
      .filter((item) => item.resourceType === 'Font' && foreign(item.url))
      .map((item) => String(item.url)),
    failedAudits: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}:${ref.id}`),
    ),
  }
}

async function lighthouseRuns(port: number, url: string, preset: 'desktop' | 'mobile', count: number): Promise<Run[]> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }
  // Lighthouse deep-merges a partial throttling into its mobile defaults.
  if (preset === 'mobile' && cpuSlowdown) flags.throttling = { cpuSlowdownMultiplier: cpuSlowdown }
  const runs: Run[] = []
  let retries = 2
  while (runs.length < count) {
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
    const error = result ? result.lhr.runtimeError : { message: 'no result' }
    if (!error) {
      runs.push(summarize(result!.lhr))
      continue
    }
    // Trace recording occasionally fails on a busy machine; Lighthouse's own advice is to run again.
    if (retries-- === 0) throw new Error(`${url}: ${error.message}`)
    console.error(`  retrying ${url} (${preset}): ${error.message}`)
  }
  return runs
}

/** The article's own markup: from its body to the related reading after it. */
const articleBody = (html: string) =>
  html.slice(html.indexOf('data-testid="post-content"'), html.indexOf('data-testid="related-insights"'))
const RICH = { heading: /<h[234][\s>]/, list: /<(ul|ol)[\s>]/, image: /<img[\s>]/ }

/** The first published insight with a heading, a list and an image in its body (the demo content has one). */
async function findPostPath(): Promise<string> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((path) => path.startsWith('/insights/'))
  for (const path of paths) {
    const body = articleBody(await (await fetch(`${base}${path}`)).text())
    if (Object.values(RICH).every((pattern) => pattern.test(body))) return path
  }
  throw new Error('No published insight with a heading, a list and an image: publish one to audit the detail page')
}

type Row = {
  route: string
  desktop: number
  mobile: number
  mobileLcpMs: number
  a11y: number
  bp: number
  seo: number
  cls: number
  jsKb: number
  css: number
  problems: string[]
}

type Bare = { mobile: number; mobileLcpMs: number; runs: number }

async function auditRoutes(routes: string[], bareUrl: string): Promise<{ rows: Row[]; bare: Bare }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS })
  try {
    const rows: Row[] = []
    const bareRuns: Run[] = []
    for (const route of routes) {
      const url = `${base}${route}`
      const desktop = await lighthouseRuns(chrome.port, url, 'desktop', DESKTOP_RUNS)
      bareRuns.push(...(await lighthouseRuns(chrome.port, bareUrl, 'mobile', 1)))
      const mobile = await lighthouseRuns(chrome.port, url, 'mobile', MOBILE_RUNS)
      const all = [...desktop, ...mobile]
      const worst = (key: 'accessibility' | 'best-practices' | 'seo') => Math.min(...all.map((run) => run.scores[key]))
      const row: Row = {
        route,
        desktop: median(desktop.map((run) => run.scores.performance)),
        mobile: median(mobile.map((run) => run.scores.performance)),
        mobileLcpMs: median(mobile.map((run) => run.lcpMs)),
        a11y: worst('accessibility'),
        bp: worst('best-practices'),
        seo: worst('seo'),
        cls: Math.max(...all.map((run) => run.cls)),
        jsKb: Math.max(...all.map((run) => run.jsKb)),
        css: Math.max(...all.map((run) => run.stylesheets)),
        problems: [],
      }
      if (row.desktop < BUDGET.desktopPerformance)
        row.problems.push(`desktop performance ${row.desktop} < ${BUDGET.desktopPerformance}`)
      for (const [name, score] of [
        ['accessibility', row.a11y],
        ['best practices', row.bp],
        ['SEO', row.seo],
      ] as const) {
        if (score < BUDGET.categories) row.problems.push(`${name} ${score}`)
      }
      if (row.cls > 0.0005) row.problems.push(`CLS ${row.cls.toFixed(4)}`)
      if (row.jsKb > BUDGET.jsKb) row.problems.push(`JS ${row.jsKb.toFixed(1)} KB > ${BUDGET.jsKb} KB`)
      if (row.css !== BUDGET.stylesheets) row.problems.push(`${row.css} stylesheets`)
      const blocking = [...new Set(all.flatMap((run) => run.blockingThirdParty))]
      if (blocking.length) row.problems.push(`render-blocking third party: ${blocking.join(', ')}`)
      const fonts = [...new Set(all.flatMap((run) => run.thirdPartyFonts))]
      if (fonts.length) row.problems.push(`third-party fonts: ${fonts.join(', ')}`)
      const failed = [...new Set(all.flatMap((run) => run.failedAudits))]
      if (failed.length) row.problems.push(`failed audits: ${failed.join(', ')}`)
      rows.push(row)
      // Each route's figures as they come: a long run stopped early still leaves them.
      console.error(
        `  audited ${route}: mobile ${row.mobile} (runs ${mobile.map((run) => run.scores.performance).join(', ')}) beside the bare page's ${bareRuns.at(-1)?.scores.performance}, desktop ${row.desktop}, LCP ${ms(row.mobileLcpMs)}, CLS ${row.cls.toFixed(3)}, JS ${row.jsKb.toFixed(1)} KB`,
      )
    }
    const bare = {
      mobile: median(bareRuns.map((run) => run.scores.performance)),
      mobileLcpMs: median(bareRuns.map((run) => run.lcpMs)),
      runs: bareRuns.length,
    }
    for (const row of rows) {
      if (row.mobileLcpMs > BUDGET.mobileLcpMs)
        row.problems.unshift(`mobile LCP ${ms(row.mobileLcpMs)} > ${ms(BUDGET.mobileLcpMs)}`)
      if (row.mobile < bare.mobile - BUDGET.mobileBelowBare) {
        row.problems.unshift(`mobile performance ${row.mobile} < bare page ${bare.mobile} - ${BUDGET.mobileBelowBare}`)
      }
    }
    return { rows, bare }
  } finally {
    chrome.kill()
  }
}

async function axeChecks(routes: string[]): Promise<{ target: string; violations: string[] }[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS })
  const results: { target: string; violations: string[] }[] = []
  const check = async (
    target: string,
    viewport: { width: number; height: number },
    path: string,
    act?: (page: import('playwright-core').Page) => Promise<void>,
  ) => {
    const page = await browser.newPage({ viewport })
    await page.goto(`${base}${path}`)
    // A page's scripts start after its first paint (src/server/scripts-after-paint.ts): act on it hydrated.
    await page.waitForLoadState('networkidle')
    if (act) await act(page)
    await page.waitForTimeout(300)
    const violations = await axeViolations(page)
    results.push({
      target,
      violations: violations.map((violation) => `${violation.id} (${violation.nodes.join(', ')})`),
    })
    await page.close()
  }
  try {
    for (const route of [...routes, '/no-such-page']) {
      await check(`${route} desktop`, DESKTOP, route)
      await check(`${route} mobile`, MOBILE, route)
    }
    await check('mobile drawer', MOBILE, '/', async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog', { name: 'Menu' }).waitFor()
    })
    await check('contact form error state', DESKTOP, '/contact', async (page) => {
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByTestId('toast').waitFor()
    })
    return results
  } finally {
    await browser.close()
  }
}

const pad = (value: string | number, width: number) => String(value).padEnd(width)
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`

const POST = '/insights/post'
const selected = process.argv.slice(3)
const allRoutes = ['/', '/team', '/insights', POST, '/contact', '/disclaimer', '/assessment', '/portfolio', '/privacy']
const routes = await Promise.all(
  (selected.length ? selected : allRoutes).map((route) => (route === POST ? findPostPath() : route)),
)
const barePage = await serveBareNext(Number(process.env.AUDIT_BARE_PORT) || (await freePort()))
console.error(
  `Auditing ${base}: Lighthouse desktop ×${DESKTOP_RUNS}, mobile ×${MOBILE_RUNS}${cpuSlowdown ? ` (CPU slowdown ${cpuSlowdown}×)` : ''} per route beside a bare Next.js page, then axe-core`,
)
const { rows, bare } = await auditRoutes(routes, barePage.url).finally(() => barePage.stop())
const axe = await axeChecks(routes)

const width = Math.max(...routes.map((route) => route.length)) + 2
console.log(
  `\n${pad('Route', width)}${pad('Desktop', 9)}${pad('Mobile', 8)}${pad('(bare)', 8)}${pad('LCP', 8)}${pad('(bare)', 8)}${pad('A11y', 6)}${pad('BP', 5)}${pad('SEO', 5)}${pad('CLS', 8)}${pad('JS KB', 8)}${pad('CSS', 5)}Budget`,
)
for (const row of rows) {
  console.log(
    `${pad(row.route, width)}${pad(row.desktop, 9)}${pad(row.mobile, 8)}${pad(bare.mobile, 8)}${pad(ms(row.mobileLcpMs), 8)}${pad(ms(bare.mobileLcpMs), 8)}${pad(row.a11y, 6)}${pad(row.bp, 5)}${pad(row.seo, 5)}${pad(row.cls.toFixed(3), 8)}${pad(row.jsKb.toFixed(1), 8)}${pad(row.css, 5)}${row.problems.length ? `MISSED: ${row.problems.join('; ')}` : 'ok'}`,
  )
}
console.log(
  `\nDesktop: median performance of ${DESKTOP_RUNS} runs (budget >= ${BUDGET.desktopPerformance}). Mobile: median performance and LCP of ${MOBILE_RUNS} runs; (bare): the bare Next.js page, median of ${bare.runs} mobile runs taken between the routes (budget: LCP <= ${ms(BUDGET.mobileLcpMs)}, performance >= bare - ${BUDGET.mobileBelowBare}). A11y/BP/SEO: lowest of all runs (budget ${BUDGET.categories}). CLS and JS (gzipped, transferred): highest of all runs (budget 0 and <= ${BUDGET.jsKb} KB).`,
)
console.log('\naxe-core')
for (const result of axe)
  console.log(
    `${pad(result.target, width + 10)}${result.violations.length ? `VIOLATIONS: ${result.violations.join('; ')}` : 'no violations'}`,
  )

const missed = rows.some((row) => row.problems.length) || axe.some((result) => result.violations.length)
console.log(missed ? '\nBudget missed.' : '\nAll budgets met.')
process.exit(missed ? 1 : 0)
