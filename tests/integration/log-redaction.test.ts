import fs from 'node:fs'

import { describe, expect, it, vi } from 'vitest'

import { testPayload } from './helpers'

describe("Payload's log", () => {
  it('carries no e-mail address or token: messages and errors are masked before they are written', async () => {
    const payload = await testPayload()
    let written = ''
    // The log goes to file descriptor 1 synchronously (pino-pretty's SonicBoom), not through process.stdout.
    const write = vi.spyOn(fs, 'writeSync').mockImplementation(((_fd: number, chunk: string | Uint8Array) => {
      written += String(chunk)
      return String(chunk).length
    }) as typeof fs.writeSync)
    try {
      payload.logger.warn('Delivery failed: 550 <dana.lee@example.com> rejected')
      payload.logger.error({
        err: new Error(
          'Cannot reach https://site.example/api/newsletter/confirm?token=MTI.secretvalue for a@b.example',
        ),
        msg: 'Job failed',
      })
    } finally {
      write.mockRestore()
    }
    expect(written).toContain('Delivery failed: 550 <[email]> rejected')
    expect(written).toContain('confirm?token=[redacted] for [email]')
    expect(written).not.toMatch(/dana\.lee@|a@b\.example|secretvalue/)
  })
})
