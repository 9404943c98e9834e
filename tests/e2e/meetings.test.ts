/**
 * A founder books a call from their results on a production server (port 4861) with SMTP pointed
 * at a sink (4860) and the demo partners bookable: pick a time, confirm the pre-filled form, see the
 * confirmation; the founder and the firm each receive an invitation whose .ics a calendar library
 * reads back; cancelling from the manage page frees the slot, and the results e-mail's link to that
 * time opens it picked. The results PDF downloads with the score.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import ical, { type VEvent } from 'node-ical'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SlotsAnswer } from '@/contracts/meetings'
import { QUESTIONS } from '@/lib/assessment/questions'

import { type ProductionServer, startProductionServer } from '../../scripts/production-server'
import { type ReceivedMail, SmtpSink } from '../fixtures/smtp-sink'
import { pdfText } from '../fixtures/pdf-text'
import { DESKTOP, launchBrowser } from './browser'

const PORT = 4861
const BASE = `http://127.0.0.1:${PORT}`
const FOUNDER = 'meeting.founder@example.com'
const FIRM = 'partners@keystonelegacy.example'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-meetings-e2e-'))
const sink = new SmtpSink()

let server: ProductionServer
let browser: Browser

beforeAll(async () => {
  await sink.start(4860)
  server = await startProductionServer({
    port: PORT,
    dataDir,
    env: { SMTP_URL: 'smtp://127.0.0.1:4860', SITE_URL: BASE, SITE_TIMEZONE: 'America/Chicago' },
  })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await sink.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const veventOf = (mail: ReceivedMail) => {
  const attachment = mail.parsed.attachments.find((each) => each.filename === 'invite.ics')
  expect(attachment, mail.subject).toBeDefined()
  const text = attachment!.content.toString('utf8')
  expect(text).toMatch(/^METHOD:REQUEST\r?$/m)
  return Object.values(ical.sync.parseICS(text)).find((each) => each?.type === 'VEVENT') as VEvent
}

/** The free starts of one partner (the demo partners share their hours). */
const slotStarts = async (partner: string) => {
  const response = await fetch(`${BASE}/api/meetings/slots?days=14&tz=UTC`)
  return ((await response.json()) as SlotsAnswer).slots
    .filter((slot) => slot.partner.name === partner)
    .map((slot) => slot.start)
}

describe('booking a call from the results', () => {
  it('goes from the score to a booked call in two clicks, invites both sides, and a cancel frees the slot', async () => {
    const answers = Object.fromEntries(QUESTIONS.map((question) => [question.id, 3]))
    const created = await fetch(`${BASE}/api/assessments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.61' },
      body: JSON.stringify({
        businessName: 'Meeting Mills',
        contactName: 'Mia Founder',
        contactEmail: FOUNDER,
        industry: 'Manufacturing',
        businessCity: 'Austin',
        businessState: 'TX',
        businessZipCode: '78701',
        annualRevenue: '1m-5m',
        lifetimeGrossProfit: 12000,
        customerAcquisitionCost: 3000,
        answers,
        url: '',
        honeypot: '',
        website_url: '',
        formStartTime: Date.now() - 60_000,
      }),
    })
    expect(created.status).toBe(201)
    const { resultsPath } = (await created.json()) as { resultsPath: string }

    const page = await browser.newPage({ viewport: DESKTOP, timezoneId: 'Europe/Berlin' })
    page.on('dialog', (dialog) => void dialog.accept())
    await page.goto(`${BASE}${resultsPath}`)
    // The results as a PDF: a plain link whose file reads back with the score; another token gets nothing.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download your results (PDF)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('assessment-results.pdf')
    const pdf = await pdfText(fs.readFileSync((await download.path())!))
    expect(pdf.text).toContain('63/84')
    expect(pdf.text).toContain('Meeting Mills')
    const token = resultsPath.replace('/assessment/results/', '')
    const forged = `/api/assessments/results/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}/pdf`
    expect((await fetch(`${BASE}/api/assessments/results/${token}/pdf`)).status).toBe(200)
    expect((await fetch(`${BASE}${forged}`)).status).toBe(404)

    const picker = page.getByTestId('meeting-picker')
    await expect.poll(() => picker.getByText('Times in your time zone (Europe/Berlin).').isVisible()).toBe(true)
    const heading = await picker.getByRole('heading').textContent()
    expect(heading).toMatch(/^Book a call with (Daniel Whitaker|Priya Raman)$/)
    const partner = heading!.replace('Book a call with ', '')

    // Click one: a time; click two: confirm the form the assessment filled in.
    await picker.locator('ul button').first().click()
    expect(await page.getByLabel('Name').inputValue()).toBe('Mia Founder')
    expect(await page.getByLabel('Email').inputValue()).toBe(FOUNDER)
    expect(await page.getByLabel('Company').inputValue()).toBe('Meeting Mills')
    await page.getByRole('button', { name: 'Confirm booking' }).click()
    await page.waitForURL(/\/meetings\/[\w-]+\.[\w-]+\?booked=1$/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your call is booked')
    const when = await page.getByTestId('meeting-when').textContent()
    expect(when).toContain('(Europe/Berlin)')
    const calendarHref = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')
    const calendar = await fetch(`${BASE}${calendarHref}`)
    expect(calendar.headers.get('content-type')).toContain('text/calendar')
    const added = Object.values(ical.sync.parseICS(await calendar.text())).find(
      (each) => each?.type === 'VEVENT',
    ) as VEvent
    const start = added.start.toISOString()
    expect(await slotStarts(partner)).not.toContain(start)

    const [toFounder, toFirm] = await Promise.all([
      sink.waitFor((mail) => mail.to.includes(FOUNDER) && mail.subject.startsWith('Booked:')),
      sink.waitFor((mail) => mail.to.includes(FIRM) && mail.subject.startsWith('Booked:')),
    ])
    const [founderEvent, firmEvent] = [veventOf(toFounder), veventOf(toFirm)]
    expect(founderEvent.start.toISOString()).toBe(start)
    expect(firmEvent.uid).toBe(founderEvent.uid)
    expect(toFounder.text).toContain(page.url().replace('?booked=1', ''))

    await page.getByRole('button', { name: 'Cancel the call' }).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('This call was cancelled')
    expect(await slotStarts(partner)).toContain(start)
    const cancellation = await sink.waitFor(
      (mail) => mail.to.includes(FOUNDER) && mail.subject.startsWith('Cancelled:'),
    )
    expect(cancellation.parsed.attachments.find((each) => each.filename === 'invite.ics')!.content.toString()).toMatch(
      /^METHOD:CANCEL\r?$/m,
    )

    // A time picked in the results e-mail opens the results with it picked, ready to confirm.
    await page.goto(`${BASE}${resultsPath}?slot=${encodeURIComponent(start)}#book`)
    const confirm = page.getByRole('form', { name: 'Confirm your call' })
    await expect.poll(() => confirm.isVisible()).toBe(true)
    const local = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Europe/Berlin' }).format(new Date(start))
    expect(await confirm.textContent()).toContain(
      `${local({ weekday: 'long', month: 'long', day: 'numeric' })} at ${local({ hour: 'numeric', minute: '2-digit' })}`,
    )
    expect(await page.getByLabel('Email').inputValue()).toBe(FOUNDER)
    await page.close()
  })
})
