import { firstTouch } from '../../../src/contracts/lead-attribution'
import fs from 'node:fs'
import vm from 'node:vm'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

const source = fs.readFileSync('public/tracker.js', 'utf8')

class MemoryStorage {
  readonly items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

/** Runs the tracker in a bare browser-like context and records what it sends and stores. */
function load(href: string, { referrer = '', adminKey = false, queued = [] as unknown[][] } = {}) {
  const sent: Record<string, unknown>[] = []
  const url = new URL(href)
  const location = {
    get href() {
      return url.href
    },
    get pathname() {
      return url.pathname
    },
    get search() {
      return url.search
    },
    get hostname() {
      return url.hostname
    },
  }
  const history = {
    pushState: (_state: unknown, _title: string, next: string) => {
      url.href = new URL(next, url).href
    },
    replaceState: (_state: unknown, _title: string, next: string) => {
      url.href = new URL(next, url).href
    },
  }
  const localStorage = new MemoryStorage()
  if (adminKey) localStorage.setItem('lcp_staff', '1')
  const sessionStorage = new MemoryStorage()
  const window: Record<string, unknown> = { addEventListener: () => undefined, __lcpQueue: queued }
  const clicks: ((event: { target: unknown }) => void)[] = []
  const document = {
    referrer,
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
      if (type === 'click') clicks.push(listener)
    },
  }
  const context = vm.createContext({
    window,
    document,
    location,
    history,
    localStorage,
    sessionStorage,
    screen: { width: 1440 },
    navigator: {
      sendBeacon: (path: string, body: string) => {
        expect(path).toBe('/api/events')
        sent.push(JSON.parse(body))
        return true
      },
    },
    URL,
    URLSearchParams,
    JSON,
  })
  vm.runInContext(source, context)
  return {
    sent,
    sessionStorage,
    history,
    trackEvent: window.trackEvent as (name: string, step?: number) => void,
    keystone: window.keystone as { track: (name: string) => void },
    /** A click on an element inside an element (the page's DOM reduced to what `closest` sees). */
    click: (goal: string | null) => {
      const marked = goal === null ? null : { dataset: { goal } }
      const target = { closest: (selector: string) => (selector === '[data-goal]' ? marked : null) }
      for (const listener of clicks) listener({ target })
    },
  }
}

describe('the tracker script', () => {
  it('is at most 1 KB gzipped', () => {
    expect(zlib.gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(1024)
  })

  it('uses no cookies, posts only to our own origin and names no other host', () => {
    expect(source).not.toMatch(/\.cookie|indexedDB/)
    expect(source).toContain("'/api/events'")
    expect(source).not.toMatch(/https?:\/\//)
  })

  it('sends a page view with the URL (UTM tags included), then one per client-side navigation', () => {
    const { sent, history } = load('https://keystone.example/insights/x?utm_source=LinkedIn&utm_campaign=spring', {
      referrer: 'https://www.linkedin.com/feed/',
    })
    expect(sent).toEqual([
      {
        name: 'pageview',
        url: 'https://keystone.example/insights/x?utm_source=LinkedIn&utm_campaign=spring',
        referrer: 'https://www.linkedin.com/feed/',
        width: 1440,
      },
    ])
    history.pushState(null, '', '/team')
    history.replaceState(null, '', '/team')
    expect(sent.map((event) => [event.name, event.url])).toEqual([
      ['pageview', 'https://keystone.example/insights/x?utm_source=LinkedIn&utm_campaign=spring'],
      ['pageview', 'https://keystone.example/team'],
    ])
  })

  it("keeps the visit's first touch in the tab for lead attribution, and only the first", () => {
    const { sessionStorage, history } = load(
      'https://keystone.example/insights/x?utm_source=LinkedIn&utm_medium=social&utm_campaign=Spring',
      {
        referrer: 'https://www.linkedin.com/feed/',
      },
    )
    history.pushState(null, '', '/contact?utm_source=other')
    const stored = JSON.parse(sessionStorage.getItem('lcp_touch')!)
    expect(stored).toEqual({
      source: 'LinkedIn',
      medium: 'social',
      campaign: 'Spring',
      entryPage: '/insights/x',
      referrerHost: 'www.linkedin.com',
    })
    expect(sessionStorage.items.size).toBe(1)
    // What the server makes of it when a form sends it with a lead.
    expect(firstTouch(stored)).toEqual({
      source: 'linkedin',
      medium: 'social',
      campaign: 'spring',
      entryPage: '/insights/x',
      referrerHost: 'linkedin.com',
      channel: 'Social',
    })
  })

  it('sends goals with their step, also those called before it loaded', () => {
    const { sent, trackEvent } = load('https://keystone.example/assessment', { queued: [['assessment_started']] })
    trackEvent('assessment_step', 3)
    expect(sent.map(({ name, step }) => [name, step])).toEqual([
      ['pageview', undefined],
      ['assessment_started', undefined],
      ['assessment_step', 3],
    ])
  })

  it("sends a site's own event by name: keystone.track('deck-download')", () => {
    const { sent, keystone } = load('https://keystone.example/insights/x')
    keystone.track('deck-download')
    expect(sent[1]).toMatchObject({
      name: 'custom',
      event: 'deck-download',
      url: 'https://keystone.example/insights/x',
    })
    expect(sent[1].step).toBeUndefined()
  })

  it('sends the goal of a CMS link or block clicked (data-goal), and nothing for other clicks', () => {
    const { sent, click } = load('https://keystone.example/insights/x')
    click(null)
    click('deck-download')
    expect(sent.map(({ name, event }) => [name, event])).toEqual([
      ['pageview', undefined],
      ['custom', 'deck-download'],
    ])
    const staff = load('https://keystone.example/insights/x', { adminKey: true })
    staff.click('deck-download')
    expect(staff.sent).toEqual([])
  })

  it('sends nothing and stores nothing in a browser holding the admin key (staff)', () => {
    const { sent, sessionStorage, trackEvent } = load('https://keystone.example/?utm_source=x', { adminKey: true })
    trackEvent('contact_submitted')
    expect(sent).toEqual([])
    expect(sessionStorage.items.size).toBe(0)
  })

  it("sends and keeps a results page only as its route: the founder's token never leaves the page", () => {
    const { sent, sessionStorage, history } = load('https://keystone.example/assessment/results/MTI.secret-token')
    history.pushState(null, '', '/assessment/results/MTI.secret-token/contact?x=1')
    expect(sent.map((event) => event.url)).toEqual([
      'https://keystone.example/assessment/results/:token',
      'https://keystone.example/assessment/results/:token/contact?x=1',
    ])
    const stored = JSON.parse(sessionStorage.getItem('lcp_touch')!)
    expect(stored.entryPage).toBe('/assessment/results/:token')
    expect(JSON.stringify([sent, stored])).not.toContain('secret-token')
    // The server masks what an older tracker (or anyone) sends.
    expect(firstTouch({ entryPage: '/assessment/results/MTI.secret-token/contact' })?.entryPage).toBe(
      '/assessment/results/:token/contact',
    )
  })

  it('records an own-site referrer as no referrer host', () => {
    const { sessionStorage } = load('https://keystone.example/team', { referrer: 'https://keystone.example/' })
    expect(JSON.parse(sessionStorage.getItem('lcp_touch')!).referrerHost).toBe('')
  })
})
