/** The header our server sets from the socket (or a trusted proxy); any incoming copy is replaced. */
export const CLIENT_IP_HEADER = 'x-client-ip'

/**
 * The client's address: the socket's, or with a trusted proxy in front the right-most entry of
 * X-Forwarded-For, the one that proxy appended (entries to its left are the client's to forge).
 */
export function clientAddress(args: {
  remoteAddress: string | undefined
  forwardedFor: string | string[] | undefined
  trustProxy: boolean
}): string {
  const forwarded = Array.isArray(args.forwardedFor) ? args.forwardedFor.join(',') : args.forwardedFor
  if (args.trustProxy && forwarded) {
    const hops = forwarded
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const last = hops.at(-1)
    if (last) return last
  }
  return args.remoteAddress?.replace(/^::ffff:/, '') || 'unknown'
}

export const requestClientIp = (headers: Headers): string =>
  headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown'
