import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Click counting in newsletter e-mails without a pixel: each link of an e-mail goes through
 * `/api/newsletter/click?p={post}&u={target}&s={mac}`, the MAC (HMAC-SHA256 of post and target
 * under a key derived from the secret) binding the two, so the route redirects only to targets
 * this site wrote into an e-mail (never an open redirect). No subscriber or address is in it:
 * every recipient's copy of a link is the same.
 */
const PURPOSE = 'newsletter-click:v1'

const macOf = (secret: string, postId: string, target: string) =>
  createHmac('sha256', createHmac('sha256', secret).update(PURPOSE).digest())
    .update(`${postId}\n${target}`)
    .digest()
    .toString('base64url')

/** The query of a counted link to `target` in the e-mail of post `postId`. */
export const clickQuery = (secret: string, postId: string, target: string): string =>
  new URLSearchParams({ p: postId, u: target, s: macOf(secret, postId, target) }).toString()

/** The post and target a click link names, when this site signed it; null otherwise. */
export function verifyClick(secret: string, params: URLSearchParams): { postId: string; target: string } | null {
  const postId = params.get('p') ?? ''
  const target = params.get('u') ?? ''
  const given = Buffer.from(params.get('s') ?? '')
  if (!/^[A-Za-z0-9]{1,40}$/.test(postId) || !target) return null
  const expected = Buffer.from(macOf(secret, postId, target))
  return given.length === expected.length && timingSafeEqual(given, expected) ? { postId, target } : null
}
