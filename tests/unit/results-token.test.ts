import { describe, expect, it } from 'vitest'

import { resultsPath, resultsToken, resultsTokenId, resultsTokenMatches } from '@/lib/results-token'

const SECRET = 'payload-secret-for-tests'
const RECORD = { id: 12, uid: '3f1c2a9b8c7d6e5f4a3b2c1d0e9f8a7b' }

describe('the results token', () => {
  it('round-trips an SQLite or MongoDB id and is not the bare id', () => {
    for (const record of [RECORD, { id: '6650f1c2a9b8c7d6e5f4a3b2', uid: null }]) {
      const token = resultsToken(SECRET, record)
      expect(token).not.toBe(String(record.id))
      expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/)
      expect(resultsTokenId(token)).toBe(String(record.id))
      expect(resultsTokenMatches(SECRET, token, record)).toBe(true)
    }
    expect(resultsPath(SECRET, RECORD)).toBe(`/assessment/results/${resultsToken(SECRET, RECORD)}`)
  })

  it('does not match a later record stored under the same id (another uid)', () => {
    const token = resultsToken(SECRET, RECORD)
    expect(resultsTokenMatches(SECRET, token, { id: 12, uid: 'a-later-record-with-the-same-id' })).toBe(false)
    expect(resultsTokenMatches(SECRET, token, { id: 12 })).toBe(false)
  })

  it('refuses a forged, altered, foreign or malformed token', () => {
    const token = resultsToken(SECRET, RECORD)
    const [idPart, mac] = token.split('.')
    const otherId = Buffer.from('13').toString('base64url')
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`
    // The last character carries 4 bits of the signature and 2 unused ones: another spelling of the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const respelled = `${mac.slice(0, -1)}${alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1]}`
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(mac, 'base64url'))
    expect(resultsTokenMatches(SECRET, `${otherId}.${mac}`, { ...RECORD, id: 13 })).toBe(false)
    for (const bad of [
      `${idPart}.${flipped}`,
      `${idPart}.${respelled}`,
      resultsToken('another-secret', RECORD),
      '12',
      `${idPart}.`,
      `${idPart}.${mac}x`,
      `${idPart}.${mac.slice(1)}`,
      '../../etc/passwd',
      '',
    ]) {
      expect(resultsTokenMatches(SECRET, bad, RECORD), bad).toBe(false)
    }
    for (const malformed of [
      '12',
      `${idPart}.`,
      '../../etc/passwd',
      '',
      `${Buffer.from('1 2').toString('base64url')}.${mac}`,
    ])
      expect(resultsTokenId(malformed), malformed).toBeNull()
  })
})
