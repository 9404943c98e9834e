import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import type { SiteSetting } from '@/payload-types'

import { SmtpSink } from '../fixtures/smtp-sink'
import { testPayload } from './helpers'

/**
 * A test file's mail sink and Payload: before all tests the sink listens on the port of SMTP_URL
 * (which the file sets in `vi.hoisted`), Payload starts and is handed to `onPayload`, and the site
 * settings get `settings`; after all tests the sink stops.
 */
export function mailedPayload(onPayload: (payload: Payload) => void, settings?: Partial<SiteSetting>): SmtpSink {
  const sink = new SmtpSink()
  beforeAll(async () => {
    await sink.start(Number(new URL(process.env.SMTP_URL ?? '').port))
    const payload = await testPayload()
    onPayload(payload)
    if (settings) await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: settings })
  })
  afterAll(() => sink.stop())
  return sink
}
