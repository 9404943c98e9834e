import { describe, expect, it } from 'vitest'

import { formStartMs, spamReason } from '@/http/spam'
import { WEBSITE_TRAP_FIELD } from '@/lib/spam-traps'

const now = Date.parse('2026-01-01T12:00:00Z')
const human = { url: '', honeypot: '', [WEBSITE_TRAP_FIELD]: '', formStartTime: now - 30_000 }

describe('spamReason', () => {
  it('lets a person through: traps empty, form open for 3 s or more', () => {
    expect(spamReason(human, now)).toBeNull()
    expect(spamReason({ formStartTime: now - 3000 }, now)).toBeNull()
    expect(spamReason({ ...human, url: null, honeypot: undefined, [WEBSITE_TRAP_FIELD]: '  ' }, now)).toBeNull()
  })

  it('keeps the visible website field out of the traps', () => {
    expect(WEBSITE_TRAP_FIELD).not.toBe('website')
    expect(spamReason({ ...human, website: 'https://real.example' }, now)).toBeNull()
  })

  it.each([
    ['url', { url: 'http://x' }, 'trap'],
    ['honeypot', { honeypot: 'x' }, 'trap'],
    ['website trap', { [WEBSITE_TRAP_FIELD]: 'x' }, 'trap'],
    ['a trap holding a number', { honeypot: 0 }, 'trap'],
    ['a trap holding true', { url: true }, 'trap'],
    ['missing start time', { formStartTime: undefined }, 'no_start_time'],
    ['an unreadable start time', { formStartTime: 'soon' }, 'no_start_time'],
    ['a start time in the future', { formStartTime: now + 1 }, 'too_fast'],
    ['a form sent in 2.9 s', { formStartTime: now - 2999 }, 'too_fast'],
  ])('catches %s', (_, fields, reason) => {
    expect(spamReason({ ...human, ...fields }, now)).toBe(reason)
  })

  it('lets a form opened from a results link through at once, but not with a filled trap', () => {
    expect(spamReason({ formStartTime: now }, now, { humanPaced: true })).toBeNull()
    expect(spamReason({}, now, { humanPaced: true })).toBeNull()
    expect(spamReason({ honeypot: 'x', formStartTime: now }, now, { humanPaced: true })).toBe('trap')
  })
})

describe('formStartMs', () => {
  it('reads epoch milliseconds as a number or digits, and ISO dates', () => {
    expect(formStartMs(now)).toBe(now)
    expect(formStartMs(String(now))).toBe(now)
    expect(formStartMs('2026-01-01T12:00:00Z')).toBe(now)
  })

  it.each([null, undefined, '', 'x', Number.NaN, Number.POSITIVE_INFINITY, {}, []])('gives null for %j', (value) => {
    expect(formStartMs(value)).toBeNull()
  })
})
