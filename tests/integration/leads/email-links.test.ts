import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { attemptDelivery, createDelivery } from '@/leads/deliveries'
import { loadLeadUid } from '@/leads/lead'

import { mailedPayload } from '../mailed-payload'
import { makeInquiry } from '../inbox/fixtures'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4829'
  process.env.PORT = '4999'
  delete process.env.SITE_URL
})

let payload: Payload

const sink = mailedPayload((started) => (payload = started), {
  notificationEmails: [{ email: 'deals@keystone.example' }],
})
beforeEach(() => {
  sink.messages.length = 0
})
afterEach(() => {
  delete process.env.SITE_URL
  delete process.env.SERVER_ROLE
})

async function notify(email: string) {
  const lead = await makeInquiry(payload, { email })
  const ref = { kind: 'inquiry' as const, id: String(lead.id) }
  const delivery = (await createDelivery(payload, ref, (await loadLeadUid(payload, ref))!.uid, 'notification'))!
  const result = await attemptDelivery(payload, String(delivery.id))
  const row = await payload.findByID({ collection: 'lead-deliveries', id: delivery.id, depth: 0, overrideAccess: true })
  return { result, row }
}

const links = (text: string) => [...text.matchAll(/https?:\/\/[^\s)>"]+/g)].map(([url]) => new URL(url).origin)

describe('the links in e-mails', () => {
  it('use SITE_URL wherever the e-mail is sent from, the worker included', async () => {
    process.env.SITE_URL = 'https://www.keystone.example/'
    process.env.SERVER_ROLE = 'worker'
    expect((await notify('linked@example.com')).result.status).toBe('sent')
    const [mail] = sink.messages
    expect(links(mail.text).length).toBeGreaterThan(0)
    expect(new Set(links(mail.text))).toEqual(new Set(['https://www.keystone.example']))
  })

  it("without SITE_URL, use the web server's own origin", async () => {
    expect((await notify('web-server@example.com')).result.status).toBe('sent')
    expect(new Set(links(sink.messages[0].text))).toEqual(new Set(['http://localhost:4999']))
  })

  it('without SITE_URL, a worker refuses to send them: a failed delivery saying why, nothing sent', async () => {
    process.env.SERVER_ROLE = 'worker'
    const { result, row } = await notify('worker-port@example.com')
    expect(result.status).toBe('failed')
    expect(row.status).toBe('failed')
    expect(row.lastError).toBe(
      "SITE_URL is not set: npm run worker serves no pages, so it cannot know the site's public address " +
        'for the links in this message; set SITE_URL (e.g. https://www.example.com) for the worker and restart it',
    )
    expect(sink.messages).toHaveLength(0)
  })
})
