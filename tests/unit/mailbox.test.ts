import { describe, expect, it } from 'vitest'

import { domainSpellings, mailboxKey } from '@/lib/mailbox'

describe('the mailbox key', () => {
  it('counts one mailbox however its address is spelled', () => {
    expect(mailboxKey(' Victim+promo@Example.org ')).toBe('victim@example.org')
    expect(mailboxKey('a+1@example.com')).toBe(mailboxKey('a@example.com'))
    expect(mailboxKey('A@example.com')).toBe(mailboxKey('a@example.com'))
    expect(mailboxKey('a.b@gmail.com')).toBe('ab@gmail.com')
    expect(mailboxKey('A.B+news@GoogleMail.com')).toBe('ab@gmail.com')
  })

  it('keeps the dots of providers that deliver by them', () => {
    expect(mailboxKey('a.b@example.com')).toBe('a.b@example.com')
    expect(mailboxKey('a.b@example.com')).not.toBe(mailboxKey('ab@example.com'))
  })
  it('lists the spellings of a domain that share its mailboxes', () => {
    expect(domainSpellings('GoogleMail.com')).toEqual(['gmail.com', 'googlemail.com'])
    expect(domainSpellings('gmail.com')).toEqual(['gmail.com', 'googlemail.com'])
    expect(domainSpellings('example.org')).toEqual(['example.org'])
  })
})
