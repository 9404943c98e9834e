import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { attemptDelivery, createDelivery } from '@/leads/deliveries'
import { loadLeadUid } from '@/leads/lead'

import { mailedPayload } from '../mailed-payload'
import { makeInquiry } from '../inbox/fixtures'

vi.hoisted(() => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:4827'
  process.env.EMAIL_FROM = 'Keystone Leads <leads@keystone.example>'
  process.env.SITE_URL = 'https://www.keystone.example'
})

let payload: Payload

const sink = mailedPayload((started) => (payload = started), {
  notificationEmails: [{ email: 'deals@keystone.example' }],
})
beforeEach(() => {
  sink.messages.length = 0
  vi.restoreAllMocks()
})

/** A new inquiry's notification delivery, not tried yet. */
async function notificationDelivery(email: string) {
  const lead = await makeInquiry(payload, { email })
  const ref = { kind: 'inquiry' as const, id: String(lead.id) }
  const { uid } = (await loadLeadUid(payload, ref))!
  return (await createDelivery(payload, ref, uid, 'notification'))!
}

const row = (id: number | string) =>
  payload.findByID({ collection: 'lead-deliveries', id, depth: 0, overrideAccess: true })

describe('a notification handed to the mail server', () => {
  it('is never sent again when the try died before recording it (a killed server), and the row says so', async () => {
    const delivery = await notificationDelivery('crash-between@example.com')
    // The process "dies" right after the SMTP handoff: nothing it writes to the delivery row lands.
    const update = payload.update.bind(payload)
    const spy = vi
      .spyOn(payload, 'update')
      .mockImplementation(((args: { collection: string }) =>
        args.collection === 'lead-deliveries'
          ? Promise.reject(new Error('killed'))
          : update(args as never)) as typeof payload.update)
    await expect(attemptDelivery(payload, String(delivery.id))).rejects.toThrow('killed')
    spy.mockRestore()
    expect(sink.messages).toHaveLength(1)
    expect((await row(delivery.id)).status).toBe('pending')

    // After the restart the job runs again.
    expect((await attemptDelivery(payload, String(delivery.id))).status).toBe('sent')
    expect(sink.messages).toHaveLength(1)
    const after = await row(delivery.id)
    expect(after.status).toBe('sent')
    expect(after.lastError).toMatch(
      /^Handed to the mail server at \d{4}-\d\d-\d\dT[\d:.]+Z by a try that did not finish \(the server stopped\): not sent again$/,
    )
    // Every copy of a delivery's message has the same Message-ID, for mailboxes that deduplicate.
    expect(sink.messages[0].parsed.messageId).toMatch(/^<[0-9a-f]{32}@keystone\.example>$/)
  })

  it('is sent again after the mail server refused it (nothing was handed over)', async () => {
    const delivery = await notificationDelivery('refused-once@example.com')
    sink.failNext(1)
    expect((await attemptDelivery(payload, String(delivery.id))).status).toBe('pending')
    expect(sink.messages).toHaveLength(0)
    expect((await attemptDelivery(payload, String(delivery.id))).status).toBe('sent')
    expect(sink.messages).toHaveLength(1)
    expect((await row(delivery.id)).lastError).toBeNull()
  })
})
