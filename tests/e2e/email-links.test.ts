/**
 * The net under every link a person opens from an e-mail: on its own production server (port
 * 4851) with SMTP pointed at a sink (4850), a realistic run sends the product's e-mails (a newsletter
 * sign-up and a new insight, a founder's results, the firm's lead notifications, both sides' meeting
 * invitations, the owner's notice of a founder's answer); every link found in them (bodies and
 * List-Unsubscribe) answers a GET with a page, never JSON, and the GETs change nothing. The newsletter's pages are then used as a person would, at phone and desktop widths.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import MailComposer from 'nodemailer/lib/mail-composer'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SlotsAnswer } from '@/contracts/meetings'
import { QUESTIONS } from '@/lib/assessment/questions'

import { type ProductionServer, startProductionServer } from '../../scripts/production-server'
import { type ReceivedMail, SmtpSink } from '../fixtures/smtp-sink'
import { assessmentBody } from './admin-helpers'
import { DESKTOP, launchBrowser, MOBILE } from './browser'

const PORT = 4851
const BASE = `http://127.0.0.1:${PORT}`
const KEY = 'e2e-email-links-admin-key-of-at-least-32-characters'
const READER = 'links.reader@example.com'
const FOUNDER = 'links.founder@example.com'
const INBOUND_TOKEN = 'e2e-email-links-inbound-token-of-32-characters'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-email-links-e2e-'))
const sink = new SmtpSink()

let server: ProductionServer
let browser: Browser

beforeAll(async () => {
  await sink.start(4850)
  server = await startProductionServer({
    port: PORT,
    dataDir,
    env: {
      ADMIN_API_KEY: KEY,
      SMTP_URL: 'smtp://127.0.0.1:4850',
      EMAIL_FROM: 'Keystone <site@keystone.example>',
      SITE_URL: BASE,
      INBOUND_EMAIL_TOKEN: INBOUND_TOKEN,
    },
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await sink.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

let clients = 0
async function send(pathname: string, body: unknown, { key = false, form = false } = {}) {
  clients += 1
  const response = await fetch(`${BASE}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${clients + 100}`,
      ...(key ? { 'x-api-key': KEY } : {}),
    },
    body: JSON.stringify(form ? { ...(body as object), formStartTime: Date.now() - 10_000 } : body),
  })
  expect(response.status, await response.clone().text()).toBeLessThan(300)
  return response
}

/** Every http(s) address in a message: its text, its HTML's links, and List-Unsubscribe. */
function linksIn(mail: ReceivedMail): string[] {
  const header = mail.parsed.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? ''
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'))
  const texts = [...`${mail.text}\n${header}`.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0])
  // Images (the branded e-mails' logo) are fetched by the mail client, not followed by the reader.
  return [...hrefs, ...texts].filter((link) => /^https?:/.test(link) && !/\.(png|jpe?g|gif|svg|webp)$/.test(link))
}

/** What a GET must not change: every subscriber's and meeting's status, and the leads' count. */
async function state() {
  const read = async (pathname: string) =>
    (await (await fetch(`${BASE}/cms-api${pathname}`, { headers: { 'x-api-key': KEY } })).json()) as {
      docs: { email?: string; status?: string }[]
      totalDocs: number
    }
  const subscribers = await read('/newsletter-subscribers?limit=100&depth=0&sort=id')
  const meetings = await read('/meetings?limit=100&depth=0&sort=id')
  const leads = await Promise.all(['/assessments?limit=0', '/contact-inquiries?limit=0'].map(read))
  return {
    subscribers: subscribers.docs.map((doc) => `${doc.email}:${doc.status}`),
    meetings: meetings.docs.map((doc) => `${doc.email}:${doc.status}`),
    leads: leads.map((list) => list.totalDocs),
  }
}

const confirmLink = (mail: ReceivedMail) => linksIn(mail).find((link) => link.includes('/newsletter/confirm?'))!

let sentLinks: string[] = []

describe('the links in the e-mails the product sends', () => {
  it('are collected from a realistic run: a sign-up, a new insight, a founder’s results, lead notifications, a booked call and the founder’s answer', async () => {
    await send('/api/newsletter', { email: READER })
    const confirmation = await sink.waitFor((mail) => mail.to.includes(READER), 60_000)
    // The reader confirms through the page's button (a POST), so a new insight reaches them.
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto(confirmLink(confirmation))
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor()
    await page.close()

    await send(
      '/api/assessments',
      {
        ...assessmentBody({ businessName: 'Links Lab', contactName: 'Lin Links', contactEmail: FOUNDER }),
        totalScore: undefined,
        answers: Object.fromEntries(QUESTIONS.map((question) => [question.id, 3])),
        emailResults: true,
      },
      { form: true },
    )
    await send(
      '/api/contact',
      {
        firstName: 'Cy',
        lastName: 'Contact',
        email: 'cy.contact@example.com',
        industry: 'Retail',
        inquiryType: 'general',
        message: 'Please call me.',
      },
      { form: true },
    )
    await send(
      '/api/blog/posts',
      { title: 'Links Worth Following', summary: 'A summary.', content: 'Body.', isPublished: true },
      { key: true },
    )

    const results = await sink.waitFor((mail) => mail.to.includes(FOUNDER), 90_000)
    await sink.waitFor((mail) => mail.subject.includes('Links Lab'), 90_000)

    // The founder books the first free slot, then answers the results e-mail from their mail client.
    const { slots } = (await (await fetch(`${BASE}/api/meetings/slots?days=14&tz=UTC`)).json()) as SlotsAnswer
    await send(
      '/api/meetings',
      { start: slots[0].start, partnerId: slots[0].partner.id, name: 'Lin Links', email: FOUNDER },
      { form: true },
    )
    const answer = await new MailComposer({
      from: `Lin Links <${FOUNDER}>`,
      to: 'partners@keystone.example',
      subject: `Re: ${results.subject}`,
      inReplyTo: results.parsed.messageId,
      references: [results.parsed.messageId!],
      text: 'Thanks, see you at the call.',
    })
      .compile()
      .build()
    const inbound = await fetch(`${BASE}/api/inbound-email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${INBOUND_TOKEN}`, 'content-type': 'message/rfc822' },
      body: new Uint8Array(answer),
    })
    expect(await inbound.json()).toEqual({ outcome: 'stored', kind: 'reply' })
    await sink.waitFor((mail) => mail.to.includes(FOUNDER) && mail.subject.startsWith('Booked:'), 90_000)
    await sink.waitFor((mail) => !mail.to.includes(FOUNDER) && mail.subject.startsWith('Booked:'), 90_000)
    const notice = await sink.waitFor((mail) => mail.subject.startsWith('Answer from Lin Links:'), 90_000)
    expect(linksIn(notice).some((link) => link.startsWith(`${BASE}/admin?`))).toBe(true)
    await sink.waitFor((mail) => mail.subject.startsWith('New insight: Links Worth Following'), 90_000)
    sentLinks = [...new Set(sink.messages.flatMap(linksIn))]
    expect(sentLinks.some((link) => link.includes('/newsletter/unsubscribe?token='))).toBe(true)
    expect(sentLinks.some((link) => link.includes('/assessment/results/'))).toBe(true)
    expect(sentLinks.some((link) => link.includes('/admin?'))).toBe(true)
    expect(sentLinks.some((link) => link.includes('/meetings/'))).toBe(true)
    expect(sentLinks.some((link) => link.endsWith('/pdf'))).toBe(true)
  })

  it('answer a GET with a page, never JSON, and the GETs change nothing', async () => {
    const ours = sentLinks.filter((link) => link.startsWith(BASE))
    expect(ours.length).toBeGreaterThan(3)
    const before = await state()
    const answers: string[] = []
    for (const link of ours) {
      const response = await fetch(link, { headers: { 'x-forwarded-for': '198.51.100.250' } })
      const type = response.headers.get('content-type') ?? ''
      await response.arrayBuffer()
      // The results e-mail's PDF link is a document too.
      const page = type.startsWith('text/html') || (link.endsWith('/pdf') && type === 'application/pdf')
      if (!response.ok || !page) answers.push(`${link}: ${response.status} ${type}`)
    }
    expect(answers).toEqual([])
    expect(await state()).toEqual(before)
  })
})

describe("the newsletter's pages", () => {
  const shot = async (page: Page, name: string) => {
    const width = page.viewportSize()!.width
    await page.screenshot({ path: path.join(os.tmpdir(), `newsletter-${name}-${width}.png`), fullPage: true })
  }

  it('unsubscribe with one button, at phone and desktop widths; a mail client’s one-click POST works too', async () => {
    const issue = sink.messages.find((mail) => mail.subject.startsWith('New insight:'))!
    const unsubscribe = linksIn(issue).find((link) => link.includes('/newsletter/unsubscribe?'))!
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await browser.newPage({ viewport })
      await page.goto(unsubscribe)
      await page.getByRole('heading', { name: 'Unsubscribe from Strategic Insights' }).waitFor()
      expect(await page.getByRole('button').filter({ hasText: 'Unsubscribe' }).count()).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
      await shot(page, 'unsubscribe')
      await page.close()
    }
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto(unsubscribe)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor()
    await page.close()
    expect((await state()).subscribers).toContain(`${READER}:unsubscribed`)

    // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the header's address.
    const header = issue.parsed.headerLines.find((line) => line.key === 'list-unsubscribe')!.line
    const oneClick = /<([^>]+)>/.exec(header)![1]
    const response = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'You are unsubscribed. No more insights will be sent to you.' })
  })

  it('confirm with one button, and the old confirmation link does nothing after the unsubscribe', async () => {
    const confirmation = sink.messages.find((mail) => mail.to.includes(READER) && mail.subject.startsWith('Confirm'))!
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await browser.newPage({ viewport })
      await page.goto(confirmLink(confirmation))
      await page.getByRole('heading', { name: 'This link is not valid' }).waitFor()
      expect(await page.getByRole('button', { name: 'Confirm my subscription' }).count()).toBe(0)
      await page.close()
    }
    expect((await state()).subscribers).toContain(`${READER}:unsubscribed`)

    await send('/api/newsletter', { email: 'second.reader@example.com' })
    const second = await sink.waitFor((mail) => mail.to.includes('second.reader@example.com'), 60_000)
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await browser.newPage({ viewport })
      await page.goto(confirmLink(second))
      await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
      await shot(page, 'confirm')
      await page.close()
    }
  })
})
