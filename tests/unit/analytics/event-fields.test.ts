import { cleanUtm } from '../../../src/lib/utm'
import { describe, expect, it } from 'vitest'

import { eventFields } from '@/analytics/model/event-fields'

const source = (url: string, referrer: string, host = '') => eventFields(url, referrer, host).referrer

describe('eventFields: the source of a visit', () => {
  it('is direct for an empty referrer or our own host, with or without www.', () => {
    expect(source('https://keystone.example/team', '')).toBe('direct')
    expect(source('https://keystone.example/team', 'https://keystone.example/')).toBe('direct')
    expect(source('https://www.keystone.example/team', 'https://keystone.example/insights')).toBe('direct')
    expect(source('http://127.0.0.1:3000/', 'http://localhost:3000/', 'localhost:3000')).toBe('direct')
    expect(source('https://keystone.example/', 'not a url')).toBe('direct')
  })

  it('is the referrer host without www.', () => {
    expect(source('https://keystone.example/', 'https://www.google.com/search?q=x')).toBe('google.com')
    expect(source('https://keystone.example/', 'https://news.ycombinator.com/item')).toBe('news.ycombinator.com')
  })

  it('lets utm_source win', () => {
    expect(source('https://keystone.example/?utm_source=Newsletter', 'https://www.google.com/')).toBe('newsletter')
  })
})

/** The fields as the collector derived them before, parsing the URL and the referrer several times. */
function fieldsParsedApart(url: string, referrer: string, host: string) {
  const bare = (value: string) =>
    value
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/:\d+$/, '')
  const hostOf = (ownHosts: string[]) => {
    if (!referrer || !URL.canParse(referrer)) return ''
    const from = bare(new URL(referrer).hostname)
    return from === '' || ownHosts.some((own) => bare(own) === from) ? '' : from
  }
  const page = new URL(url)
  const utm = {
    source: cleanUtm(page.searchParams.get('utm_source')),
    medium: cleanUtm(page.searchParams.get('utm_medium')),
    campaign: cleanUtm(page.searchParams.get('utm_campaign')),
    term: cleanUtm(page.searchParams.get('utm_term')),
    content: cleanUtm(page.searchParams.get('utm_content')),
  }
  const path = page.pathname.replace(/\/+$/, '') || '/'
  return {
    path,
    referrer: utm.source || hostOf([host, page.hostname]) || 'direct',
    referrerHost: hostOf([host, page.host]),
    utm,
  }
}

describe('eventFields: the URL parsed once', () => {
  const urls = [
    'https://keystone.example/',
    'https://www.keystone.example/insights/?page=2#top',
    'http://127.0.0.1:3000/team/',
    'https://keystone.example/x?utm_source=News%20Letter&utm_medium=Email&utm_campaign=Spring',
    'https://keystone.example/x?utm_medium=cpc',
    'https://keystone.example/?',
    'http://[::1]:3000/a//',
  ]
  const referrers = [
    '',
    'not a url',
    'https://www.google.com/',
    'https://keystone.example/team',
    'https://WWW.Keystone.Example:8443/',
    'http://localhost:3000/x',
    'http://[::1]:3000/',
    'mailto:someone@example.com',
  ]
  const hosts = ['', 'keystone.example', 'www.keystone.example:443', 'localhost:3000', '[::1]:3000']

  it('gives the fields parsing it apart gave, for every mix of URL, referrer and host', () => {
    for (const url of urls)
      for (const referrer of referrers)
        for (const host of hosts)
          expect(eventFields(url, referrer, host), `${url} ${referrer} ${host}`).toEqual(
            fieldsParsedApart(url, referrer, host),
          )
  })
})
