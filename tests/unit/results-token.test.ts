import { describe, expect, it } from 'vitest'

import { resultsPath, resultsToken, verifyResultsToken } from '@/lib/results-token'

const SECRET = 'payload-secret-for-tests'

describe('the results token', () => {
  it('round-trips an SQLite or MongoDB id and is not the bare id', () => {
    for (const id of [12, '6650f1c2a9b8c7d6e5f4a3b2']) {
      const token = resultsToken(SECRET, id)
      expect(token).not.toBe(String(id))
      expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/)
      expect(verifyResultsToken(SECRET, token)).toBe(String(id))
    }
    expect(resultsPath(SECRET, 7)).toBe(`/assessment/results/${resultsToken(SECRET, 7)}`)
  })

  it('refuses a forged, altered, foreign or malformed token', () => {
    const token = resultsToken(SECRET, 12)
    const [idPart, mac] = token.split('.')
    const otherId = Buffer.from('13').toString('base64url')
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`
    // The last character carries 4 bits of the signature and 2 unused ones: another spelling of the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const respelled = `${mac.slice(0, -1)}${alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1]}`
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(mac, 'base64url'))
    for (const bad of [
      `${otherId}.${mac}`,
      `${idPart}.${flipped}`,
      `${idPart}.${respelled}`,
      resultsToken('another-secret', 12),
      '12',
      `${idPart}.`,
      `${idPart}.${mac}x`,
      `${idPart}.${mac.slice(1)}`,
      '../../etc/passwd',
      '',
    ]) {
      expect(verifyResultsToken(SECRET, bad), bad).toBeNull()
    }
  })
})
