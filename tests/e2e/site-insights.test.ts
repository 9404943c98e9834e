import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BlogPost } from '../../src/payload-types'
import { demoPosts } from '../../src/seed/demo-content'
import { type ProductionServer, startProductionServer } from '../../scripts/production-server'
import { DESKTOP, launchBrowser } from './browser'
import { cms, metaContent, openPage, siteOrigin, untilHydrated, untilPage, VIEWPORTS } from './site'

let browser: Browser
/** A server of its own, on a database holding only the demo content: what other files add to the suite's never shows here. */
let demo: ProductionServer
beforeAll(async () => {
  ;[browser, demo] = await Promise.all([launchBrowser(), startProductionServer()])
})
afterAll(async () => {
  await browser?.close()
  await demo?.stop()
})

const published = demoPosts.filter((post) => post.isPublished)
const draft = demoPosts.find((post) => !post.isPublished)!
const pressed = (page: import('playwright-core').Page) =>
  page.getByRole('group', { name: 'Filter by tag' }).locator('button[aria-pressed="true"]').allTextContents()

describe.each(VIEWPORTS)('insights list (%s)', (_name, viewport) => {
  it('shows only published posts, filtered by All or exactly one tag', async () => {
    const page = await openPage(browser, viewport, '/insights', demo.baseURL)
    await page.getByRole('heading', { level: 1, name: 'Strategic Insights' }).waitFor()
    const titles = page.getByTestId('post-card').locator('h2')
    expect((await titles.allTextContents()).sort()).toEqual(published.map((post) => post.title).sort())
    expect(await page.getByText(draft.title).count()).toBe(0)

    const buttons = page.getByRole('group', { name: 'Filter by tag' }).getByRole('button')
    const tags = [...new Set(published.flatMap((post) => post.tags ?? []))].sort((a, b) => a.localeCompare(b))
    await buttons.first().waitFor()
    expect(await buttons.allTextContents()).toEqual(['All', ...tags])
    expect(await pressed(page)).toEqual(['All'])

    await buttons.filter({ hasText: 'Founders' }).click()
    expect(await pressed(page)).toEqual(['Founders'])
    expect(await titles.allTextContents()).toEqual(
      published.filter((post) => post.tags?.includes('Founders')).map((post) => post.title),
    )

    await buttons.filter({ hasText: 'Healthcare' }).click()
    expect(await pressed(page)).toEqual(['Healthcare'])
    expect(await titles.allTextContents()).toEqual(
      published.filter((post) => post.tags?.includes('Healthcare')).map((post) => post.title),
    )

    await buttons.filter({ hasText: 'All' }).click()
    expect(await pressed(page)).toEqual(['All'])
    expect(await titles.count()).toBe(published.length)
    expect(await page.getByTestId('post-card').first().textContent()).toContain('Read more')
    await page.context().close()
  })
})

describe('insight posts', () => {
  it('shows the long US date and the read time of a post with a known word count', async () => {
    const words = Array.from({ length: 401 }, (_, index) => `word${index}`).join(' ')
    const { doc } = await cms<{ doc: BlogPost }>('/blog-posts', 'POST', {
      title: 'Four Hundred And One Words',
      summary: 'A post of exactly 401 words.',
      content: words,
      tags: ['Measured'],
      isPublished: true,
      publishedAt: '2024-03-15T12:00:00.000Z',
    })
    const page = await openPage(browser, DESKTOP)
    const card = page.getByTestId('post-card').filter({ hasText: 'Four Hundred And One Words' })
    // Dated 2024, it may be past the list's first page once other files have added posts: its tag's page shows it.
    await untilPage(page, '/insights?tag=Measured', async () => (await card.count()) === 1)
    const text = await card.textContent()
    expect(text).toContain('March 15, 2024')
    expect(text).toContain('3 min read')
    expect(text).toContain('Measured')

    await card.getByRole('link').click()
    await page.waitForURL((url) => url.pathname === `/insights/four-hundred-and-one-words-${doc.id}`)
    const header = await page.locator('article header').textContent()
    expect(header).toContain('March 15, 2024')
    expect(header).toContain('3 min read')
    await page.context().close()
  })

  it('round-trips a slug: created → listed → detail → edited → unpublished → Post Not Found with 404', async () => {
    const content = 'First paragraph of the round trip.\n\n    Indented second paragraph.'
    const { doc } = await cms<{ doc: BlogPost }>('/blog-posts', 'POST', {
      title: 'Round Trip: Capital & Care, 2026!',
      summary: 'How a post travels from the CMS to the site.',
      content,
      tags: ['Round Trip', 'Testing'],
      isPublished: true,
    })
    const slug = `round-trip-capital-care-2026-${doc.id}`
    const today = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date())

    const page = await openPage(browser, DESKTOP)
    const card = page.getByTestId('post-card').filter({ hasText: 'Round Trip: Capital & Care, 2026!' })
    await untilPage(page, '/insights', async () => (await card.count()) === 1)
    expect(await card.getByRole('link').getAttribute('href')).toBe(`/insights/${slug}`)
    await card.click()
    await page.waitForURL((url) => url.pathname === `/insights/${slug}`)

    const response = await page.goto(`/insights/${slug}`)
    expect(response!.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: 'Round Trip: Capital & Care, 2026!' }).waitFor()
    const header = await page.locator('article header').textContent()
    for (const part of [today, '1 min read', 'How a post travels from the CMS to the site.', 'Round Trip', 'Testing']) {
      expect(header).toContain(part)
    }
    const body = page.getByTestId('post-content')
    expect(await body.innerText()).toBe(content)
    expect(await body.locator('p').count()).toBe(2)
    expect(
      await body
        .locator('p')
        .last()
        .evaluate((element) => getComputedStyle(element).whiteSpace),
    ).toBe('pre-wrap')
    expect(await page.getByRole('link', { name: 'Back to Insights' }).count()).toBe(2)
    expect(await page.title()).toBe('Round Trip: Capital & Care, 2026! | Keystone Legacy Partners')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${siteOrigin()}/insights/${slug}`)
    expect(await metaContent(page, 'meta[property="og:type"]')).toBe('article')
    expect(await metaContent(page, 'meta[property="og:description"]')).toBe(
      'How a post travels from the CMS to the site.',
    )

    await cms(`/blog-posts/${doc.id}`, 'PATCH', { summary: 'An edited summary.' })
    await untilPage(page, `/insights/${slug}`, async () => (await page.getByText('An edited summary.').count()) === 1)

    await cms(`/blog-posts/${doc.id}`, 'PATCH', { isPublished: false })
    await untilPage(
      page,
      `/insights/${slug}`,
      async () => (await page.getByRole('heading', { name: 'Post Not Found' }).count()) === 1,
    )
    const gone = await page.goto(`/insights/${slug}`)
    expect(gone!.status()).toBe(404)
    await page.getByText("The blog post you're looking for doesn't exist or has been removed.").waitFor()
    await untilPage(page, '/insights', async () => (await card.count()) === 0)
    await page.context().close()
  })

  it.each(['no-such-post-999999', 'malformed-slug-!!', 'letters-abc', 'the-unpublished-draft'])(
    'answers /insights/%s with Post Not Found and 404',
    async (slug) => {
      const page = await openPage(browser, DESKTOP, undefined, demo.baseURL)
      const response = await page.goto(
        `/insights/${encodeURIComponent(slug === 'the-unpublished-draft' ? await draftSlug() : slug)}`,
      )
      expect(response!.status()).toBe(404)
      await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor()
      await page.getByText("The blog post you're looking for doesn't exist or has been removed.").waitFor()
      expect(await page.getByRole('link', { name: 'Back to Insights' }).getAttribute('href')).toBe('/insights')
      await page.context().close()
    },
  )
})

/** The slug the unpublished demo post would have. */
async function draftSlug() {
  const { docs } = await cms<{ docs: BlogPost[] }>(
    `/blog-posts?where[title][equals]=${encodeURIComponent(draft.title)}`,
    'GET',
    undefined,
    demo,
  )
  expect(docs[0].isPublished).toBe(false)
  return `building-a-board-that-helps-governance-for-founderled-companies-${docs[0].id}`
}

describe('insights search and pages', () => {
  it('finds insights by a word typed in the search box, with the tag filter beside the results', async () => {
    const page = await openPage(browser, DESKTOP, '/insights')
    await page.getByRole('searchbox', { name: 'Search insights' }).fill('succession')
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.pathname === '/insights' && url.search === '?q=succession')
    // The search box's GET loads a new document: its tag buttons answer once it has hydrated.
    await untilHydrated(page)
    const status = page.getByRole('status').filter({ hasText: '“succession”' })
    expect(await status.textContent()).toMatch(/^\d+ insights? match(es)? “succession”, best match first\.$/)
    const titles = page.getByTestId('post-card').locator('h2')
    expect(await titles.first().textContent()).toBe(demoPosts[0].title)
    expect(await page.getByRole('searchbox', { name: 'Search insights' }).inputValue()).toBe('succession')

    await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'Family Business' }).click()
    expect(await pressed(page)).toEqual(['Family Business'])
    expect(await titles.allTextContents()).toEqual([demoPosts[0].title])

    await page.goto('/insights?q=zzyzx')
    await page.getByRole('status').getByText('No insights match “zzyzx”.').waitFor()
    expect(await page.getByTestId('post-card').count()).toBe(0)
    await page.context().close()
  })

  it('shows a post published after the same search was made, and drops it once unpublished', async () => {
    // Results pages are kept until content changes: this search is seen (and kept) before the post exists.
    const search = '/insights?q=quokka'
    const page = await openPage(browser, DESKTOP, search)
    const status = page.getByRole('status').filter({ hasText: '“quokka”' })
    for (let seen = 0; seen < 2; seen += 1) {
      await page.goto(search)
      expect(await status.textContent()).toBe('No insights match “quokka”.')
    }
    const { doc } = await cms<{ doc: BlogPost }>('/blog-posts', 'POST', {
      title: 'Quokka Governance',
      summary: 'A search made before it was published finds it.',
      content: 'A kept search shows this post.',
      tags: ['Kept'],
      isPublished: true,
    })
    try {
      await page.goto(search)
      expect(await status.textContent()).toBe('1 insight matches “quokka”, best match first.')
      expect(await page.getByTestId('post-card').locator('h2').allTextContents()).toEqual(['Quokka Governance'])
      // Without scripts, as the search box's GET form sends it.
      const html = await (await fetch(`${siteOrigin()}${search}`)).text()
      expect(html).toContain('Quokka Governance')

      await cms(`/blog-posts/${doc.id}`, 'PATCH', { isPublished: false })
      await page.goto(search)
      expect(await status.textContent()).toBe('No insights match “quokka”.')
      await page.context().close()
    } finally {
      await cms(`/blog-posts/${doc.id}`, 'DELETE')
    }
  })

  it('shows 12 insights a page, newest first, and a tag over all pages', async () => {
    const ids: number[] = []
    for (let n = 0; n < 13; n += 1) {
      const { doc } = await cms<{ doc: BlogPost }>('/blog-posts', 'POST', {
        title: `Paged Insight ${n}`,
        summary: 'One of thirteen.',
        content: 'A paged post.',
        tags: ['Paged'],
        isPublished: true,
        publishedAt: new Date(Date.UTC(2030, 0, 1 + n)).toISOString(),
      })
      ids.push(doc.id)
    }
    try {
      const page = await openPage(browser, DESKTOP)
      const cards = page.getByTestId('post-card')
      const pager = page.getByRole('navigation', { name: 'Insights pages' })
      await untilPage(page, '/insights', async () =>
        Boolean((await cards.first().textContent())?.includes('Paged Insight 12')),
      )
      expect(await cards.count()).toBe(12)
      expect(await pager.getByText(/^Page 1 of \d+$/).count()).toBe(1)

      await page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'Paged' }).click()
      await page.waitForURL((url) => url.search === '?tag=Paged')
      await pager.getByText('Page 1 of 2').waitFor()
      expect(await pressed(page)).toEqual(['Paged'])
      expect(await cards.count()).toBe(12)
      expect(await cards.first().locator('h2').textContent()).toBe('Paged Insight 12')

      await pager.getByRole('link', { name: 'Older insights' }).click()
      await page.waitForURL((url) => url.search === '?tag=Paged&page=2')
      await pager.getByText('Page 2 of 2').waitFor()
      expect(await cards.locator('h2').allTextContents()).toEqual(['Paged Insight 0'])
      expect(await pressed(page)).toEqual(['Paged'])
      await page.context().close()
    } finally {
      for (const id of ids) await cms(`/blog-posts/${id}`, 'DELETE')
    }
  })
})
