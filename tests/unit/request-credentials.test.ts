import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import { jwtSign } from 'payload'
import { describe, expect, it } from 'vitest'

import { payloadTokenValid } from '@/server/payload-token'
import { requestCredentials } from '@/server/request-credentials'

const CONFIG_SECRET = 'the-payload-config-secret-of-this-test-server'
const env = { ADMIN_API_KEY: 'the-admin-key-of-this-test-server-0123456789', PAYLOAD_SECRET: CONFIG_SECRET }

/** A session token as Payload signs it: under the first 32 hex characters of the secret's SHA-256. */
async function sessionToken(configSecret = CONFIG_SECRET, tokenExpiration = 7200): Promise<string> {
  const secret = createHash('sha256').update(configSecret).digest('hex').slice(0, 32)
  const { token } = await jwtSign({ fieldsToSign: { id: 1, collection: 'users', sid: 's' }, secret, tokenExpiration })
  return token
}

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage

describe('payloadTokenValid', () => {
  it("takes a token Payload signed with this server's secret until it expires", async () => {
    const token = await sessionToken()
    expect(payloadTokenValid(token, CONFIG_SECRET)).toBe(true)
    expect(payloadTokenValid(token, CONFIG_SECRET, Date.now() + 7201 * 1000)).toBe(false)
  })

  it('refuses tokens signed under another secret, altered, unsigned or malformed', async () => {
    const token = await sessionToken('another-secret')
    expect(payloadTokenValid(token, CONFIG_SECRET)).toBe(false)
    const [header, body, signature] = (await sessionToken()).split('.')
    const admin = Buffer.from(JSON.stringify({ id: 2, exp: 4e9 })).toString('base64url')
    for (const forged of [`${header}.${admin}.${signature}`, `${header}.${body}.`, 'a.b', 'x', ''])
      expect(payloadTokenValid(forged, CONFIG_SECRET), forged).toBe(false)
    expect(payloadTokenValid(await sessionToken(), undefined)).toBe(false)
  })
})

describe('requestCredentials', () => {
  it('is none without a key, an Authorization header or a session cookie', () => {
    expect(requestCredentials(request({ cookie: 'theme=dark' }), '/cms-api/advisors', env)).toBe('none')
  })

  it('counts any Authorization header, key or session cookie only when it is valid', async () => {
    for (const headers of <Record<string, string>[]>[
      { authorization: 'Bearer anything' },
      { authorization: 'JWT a.b.c' },
      { 'x-api-key': 'wrong' },
      { cookie: 'payload-token=forged' },
      { cookie: `payload-token=${await sessionToken('another-secret')}` },
    ])
      expect(requestCredentials(request(headers), '/cms-api/advisors', env), JSON.stringify(headers)).toBe('invalid')
    const token = await sessionToken()
    for (const headers of <Record<string, string>[]>[
      { 'x-api-key': env.ADMIN_API_KEY },
      { authorization: `JWT ${token}` },
      { authorization: `Bearer ${token}` },
      { cookie: `theme=dark; payload-token=${token}` },
    ])
      expect(requestCredentials(request(headers), '/cms-api/advisors', env), JSON.stringify(headers)).toBe('valid')
  })

  it('takes the key as a bearer credential on uploads only', () => {
    const headers = { authorization: `Bearer ${env.ADMIN_API_KEY}` }
    expect(requestCredentials(request(headers), '/api/upload', env)).toBe('valid')
    expect(requestCredentials(request(headers), '/cms-api/media', env)).toBe('invalid')
  })
})
