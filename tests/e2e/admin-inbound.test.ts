/**
 * Two-way e-mail as the partner sees it: a reply from a lead's panel reaches the founder, the
 * founder's answer comes back through the inbound route onto the person's timeline with "Awaiting
 * our answer", and the next reply goes out in the founder's thread.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { type ParsedMail, simpleParser } from 'mailparser'
import MailComposer from 'nodemailer/lib/mail-composer'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { adminApi, assessmentBody, dashboardPerFile, seeText } from './admin-helpers'
import { baseURL, DESKTOP } from './browser'

const BUSINESS = 'Inbound Instruments'
const FOUNDER = 'ines@inbound.example'

const currentPage = dashboardPerFile(async () => {
  await adminApi(
    '/api/assessments',
    'POST',
    assessmentBody({ businessName: BUSINESS, contactName: 'Ines Inbound', contactEmail: FOUNDER }),
  )
})
let page: Page
beforeAll(() => {
  page = currentPage()
})

const OUTBOX = path.resolve(process.env.OUTBOX_DIR?.trim() || 'data/outbox')

/** The first e-mail the server wrote to its outbox since `since` that matches (the jobs queue sends it). */
async function outboxMail(since: number, match: (mail: ParsedMail) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    for (const name of (await readdir(OUTBOX).catch(() => [])).filter((each) => each.endsWith('.eml'))) {
      const file = path.join(OUTBOX, name)
      if ((await stat(file)).mtimeMs < since) continue
      const mail = await simpleParser(await readFile(file))
      if (match(mail)) return mail
    }
    if (Date.now() > deadline) throw new Error(`No matching e-mail in ${OUTBOX} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const toFounder = (mail: ParsedMail) =>
  [mail.to ?? []]
    .flat()
    .map((to) => to.text.toLowerCase())
    .includes(FOUNDER)

describe('two-way e-mail', () => {
  it('threads a founder’s answer into the person and the next reply into the founder’s conversation', async () => {
    const since = Date.now()
    await page.goto(`${baseURL()}/admin?q=${encodeURIComponent(BUSINESS)}`)
    await page
      .getByRole('row', { name: new RegExp(BUSINESS) })
      .getByRole('button', { name: `Notes on ${BUSINESS}` })
      .click()
    const panel = page.getByRole('dialog', { name: BUSINESS })
    await panel.getByLabel('Subject').fill('Your assessment')
    await panel.getByLabel('Message').fill('Hi Ines, could we talk on Tuesday?')
    await panel.getByRole('button', { name: 'Send reply' }).click()
    await seeText(page, 'Reply queued')
    const first = await outboxMail(since, (mail) => toFounder(mail) && mail.subject === 'Your assessment')

    // The founder answers from their mail client; the provider posts it to the inbound route.
    const answerId = `<e2e-answer-${Date.now()}@inbound.example>`
    const raw = await new MailComposer({
      from: `Ines Inbound <${FOUNDER}>`,
      to: 'partners@keystone.example',
      subject: 'Re: Your assessment',
      messageId: answerId,
      inReplyTo: first.messageId,
      references: [first.messageId!],
      text: 'Tuesday at <b>10</b> works.\n\nOn Monday you wrote:\n> Hi Ines, could we talk on Tuesday?\n',
    })
      .compile()
      .build()
    const posted = await fetch(`${baseURL()}/api/inbound-email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${inject('inboundToken')}`, 'content-type': 'message/rfc822' },
      body: new Uint8Array(raw),
    })
    expect(posted.status).toBe(202)
    expect(await posted.json()).toEqual({ outcome: 'stored', kind: 'reply' })

    // The inbox's filter lists them; the panel reads the person again when it opens.
    await panel.getByRole('button', { name: 'Close', exact: true }).click()
    await page.getByRole('button', { name: 'Awaiting our answer' }).click()
    await page.waitForURL((url) => url.searchParams.get('awaiting') === '1')
    await page
      .getByRole('row', { name: new RegExp(BUSINESS) })
      .getByRole('button', { name: `Notes on ${BUSINESS}` })
      .click()
    await panel.getByText('Awaiting our answer').waitFor()
    const timeline = panel.getByRole('list', { name: 'Timeline' })
    await timeline.getByText(`E-mail from ${FOUNDER}: Re: Your assessment`).waitFor()
    // The new text only, as text.
    await timeline.getByText('Tuesday at <b>10</b> works.', { exact: true }).waitFor()
    expect(await timeline.getByText('could we talk on Tuesday?').count()).toBe(1)
    expect(await panel.locator('b').count()).toBe(0)
    expect(await panel.getByLabel('Subject').inputValue()).toBe('Re: Your assessment')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.screenshot({ path: '/tmp/inbound-shots/desktop.png', fullPage: false })
    await page.setViewportSize({ width: 390, height: 844 })
    await panel.getByText('Awaiting our answer').scrollIntoViewIfNeeded()
    await page.screenshot({ path: '/tmp/inbound-shots/phone.png', fullPage: false })
    await page.setViewportSize(DESKTOP)

    const second = Date.now()
    await panel.getByLabel('Message').fill('Tuesday at 10 it is.')
    await panel.getByRole('button', { name: 'Send reply' }).click()
    await seeText(page, 'Reply queued')
    await expect.poll(() => panel.getByText('Awaiting our answer').count()).toBe(0)
    const next = await outboxMail(
      second,
      (mail) => toFounder(mail) && mail.text?.includes('Tuesday at 10 it is.') === true,
    )
    expect(next.subject).toBe('Re: Your assessment')
    expect(next.inReplyTo).toBe(answerId)
    expect(next.references).toEqual([first.messageId, answerId])
  })
})
