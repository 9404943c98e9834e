import { firstTouch } from '../../../src/contracts/lead-attribution'
import { cleanUtm } from '../../../src/lib/utm'
import { describe, expect, it } from 'vitest'

import { referrerHost } from '@/analytics/model/attribution'
import { channelOf, type Channel } from '@/lib/channels'
import { isSpamReferrer } from '@/analytics/model/referrer-spam'

/** [utm_source, utm_medium, referrer host] → channel: fixture visits with known answers. */
const VISITS: [string, string, string, Channel][] = [
  ['', '', '', 'Direct'],
  ['', 'unknown-medium', '', 'Direct'],
  ['', '', 'google.com', 'Organic Search'],
  ['', '', 'google.co.uk', 'Organic Search'],
  ['', '', 'bing.com', 'Organic Search'],
  ['', '', 'duckduckgo.com', 'Organic Search'],
  ['', '', 'search.yahoo.com', 'Organic Search'],
  ['', '', 'search.brave.com', 'Organic Search'],
  ['google', 'organic', '', 'Organic Search'],
  ['', '', 'linkedin.com', 'Social'],
  ['', '', 'lnkd.in', 'Social'],
  ['', '', 't.co', 'Social'],
  ['', '', 'x.com', 'Social'],
  ['', '', 'l.facebook.com', 'Social'],
  ['', '', 'old.reddit.com', 'Social'],
  ['linkedin', '', '', 'Social'],
  ['partner-site', 'social', '', 'Social'],
  ['newsletter', '', '', 'Email'],
  ['mailchimp', 'email', '', 'Email'],
  ['crm', 'e-mail', 'mail.google.com', 'Email'],
  ['google', 'cpc', 'google.com', 'Paid'],
  ['linkedin', 'paid-social', 'linkedin.com', 'Paid'],
  ['bing', 'ppc', '', 'Paid'],
  ['network', 'display', '', 'Paid'],
  ['', '', 'news.ycombinator.com', 'Referral'],
  ['', '', 'medium.com', 'Referral'],
  ['', '', 'googleblog.example', 'Referral'],
  ['podcast', '', '', 'Referral'],
  ['', 'referral', '', 'Referral'],
]

describe('channelOf', () => {
  it.each(VISITS)('source %j, medium %j, referrer %j is %s', (source, medium, host, channel) => {
    expect(channelOf({ source, medium, referrerHost: host })).toBe(channel)
  })
})

describe('UTM values and first touch', () => {
  it('lowercases, trims and cuts UTM values, and drops values with other characters', () => {
    expect(cleanUtm('  Spring  Growth ')).toBe('spring growth')
    expect(cleanUtm('x'.repeat(150))).toBe('x'.repeat(100))
    expect(cleanUtm('<script>')).toBe('')
    expect(cleanUtm('a\u0000b')).toBe('')
    expect(cleanUtm('q3_2026-founders+ceo')).toBe('q3_2026-founders+ceo')
    expect(cleanUtm(null)).toBe('')
  })

  it('takes the referrer host without www, none for our own site', () => {
    expect(referrerHost('https://www.google.com/search?q=x', ['keystone.example'])).toBe('google.com')
    expect(referrerHost('https://keystone.example/team', ['keystone.example:443'])).toBe('')
    expect(referrerHost('not a url', [])).toBe('')
  })

  it('derives the channel of a first touch on the server and refuses malformed ones', () => {
    expect(
      firstTouch({ source: 'Newsletter', entryPage: '/insights/x/?a=1', referrerHost: 'www.mail.example' }),
    ).toEqual({
      source: 'newsletter',
      medium: '',
      campaign: '',
      entryPage: '/insights/x',
      referrerHost: 'mail.example',
      channel: 'Email',
    })
    expect(firstTouch({})).toMatchObject({ channel: 'Direct', entryPage: '' })
    expect(firstTouch({ entryPage: 'javascript:alert(1)' })).toBeNull()
    expect(firstTouch({ referrerHost: '<b>x</b>' })).toBeNull()
    expect(firstTouch('nope')).toBeNull()
  })
})

describe('the referrer-spam denylist', () => {
  it('matches listed hosts and their subdomains, not ordinary sites', () => {
    expect(isSpamReferrer('0n-line.tv')).toBe(true)
    expect(isSpamReferrer('www.0n-line.tv')).toBe(true)
    expect(isSpamReferrer('google.com')).toBe(false)
    expect(isSpamReferrer('linkedin.com')).toBe(false)
  })
})
