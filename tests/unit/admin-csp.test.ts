import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { adminNoncePolicy } from '@/server/admin-csp'

function call(url: string) {
  const req = new IncomingMessage(new Socket())
  req.url = url
  const res = new ServerResponse(req)
  adminNoncePolicy(req, res, false)
  return { asked: req.headers['content-security-policy'], sent: res.getHeader('content-security-policy') }
}

const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1]

describe("the dashboard's nonce policy", () => {
  it('gives each dashboard request a fresh nonce, on the request Next.js renders and on the answer', () => {
    const first = call('/admin')
    const second = call('/admin/leads?tab=inbox')
    expect(first.asked).toBe(first.sent)
    expect(first.sent).toContain("'strict-dynamic'")
    expect(nonceOf(first.sent)).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(nonceOf(second.sent)).not.toBe(nonceOf(first.sent))
  })

  it('leaves every other path to the static policies of next.config', () => {
    for (const url of ['/', '/administrator', '/cms', '/api/admin/session', '/team?admin=1'])
      expect(call(url)).toEqual({ asked: undefined, sent: undefined })
  })
})
