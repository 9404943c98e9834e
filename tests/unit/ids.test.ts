import { describe, expect, it } from 'vitest'

import { parseDocId } from '@/lib/ids'

describe('parseDocId', () => {
  it('reads SQLite ids as positive integers, from numbers or digit strings', () => {
    expect(parseDocId('42', 'number')).toBe(42)
    expect(parseDocId(42, 'number')).toBe(42)
    expect(parseDocId('9007199254740991', 'number')).toBe(9007199254740991)
  })

  it.each([
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x1',
    ' 1',
    '01',
    '',
    'abc',
    '9007199254740993',
    '99999999999999999',
    1.5,
    -3,
    null,
    true,
    {},
  ])('refuses %j as a SQLite id', (raw) => {
    expect(parseDocId(raw, 'number')).toBeNull()
  })

  it('reads MongoDB ids as 24-hex ObjectIds only', () => {
    expect(parseDocId('65F1A2B3C4D5E6F708091A2B', 'text')).toBe('65f1a2b3c4d5e6f708091a2b')
    expect(parseDocId('42', 'text')).toBeNull()
    expect(parseDocId('65f1a2b3c4d5e6f708091a2g', 'text')).toBeNull()
  })
})
