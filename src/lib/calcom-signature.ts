import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Whether `signature` (the X-Cal-Signature-256 header: the hex HMAC-SHA256 of the raw body under
 * the webhook's secret, as cal.com sends it) is right, compared in constant time.
 */
export function calcomSignatureValid(secret: string, rawBody: string, signature: string | null): boolean {
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest()
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'))
}
