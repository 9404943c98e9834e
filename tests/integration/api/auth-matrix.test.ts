import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN_KEY, testPayload } from '../helpers'
import { nextIp } from './fixtures'
import { routeCases, send, snapshot } from './routes'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const UNAUTHORIZED = { status: 401, text: 'Unauthorized: a valid x-api-key header is required' }

describe.each(routeCases(await testPayload()).filter((route) => route.adminOnly))('$name', (route) => {
  it('without a key: 401, nothing changes', async () => {
    const id = route.id ? await route.id() : undefined
    const before = await snapshot(payload)
    expect(await send(route, { ip: nextIp(), id })).toEqual(UNAUTHORIZED)
    expect(await snapshot(payload)).toBe(before)
  })

  it('with a wrong key: 401, nothing changes', async () => {
    const id = route.id ? await route.id() : undefined
    const before = await snapshot(payload)
    for (const key of ['wrong-key', `${ADMIN_KEY}x`, ADMIN_KEY.toUpperCase(), ' ']) {
      expect(await send(route, { ip: nextIp(), id, key })).toEqual(UNAUTHORIZED)
    }
    expect(await snapshot(payload)).toBe(before)
  })

  it('with the right key: success', async () => {
    const answer = await send(route, { ip: nextIp(), key: ADMIN_KEY })
    expect([200, 201]).toContain(answer.status)
  })
})
