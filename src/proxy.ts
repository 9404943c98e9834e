import { NextResponse, type NextRequest } from 'next/server'

import { adminCsp } from '@/config/security-headers'

/**
 * The dashboard holds the admin key, so its pages get a strict policy with a fresh nonce per
 * request. Next.js reads the nonce from the request's Content-Security-Policy header and puts
 * it on the scripts it renders; the admin layout opts into rendering per request.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
  const policy = adminCsp(nonce, process.env.NODE_ENV === 'development')
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

// Only the dashboard (a matched request's body would be buffered for the proxy). Next.js reads the
// matcher statically, so the paths of ADMIN_PATHS are written out: an imported constant fails the build.
export const config = { matcher: ['/admin', '/admin/:path*'] }
