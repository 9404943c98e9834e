import { describe, expect, it } from 'vitest'

import { POST } from '@/app/api/admin/validate/route'

import { ADMIN_KEY, apiRequest } from './helpers'

const validate = (apiKey: unknown, ip: string) => POST(apiRequest('/api/admin/validate', { body: { apiKey }, ip }), {})

describe('POST /api/admin/validate', () => {
  it('accepts the right key, trimmed', async () => {
    expect((await validate(ADMIN_KEY, '198.51.100.1')).status).toBe(200)
    expect((await validate(`  ${ADMIN_KEY}\t`, '198.51.100.1')).status).toBe(200)
  })

  it.each([
    ['a wrong key', 'not-the-key'],
    ['an empty key', ''],
    ['whitespace', '   '],
    ['a 10 kB key', 'k'.repeat(10 * 1024)],
    ['a number', 12345],
    ['null', null],
  ])('refuses %s with 401 "Invalid API key"', async (_, apiKey) => {
    const response = await validate(apiKey, '198.51.100.2')
    expect(response.status).toBe(401)
    expect(await response.text()).toBe('Invalid API key')
  })

  it('refuses a body that is not JSON', async () => {
    const response = await POST(
      apiRequest('/api/admin/validate', { method: 'POST', rawBody: 'apiKey=x', headers: { 'content-type': 'text/plain' } }),
      {},
    )
    expect(response.status).toBe(415)
  })

  it('answers 429 with Retry-After after 10 failures from one client, even for the right key', async () => {
    const ip = '198.51.100.3'
    for (let attempt = 0; attempt < 10; attempt++) expect((await validate('wrong', ip)).status).toBe(401)
    const limited = await validate(ADMIN_KEY, ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800)
    expect((await validate(ADMIN_KEY, '198.51.100.4')).status).toBe(200)
  })
})
