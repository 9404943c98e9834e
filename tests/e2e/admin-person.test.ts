/**
 * From lead to conversation, as the partner and the founder see it: a lead's panel lists every
 * lead of the same address and one timeline, a partner answers from it with a template (the
 * e-mail is in the outbox), Leads by source opens the inbox filtered to a source, and the results
 * page offers the configured booking address or the pre-filled contact form.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { type ParsedMail, simpleParser } from 'mailparser'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { QUESTIONS } from '@/lib/assessment/questions'

import { adminApi, assessmentBody, dashboardPerFile, openTab, seeText } from './admin-helpers'
import { axeViolations, baseURL, DESKTOP } from './browser'
import { cms, openPage } from './site'

const SOURCE = 'people-newsletter'
const ALL_BEST = Object.fromEntries(QUESTIONS.map((question) => [question.id, 4]))

/** A visitor's submission (not the key's), from its own client address. */
async function visitorPost(form: 'contact' | 'assessments', client: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseURL()}/api/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ ...body, formStartTime: Date.now() - 10_000 }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
}

const currentPage = dashboardPerFile(async () => {
  await adminApi(
    '/api/assessments',
    'POST',
    assessmentBody({ businessName: 'Person Pottery', contactName: 'Pia Potter', contactEmail: 'Pia@Person.example' }),
  )
  await visitorPost('contact', '198.51.100.78', {
    firstName: 'Pia',
    lastName: 'Potter',
    email: 'pia@person.example',
    industry: 'Retail',
    inquiryType: 'general',
    message: 'Following up on my <b>assessment</b>.',
  })
  // Two leads that came from one newsletter, as the site's tracker records the first touch.
  const attribution = { source: SOURCE, medium: 'email', campaign: 'spring', entryPage: '/assessment' }
  const business = assessmentBody({
    businessName: 'Newsletter Nurseries',
    contactName: 'Nina News',
    contactEmail: 'nina@newsletter.example',
    totalScore: undefined,
  })
  await visitorPost('assessments', '198.51.100.79', { ...business, answers: ALL_BEST, attribution })
  await visitorPost('contact', '198.51.100.80', {
    firstName: 'Ned',
    lastName: 'News',
    email: 'ned@newsletter.example',
    industry: 'Retail',
    inquiryType: 'general',
    message: 'Read about you in the newsletter.',
    attribution,
  })
})
let page: Page
beforeAll(() => {
  page = currentPage()
})

const OUTBOX = path.resolve(process.env.OUTBOX_DIR?.trim() || 'data/outbox')

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []]
    .flat()
    .map((to) => to.text)
    .join(', ')

/** The first e-mail written to the server's outbox since `since` that matches, once the jobs queue has sent it. */
async function outboxMail(since: number, match: (mail: ParsedMail) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const names = (await readdir(OUTBOX).catch(() => [])).filter((name) => name.endsWith('.eml'))
    for (const name of names) {
      const file = path.join(OUTBOX, name)
      if ((await stat(file)).mtimeMs < since) continue
      const mail = await simpleParser(await readFile(file))
      if (match(mail)) return mail
    }
    if (Date.now() > deadline) throw new Error(`No matching e-mail in ${OUTBOX} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('a person in the dashboard', () => {
  it('opens a lead on its person, with their other lead and one timeline, and sends a reply from a template', async () => {
    const since = Date.now()
    await page.goto(`${baseURL()}/admin?q=Person%20Pottery`)
    const row = page.getByRole('row', { name: /Person Pottery/ })
    await row.getByRole('button', { name: '1 other lead from Pia Potter' }).waitFor()
    await row.getByRole('button', { name: 'Notes on Person Pottery' }).click()
    const panel = page.getByRole('dialog', { name: 'Person Pottery' })
    await panel.getByRole('heading', { name: '2 leads from this person' }).waitFor()
    const timeline = panel.getByRole('list', { name: 'Timeline' })
    await timeline.getByText('Assessment submitted: Person Pottery, score 72/84').waitFor()
    await timeline.getByText('Inquiry sent: General Inquiry').waitFor()
    // The visitor's text is shown as text.
    await timeline.getByText('Following up on my <b>assessment</b>.').waitFor()
    expect(await panel.locator('b').count()).toBe(0)

    await panel.getByRole('combobox', { name: 'Reply template' }).click()
    await page.getByRole('option', { name: 'Thanks — let’s talk' }).click()
    const subject = 'Thanks for reaching out to Keystone Legacy Partners'
    expect(await panel.getByLabel('Subject').inputValue()).toBe(subject)
    const text = await panel.getByLabel('Message').inputValue()
    expect(text).toMatch(/^Hi Pia,/)
    await panel.getByRole('button', { name: 'Send reply' }).click()
    await seeText(page, 'Reply queued')
    await timeline.getByText(`Reply to Pia@Person.example: ${subject}`, { exact: false }).waitFor()
    expect(await panel.getByLabel('Subject').inputValue()).toBe('')
    // The template picker starts over with the form, not showing the template just used.
    expect(await panel.getByRole('combobox', { name: 'Reply template' }).innerText()).toBe('Start from a template')
    expect(await axeViolations(page)).toEqual([])

    // The founder receives it from the firm, and answering it (the key sent it) writes to the firm.
    const { contactEmail } = await cms<{ contactEmail: string }>('/globals/site-settings')
    const mail = await outboxMail(
      since,
      (sent) => sent.subject === subject && recipients(sent).toLowerCase() === 'pia@person.example',
    )
    // Sent to the address the assessment stored (its domain in lower case, as stored).
    expect(recipients(mail)).toBe('Pia@person.example')
    expect(mail.replyTo?.text).toBe(contactEmail)
    expect(mail.text?.trim()).toBe(text.trim())
    expect(mail.html).toBe(false)

    const person = await adminApi<{ timeline: { type: string; author: string }[] }>(
      '/api/people?email=pia%40person.example',
    )
    expect(person.timeline.filter((entry) => entry.type === 'reply')).toEqual([
      expect.objectContaining({ author: 'API key' }),
    ])
  })
})

describe('Leads by source', () => {
  it('opens the inbox filtered to the clicked source', async () => {
    await page.goto(`${baseURL()}/admin`)
    await openTab(page, 'Analytics')
    const row = page
      .getByTestId('list-Leads by Source')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: SOURCE }) })
    expect(await row.innerText()).toContain('1 inquiry · 1 assessment · 1 High Potential')
    await row.getByRole('link', { name: SOURCE }).click()
    await page.waitForURL((url) => url.searchParams.get('originSource') === SOURCE)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/admin')
    // An assessment came from it, so the assessments open, over the period the tab showed.
    expect(url.searchParams.get('tab')).toBeNull()
    expect(url.searchParams.get('createdFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await page.getByRole('tabpanel', { name: 'Business Assessments' }).waitFor()
    // Only the source's assessment is listed (the demo and Person Pottery ones are not).
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('table tbody tr')]
      return rows.length === 1 && rows[0].textContent?.includes('Newsletter Nurseries')
    })
  })
})

describe('the next step from the results', () => {
  it('offers the pre-filled contact form without a booking address, then the firm’s and the focused partner’s', async () => {
    const { resultsPath } = await adminApi<{ resultsPath: string }>(
      '/api/assessments',
      'POST',
      assessmentBody({
        businessName: 'Booking Bakery',
        contactName: 'Bea Baker Jones',
        contactEmail: 'bea@booking.example',
        industry: 'Healthcare',
        totalScore: undefined,
        answers: ALL_BEST,
      }),
    )
    const founder = await openPage(page.context().browser()!, DESKTOP, resultsPath)
    const next = founder.getByRole('region', { name: 'Discuss your results with a partner' })
    await next.getByRole('link', { name: 'Talk to a partner' }).click()
    await founder.waitForURL(`${baseURL()}${resultsPath}/contact`)
    const form = founder.getByRole('form', { name: 'Contact form' })
    expect(await form.getByLabel('First Name').inputValue()).toBe('Bea')
    expect(await form.getByLabel('Last Name').inputValue()).toBe('Baker Jones')
    expect(await form.getByLabel('Email').inputValue()).toBe('bea@booking.example')
    expect(await form.getByLabel('Message').inputValue()).toBe(
      'I completed the business assessment for Booking Bakery (score 84/84) and would like to discuss the results with a partner.',
    )

    const members = await cms<{ docs: { id: number; name: string }[] }>('/team-members?limit=1&sort=displayOrder')
    const partner = members.docs[0]
    // The external booking links are the fallback when no partner takes bookings in the product.
    const bookable = await cms<{ docs: { id: number }[] }>('/team-members?where[availability.bookable][equals]=true')
    const setBookable = (value: boolean) =>
      Promise.all(
        bookable.docs.map(({ id }) => cms(`/team-members/${id}`, 'PATCH', { availability: { bookable: value } })),
      )
    await setBookable(false)
    try {
      await cms('/globals/site-settings', 'POST', { bookingUrl: 'https://cal.example/keystone/intro' })
      await founder.goto(resultsPath)
      const firm = next.getByRole('link', { name: 'Book a call with Keystone Legacy Partners (opens in a new tab)' })
      expect(await firm.getAttribute('href')).toBe('https://cal.example/keystone/intro')
      expect(await firm.getAttribute('target')).toBe('_blank')
      expect(await next.getByRole('link', { name: 'Talk to a partner' }).count()).toBe(0)

      await cms(`/team-members/${partner.id}`, 'PATCH', {
        bookingUrl: 'https://cal.example/partner/30min',
        focusIndustry: 'Healthcare',
      })
      await founder.goto(resultsPath)
      const own = next.getByRole('link', { name: `Book a call with ${partner.name} (opens in a new tab)` })
      expect(await own.getAttribute('href')).toBe('https://cal.example/partner/30min')
    } finally {
      await cms(`/team-members/${partner.id}`, 'PATCH', { bookingUrl: null, focusIndustry: null })
      await cms('/globals/site-settings', 'POST', { bookingUrl: null })
      await setBookable(true)
    }
    await founder.context().close()
  })
})
