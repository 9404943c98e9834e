import { Writable } from 'node:stream'

import { pino } from 'pino'
import { describe, expect, it, vi } from 'vitest'

import { redactText, redactUrl } from '@/lib/log-redaction'
import { redactingHooks } from '@/lib/server-logger'

const TOKEN = 'MTI.Jx3_kQ9vT2mZ8wPq5rLs7uYb1cNd4eFg6hAi0jKo2lM'

describe('a request as the log shows it', () => {
  it('masks query tokens, keys and addresses, and token path segments', () => {
    expect(redactUrl(`/api/newsletter/unsubscribe?token=${TOKEN}`)).toBe('/api/newsletter/unsubscribe?token=[redacted]')
    expect(redactUrl(`/assessment/results/${TOKEN}/contact`)).toBe('/assessment/results/:token/contact')
    expect(redactUrl('/api/people?email=dana%40example.com&page=2')).toBe('/api/people?email=[redacted]&page=2')
    expect(redactUrl('/admin?tab=inquiries&search=dana@example.com')).toBe('/admin?tab=inquiries&search=[redacted]')
    expect(redactUrl('/api/leads?x-api-key=abc')).toBe('/api/leads?x-api-key=[redacted]')
    expect(redactUrl('/api/people/dana@example.com')).toBe('/api/people/[email]')
  })

  it('keeps what is no secret: slugs, ids, searches, pages', () => {
    for (const url of [
      '/insights/how-we-value-saas-businesses-in-2024-and-beyond-12',
      '/insights?q=growth+capital&page=2',
      '/api/contact/12',
      '/cms-api/media/file/team-photo-800x600.webp',
    ])
      expect(redactUrl(url)).toBe(url)
  })
})

describe('every log line', () => {
  it('carries no e-mail address, token or key, in messages or errors', () => {
    let written = ''
    const sink = new Writable({ write: (chunk, _encoding, done) => ((written += String(chunk)), done()) })
    const logger = pino({ hooks: redactingHooks }, sink)
    logger.warn('Delivery inquiry:9:notification failed: 550 <dana.lee+x@mail.example.com>: Recipient rejected')
    logger.info({ msg: `GET /api/newsletter/confirm?token=${TOKEN} 200` })
    logger.error({
      err: new Error(`Link https://site.example/assessment/results/${TOKEN} for ops@example.com`),
      msg: 'failed',
    })
    expect(written).not.toMatch(/@(mail\.)?example\.com/)
    expect(written).not.toContain(TOKEN)
    expect(written).toContain('550 <[email]>: Recipient rejected')
    expect(written).toContain('/api/newsletter/confirm?token=[redacted] 200')
    expect(written).toContain('/assessment/results/:token for [email]')
  })

  it('leaves ordinary lines alone (backup and outbox file names are no tokens)', () => {
    const line =
      'Backup data/backups/site-3f9a2c1b/snapshot-20261207T001440Z taken; E-mail written to data/outbox/2026-12-07T00-29-39-216Z-x1y2z3.eml'
    expect(redactText(line)).toBe(line)
  })
})

describe('the development request log', () => {
  it('prints a masked line per request, and metrics scrapes at debug only', async () => {
    const { createServer } = await import('node:http')
    const { logRequest } = await import('@/server/request-log')
    const { serverLogger } = await import('@/lib/server-logger')
    const info = vi.spyOn(serverLogger, 'info').mockImplementation(() => undefined)
    const debug = vi.spyOn(serverLogger, 'debug').mockImplementation(() => undefined)
    const server = createServer((req, res) => {
      logRequest(req, res)
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      await (await fetch(`http://127.0.0.1:${port}/api/newsletter/unsubscribe?token=${TOKEN}`)).text()
      await (await fetch(`http://127.0.0.1:${port}/api/metrics`)).text()
      await (await fetch(`http://127.0.0.1:${port}/_next/static/chunks/main.js`)).text()
      // Each line is written when its answer closes.
      await vi.waitFor(() => expect(info.mock.calls.length + debug.mock.calls.length).toBe(2))
      expect(info.mock.calls.map(([line]) => String(line).replace(/ in [\d.]+ms$/, ''))).toEqual([
        'GET /api/newsletter/unsubscribe?token=[redacted] 200',
      ])
      expect(debug.mock.calls.map(([line]) => String(line).replace(/ in [\d.]+ms$/, ''))).toEqual([
        'GET /api/metrics 200',
      ])
    } finally {
      server.close()
      vi.restoreAllMocks()
    }
  })
})
