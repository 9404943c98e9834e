import { describe, expect, it } from 'vitest'

import { ADMIN_KEY, testPayload } from './helpers'

const headers = (values: Record<string, string>) => new Headers({ 'x-client-ip': '192.0.2.10', ...values })

describe('the x-api-key auth strategy', () => {
  it('authenticates the right key as the admin', async () => {
    const payload = await testPayload()
    const { user } = await payload.auth({ headers: headers({ 'x-api-key': ADMIN_KEY }) })
    expect(user).toMatchObject({ role: 'admin', collection: 'users' })
  })

  it('authenticates nobody without the header or with a wrong key', async () => {
    const payload = await testPayload()
    expect((await payload.auth({ headers: headers({}) })).user).toBeNull()
    expect((await payload.auth({ headers: headers({ 'x-api-key': 'wrong' }) })).user).toBeNull()
  })

  it('stops accepting even the right key after 10 wrong ones from the same client', async () => {
    const payload = await testPayload()
    const client = { 'x-client-ip': '192.0.2.99' }
    for (let i = 0; i < 10; i++) await payload.auth({ headers: new Headers({ ...client, 'x-api-key': `bad-${i}` }) })
    const { user } = await payload.auth({ headers: new Headers({ ...client, 'x-api-key': ADMIN_KEY }) })
    expect(user).toBeNull()
  })
})
