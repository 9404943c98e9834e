import ipaddr from 'ipaddr.js'

/** IPv6 networks hand a whole /64 to one subscriber, so a client is its /64, not one of its 2^64 addresses. */
const IPV6_CLIENT_PREFIX = 64

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const CANONICAL_IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`)

/**
 * The key a client is counted under by the rate limits: an IPv4 address in dotted decimal (also
 * when it arrives IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address as its /64 network in one
 * spelling (`2001:db8::1` and `2001:0DB8:0:0::2` are both `2001:db8::/64`). Anything that is not
 * an address in dotted or colon notation (`unknown`, a hashed client) is kept as it is, lower-cased.
 */
export function clientKey(address: string): string {
  // The common case, already in its one spelling: no parse (ipaddr's validity check throws and
  // catches on every IPv4 address, a cost paid for each client of every analytics flush).
  if (CANONICAL_IPV4.test(address)) return address
  // Neither dotted nor colon-separated, so no address (the analytics limits count hashed clients).
  if (!address.includes('.') && !address.includes(':')) return address.trim().toLowerCase()
  const text = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
  if (!ipaddr.isValid(text)) return text.toLowerCase()
  const parsed = ipaddr.process(text)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${IPV6_CLIENT_PREFIX}`)
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`
}
