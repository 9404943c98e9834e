import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type FeedReach, fetchFeedText } from '@/leads/meetings/feed-fetch'

// A throwaway self-signed certificate for `localhost`, made for this test only.
const tls = (name: string) => fs.readFileSync(path.join(__dirname, '../../fixtures/tls', name), 'utf8')
const cert = tls('localhost-cert.pem')
const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'
const OVER = 'x'.repeat(2 * 1024 * 1024 + 1)

let server: https.Server
let base: string
// The test server is on loopback, which real feeds may never reach: only here is it let in.
const reach: FeedReach = {
  addressAllowed: (address) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1',
  ca: cert,
  timeoutMs: 300,
}

beforeAll(async () => {
  server = https.createServer({ cert, key: tls('localhost-key.pem') }, (request, response) => {
    const url = request.url ?? ''
    const hop = /^\/hop\/(\d+)$/.exec(url)
    if (url === '/feed.ics') response.end(FEED)
    else if (hop && Number(hop[1]) > 0) response.writeHead(302, { location: `/hop/${Number(hop[1]) - 1}` }).end()
    else if (hop) response.end(FEED)
    else if (url === '/loop') response.writeHead(302, { location: '/loop' }).end()
    else if (url === '/declared-big') response.writeHead(200, { 'content-length': OVER.length }).end(OVER)
    else if (url === '/streamed-big') {
      response.writeHead(200)
      response.write(OVER.slice(0, 1024 * 1024))
      response.end(OVER.slice(1024 * 1024))
    } else if (url === '/to-private') response.writeHead(302, { location: 'https://10.0.0.8/feed.ics' }).end()
    else if (url === '/to-http') response.writeHead(302, { location: `http://localhost/feed.ics` }).end()
    else if (url === '/slow') setTimeout(() => response.end(FEED), 2_000).unref()
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, resolve))
  base = `https://localhost:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('reading a calendar feed', () => {
  it('reads a feed, following up to 3 redirects', async () => {
    expect(await fetchFeedText(`${base}/feed.ics`, reach)).toBe(FEED)
    expect(await fetchFeedText(`${base}/hop/3`, reach)).toBe(FEED)
  })

  it('gives up beyond 3 redirects, 2 MB declared or streamed, the time allowed, or an answer that is not 200', async () => {
    await expect(fetchFeedText(`${base}/hop/4`, reach)).rejects.toThrow('More than 3 redirects')
    await expect(fetchFeedText(`${base}/loop`, reach)).rejects.toThrow('More than 3 redirects')
    await expect(fetchFeedText(`${base}/declared-big`, reach)).rejects.toThrow('The feed is larger than 2 MB')
    await expect(fetchFeedText(`${base}/streamed-big`, reach)).rejects.toThrow('The feed is larger than 2 MB')
    await expect(fetchFeedText(`${base}/slow`, reach)).rejects.toThrow('No answer within 0.3 s')
    await expect(fetchFeedText(`${base}/missing.ics`, reach)).rejects.toThrow('The feed answered HTTP 404')
  })

  it('follows no redirect to a private address or to http', async () => {
    await expect(fetchFeedText(`${base}/to-private`, reach)).rejects.toThrow(/private or reserved/)
    await expect(fetchFeedText(`${base}/to-http`, reach)).rejects.toThrow(/not https/)
  })

  it('never reaches the loopback server with the addresses real feeds are allowed', async () => {
    await expect(fetchFeedText(`${base}/feed.ics`)).rejects.toThrow(/resolves to a private or reserved address/)
  })
})
