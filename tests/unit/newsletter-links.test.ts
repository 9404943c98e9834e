import { describe, expect, it } from 'vitest'

import { confirmationBinding, confirmLinkState } from '@/lib/newsletter-links'

const DAY = 24 * 60 * 60 * 1000
const sent = '2026-12-01T10:00:00.000Z'
const at = (ms: number) => new Date(Date.parse(sent) + ms)

describe('confirmLinkState', () => {
  it('confirms for 7 days after the e-mail was sent, then the link has expired', () => {
    const pending = { status: 'pending', confirmationSentAt: sent }
    expect(confirmLinkState(pending, at(0), 7 * DAY)).toBe('confirmable')
    expect(confirmLinkState(pending, at(7 * DAY), 7 * DAY)).toBe('confirmable')
    expect(confirmLinkState(pending, at(7 * DAY + 1), 7 * DAY)).toBe('expired')
  })

  it('shows a confirmed subscription as confirmed, whatever its age', () => {
    expect(confirmLinkState({ status: 'confirmed', confirmationSentAt: sent }, at(30 * DAY), 7 * DAY)).toBe('confirmed')
  })

  it('does nothing after an unsubscribe, unless the confirmation was sent after it', () => {
    const after = { status: 'unsubscribed', confirmationSentAt: sent, unsubscribedAt: at(DAY).toISOString() }
    expect(confirmLinkState(after, at(DAY + 1), 7 * DAY)).toBe('void')
    const before = { status: 'unsubscribed', confirmationSentAt: sent, unsubscribedAt: at(-DAY).toISOString() }
    expect(confirmLinkState(before, at(1), 7 * DAY)).toBe('confirmable')
    expect(confirmLinkState({ status: 'unsubscribed', confirmationSentAt: sent }, at(1), 7 * DAY)).toBe('void')
  })

  it('is void without a confirmation sent', () => {
    expect(confirmLinkState({ status: 'pending' }, at(0), 7 * DAY)).toBe('void')
    expect(confirmationBinding(null)).toBeNull()
    expect(confirmationBinding(sent)).toBe(String(Date.parse(sent)))
    expect(confirmationBinding('2026-12-01T11:00:00+01:00')).toBe(confirmationBinding(sent))
  })
})
