import { describe, expect, it } from 'vitest'

import { refusedAddress } from '@/leads/crm/http'

describe('the addresses a CRM call may never reach', () => {
  it('include cloud metadata services over IPv6 and NAT64, which reaches any IPv4 address', () => {
    for (const address of ['169.254.169.254', 'fd00:ec2::254', '64:ff9b::a9fe:a9fe', '64:ff9b::7f00:1', '64:ff9b:1::1'])
      expect(refusedAddress(address), address).toBe(true)
  })

  it('leave loopback and private networks to a CRM bridge on the same host or LAN', () => {
    for (const address of ['127.0.0.1', '10.0.0.5', '192.168.1.20', '::1', 'fd12:3456::1'])
      expect(refusedAddress(address), address).toBe(false)
  })
})
