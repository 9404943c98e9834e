import { readFile } from 'node:fs/promises'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminApi, loggedInContext, openDashboard, openTab, seeText } from './admin-helpers'
import { baseURL, DESKTOP, launchBrowser, MOBILE } from './browser'
import { cms, openPage, untilPage } from './site'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type HomeGlobal = Record<string, unknown> & { focus: { items: { icon: string; title: string; text: string }[] } }

describe('the home page from /cms', () => {
  it('shows an edit of the home page global without a deploy, then today’s text again', async () => {
    const original = await cms<HomeGlobal>('/globals/home-page')
    const page = await openPage(browser, DESKTOP, '/')
    await page.getByRole('heading', { level: 1, name: 'Your Legacy: Our Commitment' }).waitFor()
    try {
      await cms('/globals/home-page', 'POST', {
        hero: { title: 'Built to Outlast Us All' },
        focus: {
          items: [
            ...original.focus.items.map(({ icon, title, text }) => ({ icon, title, text })),
            { icon: 'Briefcase', title: 'Business Services', text: 'Founder-led services firms.' },
          ],
        },
      })
      await untilPage(page, '/', async () =>
        page.getByRole('heading', { level: 1, name: 'Built to Outlast Us All' }).isVisible(),
      )
      expect(await page.locator('section#focus article h3').allTextContents()).toEqual([
        'Healthcare',
        'Technology',
        'Business Services',
      ])
      expect(await page.locator('section#focus article svg').last().getAttribute('data-icon')).toBe('Briefcase')
    } finally {
      await cms('/globals/home-page', 'POST', {
        hero: { title: 'Your Legacy: Our Commitment' },
        focus: { items: original.focus.items.map(({ icon, title, text }) => ({ icon, title, text })) },
      })
    }
    await untilPage(page, '/', async () =>
      page.getByRole('heading', { level: 1, name: 'Your Legacy: Our Commitment' }).isVisible(),
    )
    await page.getByRole('heading', { name: 'Investment Criteria' }).waitFor()
    await page.context().close()
  })
})

describe('/portfolio', () => {
  it('is linked after Insights and lists the active companies in order', async () => {
    const page = await openPage(browser, DESKTOP, '/insights')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click()
    await page.waitForURL((url) => url.pathname === '/portfolio')
    await page.getByRole('heading', { level: 1, name: 'Our Portfolio' }).waitFor()
    // Trimmed: the CMS forms test saves each form with a trailing space added to its first text field.
    const names = await page.getByTestId('portfolio-company').locator('h3').allTextContents()
    expect(names.map((name) => name.trim())).toEqual([
      'Brazos Valley Pediatrics',
      'Ledgerline Software',
      'Harbor Home Health',
    ])
    const link = page.getByRole('link', { name: 'Visit Ledgerline Software (opens in a new tab)' })
    expect(await link.getAttribute('href')).toBe('https://ledgerline.example')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    await page.context().close()
  })

  it('shows a company added in /cms, and hides it when made inactive', async () => {
    const page = await openPage(browser, MOBILE, '/portfolio')
    const created = await cms<{ doc: { id: number } }>('/portfolio-companies', 'POST', {
      name: 'Pecan Street Dental',
      sector: 'Dental services',
      stage: 'Growth',
      status: 'current',
      displayOrder: 10,
    })
    const names = () => page.getByTestId('portfolio-company').locator('h3').allTextContents()
    await untilPage(page, '/portfolio', async () => (await names()).includes('Pecan Street Dental'))
    expect((await names()).at(-1)).toBe('Pecan Street Dental')
    await cms(`/portfolio-companies/${created.doc.id}`, 'PATCH', { isActive: false })
    await untilPage(page, '/portfolio', async () => !(await names()).includes('Pecan Street Dental'))
    await page.context().close()
  })
})

describe('privacy', () => {
  it('links the policy from the footer and beside the contact form’s submit button', async () => {
    const page = await openPage(browser, DESKTOP, '/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    expect(await form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy')
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click()
    await page.waitForURL((url) => url.pathname === '/privacy')
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor()
    const text = await page.locator('main').textContent()
    expect(text).toContain('We do not store your IP address')
    expect(text).toContain('partners@keystonelegacy.example')
    expect(await page.locator('footer').getByRole('link', { name: 'Disclaimer' }).getAttribute('href')).toBe(
      '/disclaimer',
    )
    await page.context().close()
  })
})

describe("a person's data from the dashboard", () => {
  it('finds, exports and erases everything stored under an e-mail, and says when nothing is found', async () => {
    await adminApi('/api/assessments', 'POST', {
      businessName: 'Erasable Widgets',
      contactName: 'Pat Person',
      contactEmail: 'pat.person@e2e.example',
      businessCity: 'Austin',
      businessState: 'TX',
      businessZipCode: '78701',
      annualRevenue: '1m-5m',
      totalScore: 64,
    })
    const context = await loggedInContext(browser)
    const page = await openDashboard(context)
    await openTab(page, 'Personal Data')
    const email = page.getByLabel('E-mail address')

    await email.fill('nobody.at.all@e2e.example')
    await page.getByRole('button', { name: 'Find data' }).click()
    await seeText(page, 'Nothing was found for this e-mail: nobody.at.all@e2e.example')

    await email.fill('Pat.Person@e2e.example')
    await page.getByRole('button', { name: 'Find data' }).click()
    const found = page.getByTestId('personal-data-found')
    await found.waitFor()
    expect(await found.textContent()).toContain('Business assessments: 1')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^personal-data-[0-9a-f]{12}\.json$/)
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      email: string
      records: { assessments: { businessName: string }[] }
    }
    expect(file.email).toBe('pat.person@e2e.example')
    expect(file.records.assessments[0].businessName).toBe('Erasable Widgets')

    await page.getByRole('button', { name: 'Erase all data' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Erase all data of pat.person@e2e.example?' })
    await dialog.getByRole('button', { name: 'Erase' }).click()
    await seeText(page, 'Data erased')
    const left = await adminApi<{ total: number }>('/api/personal-data/search', 'POST', {
      email: 'pat.person@e2e.example',
    })
    expect(left.total).toBe(0)
    await context.close()
  })
})

describe('/cms', () => {
  it('shows the firm’s name on the login page and Payload’s own avatar, never a Gravatar', async () => {
    const email = 'story.editor@e2e.example'
    const password = 'a-long-editor-password'
    await cms('/users', 'POST', { email, password, role: 'editor' })
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseURL() })
    const page = await context.newPage()
    const outside: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL())) outside.push(request.url())
    })
    await page.goto('/cms/login')
    await page.getByText('Keystone Legacy Partners', { exact: true }).first().waitFor()
    expect(await page.title()).toContain('Keystone Legacy Partners CMS')
    await page.locator('#field-email').fill(email)
    await page.locator('#field-password').fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL((url) => url.pathname === '/cms')
    await page.locator('.nav-group').first().waitFor()
    const groups = await page.locator('.nav-group__label').allTextContents()
    expect(groups).toEqual(['Content', 'Settings'])
    expect(await page.locator('img[src*="gravatar"]').count()).toBe(0)
    expect(outside).toEqual([])
    await context.close()
  })
})
