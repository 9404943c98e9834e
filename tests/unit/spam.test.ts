import { describe, expect, it } from 'vitest'

import { formStartMs, isSpam } from '@/endpoints/spam'
import { WEBSITE_TRAP_FIELD } from '@/lib/spam-traps'

const now = Date.parse('2026-01-01T12:00:00Z')
const human = { url: '', honeypot: '', [WEBSITE_TRAP_FIELD]: '', formStartTime: now - 30_000 }

describe('isSpam', () => {
  it('lets a person through: traps empty, form open for 3 s or more', () => {
    expect(isSpam(human, now)).toBe(false)
    expect(isSpam({ formStartTime: now - 3000 }, now)).toBe(false)
    expect(isSpam({ ...human, url: null, honeypot: undefined, [WEBSITE_TRAP_FIELD]: '  ' }, now)).toBe(false)
  })

  it('keeps the visible website field out of the traps', () => {
    expect(WEBSITE_TRAP_FIELD).not.toBe('website')
    expect(isSpam({ ...human, website: 'https://real.example' }, now)).toBe(false)
  })

  it.each([
    ['url', { url: 'http://x' }],
    ['honeypot', { honeypot: 'x' }],
    ['website trap', { [WEBSITE_TRAP_FIELD]: 'x' }],
    ['a trap holding a number', { honeypot: 0 }],
    ['a trap holding true', { url: true }],
    ['missing start time', { formStartTime: undefined }],
    ['a start time in the future', { formStartTime: now + 1 }],
    ['a form sent in 2.9 s', { formStartTime: now - 2999 }],
    ['an unreadable start time', { formStartTime: 'soon' }],
  ])('catches %s', (_, fields) => {
    expect(isSpam({ ...human, ...fields }, now)).toBe(true)
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
