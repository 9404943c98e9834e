/**
 * The lead inbox in Chromium, for `npm run bench:admin` with BENCH_UI=1: each figure is taken by
 * the page's own clock, from the user's action (navigation start, the input or pointer event) to
 * the frame where the table shows the expected first row and is no longer loading, so neither
 * Playwright's round trips nor its polling are counted.
 */
import { type Browser, chromium, type Page } from 'playwright-core'

import { phase, progress } from './phase'

/** The table's first row (business or inquirer name) expected after each step. */
export type ExpectedRows = {
  /** The search typed into the box. */
  searched: string
  first: string
  search: string
  revenue: string
  sort: string
  nextPage: string
  inquiries: string
}

export const UI_STEPS = [
  'firstRows',
  'firstPageApi',
  'search',
  'searchAfterRequest',
  'revenue',
  'sort',
  'pageChange',
  'inquiriesTab',
] as const
export type UiStep = (typeof UI_STEPS)[number]
export type UiTimes = Record<UiStep, number[]>
/** Per step: when its list request left and was answered, from the input (or navigation). */
export type Details = Record<UiStep, { sent: number[]; answered: number[] }>
export type UiFigures = { times: UiTimes; details: Details }

const SEARCH_PLACEHOLDER = 'Search by name, email, or business...'
const STEP_LIMIT_MS = 120_000

/** Installed before the dashboard's scripts: the key, and the time of the last user input. */
function instrument(adminKey: string) {
  localStorage.setItem('api-key', adminKey)
  const state = window as unknown as { lastInput: number }
  state.lastInput = 0
  for (const type of ['pointerdown', 'keydown', 'input']) {
    addEventListener(type, () => (state.lastInput = performance.now()), { capture: true })
  }
}

/**
 * The page's clock when the table, no longer loading, first shows `name` as its first row.
 * Polled on every animation frame, so the time is the frame that painted it.
 */
async function shownAt(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction(
    (expected) => {
      const table = document.querySelector('table')
      if (!table || table.getAttribute('aria-busy') === 'true') return false
      const first = table.querySelector('tbody tr td p')
      return first?.textContent === expected ? performance.now() : false
    },
    name,
    { polling: 'raf', timeout: STEP_LIMIT_MS },
  )
  return (await handle.jsonValue()) as number
}

const lastInput = (page: Page) => page.evaluate(() => (window as unknown as { lastInput: number }).lastInput)

/** When the first list request (URL containing `part`) sent at or after `since` left and was answered. */
const listRequestAfter = (page: Page, since: number, part: string) =>
  page.evaluate(
    ({ after, needle }) => {
      const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (candidate) => candidate.name.includes(needle) && candidate.startTime >= after,
      )
      return entry ? { sent: entry.startTime - after, answered: entry.responseEnd - after } : null
    },
    { after: since, needle: part },
  )

/**
 * The time from the last input to the expected first row, after `act`; and, in `details`, when
 * the list request behind it left and was answered (where a slow figure loses its time).
 */
async function afterInput(
  page: Page,
  act: () => Promise<void>,
  name: string,
  request: { part: string; details: Details; step: UiStep },
): Promise<number> {
  await act()
  const shown = await shownAt(page, name)
  const input = await lastInput(page)
  const timing = await listRequestAfter(page, input, request.part)
  if (timing) {
    request.details[request.step].sent.push(timing.sent)
    request.details[request.step].answered.push(timing.answered)
  }
  return shown - input
}

async function oneRun(browser: Browser, base: string, adminKey: string, expected: ExpectedRows, figures: UiFigures) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  try {
    await context.addInitScript(instrument, adminKey)
    const page = await context.newPage()
    const record = (step: UiStep, ms: number) => figures.times[step].push(ms)
    const assessmentsList = { part: '/api/assessments?', details: figures.details }

    // Navigation starts the page's clock: the time at which the rows show is the figure.
    await page.goto(`${base}/admin`, { waitUntil: 'commit', timeout: STEP_LIMIT_MS })
    record('firstRows', await shownAt(page, expected.first))
    const firstPage = await listRequestAfter(page, 0, '/api/assessments?')
    if (!firstPage) throw new Error('The dashboard made no /api/assessments? request')
    figures.details.firstRows.sent.push(firstPage.sent)
    figures.details.firstRows.answered.push(firstPage.answered)
    record('firstPageApi', firstPage.answered - firstPage.sent)

    const box = page.getByPlaceholder(SEARCH_PLACEHOLDER)
    const searched = await afterInput(page, () => box.fill(expected.searched), expected.search, {
      ...assessmentsList,
      step: 'search',
    })
    record('search', searched)
    record('searchAfterRequest', searched - figures.details.search.sent.at(-1)!)
    await box.fill('')
    await shownAt(page, expected.first)

    await page.getByLabel('Revenue filter').click()
    const revenueOption = page.getByRole('option', { name: '5m-plus' })
    record(
      'revenue',
      await afterInput(page, () => revenueOption.click(), expected.revenue, { ...assessmentsList, step: 'revenue' }),
    )

    const scoreHeader = page.getByRole('columnheader', { name: 'Score' }).getByRole('button')
    record(
      'sort',
      await afterInput(page, () => scoreHeader.click(), expected.sort, { ...assessmentsList, step: 'sort' }),
    )

    const next = page.getByRole('button', { name: 'Next page' })
    record(
      'pageChange',
      await afterInput(page, () => next.click(), expected.nextPage, { ...assessmentsList, step: 'pageChange' }),
    )

    const tab = page.getByRole('tab', { name: 'Contact Inquiries' })
    record(
      'inquiriesTab',
      await afterInput(page, () => tab.click(), expected.inquiries, {
        part: '/api/contact?',
        details: figures.details,
        step: 'inquiriesTab',
      }),
    )
  } finally {
    await context.close()
  }
}

/** `runs` fresh page loads of the dashboard, each going through every step once. */
export async function browserTimes(
  base: string,
  adminKey: string,
  expected: ExpectedRows,
  runs: number,
): Promise<UiFigures> {
  const figures: UiFigures = {
    times: Object.fromEntries(UI_STEPS.map((step) => [step, []])) as unknown as UiTimes,
    details: Object.fromEntries(UI_STEPS.map((step) => [step, { sent: [], answered: [] }])) as unknown as Details,
  }
  const browser = await phase('launch Chromium', 60_000, () =>
    chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    }),
  )
  try {
    for (let run = 1; run <= runs; run++) {
      await phase(`dashboard in Chromium, run ${run} of ${runs}`, 8 * STEP_LIMIT_MS, () =>
        oneRun(browser, base, adminKey, expected, figures),
      )
      progress(UI_STEPS.map((step) => `${step} ${Math.round(figures.times[step].at(-1)!)}`).join(', '))
    }
  } finally {
    await browser.close()
  }
  return figures
}

/** What a first-paint page load waits for: the first card of the board, or the inbox table's first row. */
const FIRST_SHOWN = {
  board: '[data-testid="pipeline-card"]',
  inbox: 'table tbody tr td p',
} as const

/**
 * The deal board's first paint beside the dashboard's own: `runs` pairs of fresh page loads, of
 * /admin?tab=pipeline and of /admin (the inbox), at a desktop width, each from navigation start to
 * the frame that shows the first card or the first row, by the page's clock. Taken in turns, so the
 * shared machine's drift falls on both alike.
 */
export async function boardFirstPaint(
  base: string,
  adminKey: string,
  runs: number,
): Promise<Record<keyof typeof FIRST_SHOWN, number[]>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const times = { board: [] as number[], inbox: [] as number[] }
  const load = async (pathname: string, selector: string) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    try {
      await context.addInitScript(instrument, adminKey)
      const page = await context.newPage()
      await page.goto(`${base}${pathname}`, { waitUntil: 'commit', timeout: STEP_LIMIT_MS })
      const handle = await page.waitForFunction(
        (shown) => {
          const element = document.querySelector<HTMLElement>(shown)
          return element && element.offsetParent !== null ? performance.now() : false
        },
        selector,
        { polling: 'raf', timeout: STEP_LIMIT_MS },
      )
      return (await handle.jsonValue()) as number
    } finally {
      await context.close()
    }
  }
  try {
    for (let run = 0; run <= runs; run++) {
      const board = await load('/admin?tab=pipeline', FIRST_SHOWN.board)
      const inbox = await load('/admin', FIRST_SHOWN.inbox)
      // The first pair warms the server's and the browser's caches, as the API figures' warm-up call.
      if (run > 0) {
        times.board.push(board)
        times.inbox.push(inbox)
      }
    }
  } finally {
    await browser.close()
  }
  return times
}
