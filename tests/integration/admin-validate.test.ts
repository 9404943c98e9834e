import { describe, expect, it } from 'vitest'

import { POST } from '@/app/api/admin/validate/route'
import { contact } from './lead-routes'

import { ADMIN_KEY, apiRequest } from './helpers'

const listInquiries = contact.GET

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
      apiRequest('/api/admin/validate', {
        method: 'POST',
        rawBody: 'apiKey=x',
        headers: { 'content-type': 'text/plain' },
      }),
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

  it('compares at most 10 of 30 concurrent wrong keys: the others are refused before any check', async () => {
    const ip = '198.51.100.5'
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => validate(`wrong-${i}`, ip)))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
  })

  it('counts an IPv6 client per /64, however its address is written', async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await validate('wrong', `2001:db8:aa::${attempt + 1}`)).status).toBe(401)
    expect((await validate(ADMIN_KEY, '2001:0db8:00aa:0000::ffff')).status).toBe(429)
    expect((await validate(ADMIN_KEY, '2001:db8:ab::1')).status).toBe(200)
  })

  it('answers every x-api-key of a locked-out client with 429 and Retry-After, the right key included', async () => {
    const ip = '198.51.100.6'
    for (let attempt = 0; attempt < 10; attempt++) await validate('wrong', ip)
    const response = await listInquiries(apiRequest('/api/contact', { key: ADMIN_KEY, ip }), {})
    expect(response.status).toBe(429)
    expect(await response.text()).toBe('Too many failed attempts. Try again later.')
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(800)
    expect((await listInquiries(apiRequest('/api/contact', { key: ADMIN_KEY, ip: '198.51.100.7' }), {})).status).toBe(
      200,
    )
  })
})
