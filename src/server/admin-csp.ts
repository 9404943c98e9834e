import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { adminCsp } from '@/config/security-headers'

const isAdminPath = (url: string | undefined) => {
  const path = (url ?? '/').split('?', 1)[0]
  return path === '/admin' || path.startsWith('/admin/')
}

/**
 * The dashboard holds the admin key, so its pages get a strict policy with a fresh nonce per
 * request. Next.js reads the nonce from the request's Content-Security-Policy header and puts it on
 * the scripts it renders; the admin layout opts into rendering per request. Set here rather than in
 * a Next.js proxy (middleware), which Next.js loaded and matched on every request of the site.
 */
export function adminNoncePolicy(req: IncomingMessage, res: ServerResponse, dev: boolean): void {
  if (!isAdminPath(req.url)) return
  const policy = adminCsp(randomBytes(16).toString('base64'), dev)
  req.headers['content-security-policy'] = policy
  res.setHeader('content-security-policy', policy)
}
