import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { singleLocationHeader } from '@/server/single-location'

let server: Server
let base: string

beforeAll(async () => {
  server = createServer((req, res) => {
    singleLocationHeader(res)
    // What Next.js does for a freshly rendered redirect: set it, then append the cached copy.
    res.setHeader('location', '/insights/current-7')
    res.appendHeader('location', '/insights/current-7')
    res.appendHeader('set-cookie', 'a=1')
    res.appendHeader('set-cookie', 'b=2')
    res.writeHead(308).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('a redirect', () => {
  it('carries one Location header, and other headers still append', async () => {
    const response = await fetch(`${base}/insights/old-7`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/insights/current-7')
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
  })
})
