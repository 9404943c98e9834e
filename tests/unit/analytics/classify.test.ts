import { describe, expect, it } from 'vitest'

import { classifyAgent, countryFromHeaders, deviceFromWidth, pagePath } from '@/analytics/model/classify'

import { BROWSER_USER_AGENTS } from '../../fixtures/user-agents'

const page = (url: string) => new URL(url)

describe('pagePath', () => {
  it("records a results page under its route: the token in its address opens a founder's results", () => {
    expect(
      pagePath(page('https://keystone.example/assessment/results/MTI.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG')),
    ).toBe('/assessment/results/:token')
    expect(pagePath(page('https://keystone.example/assessment/results/MTI.abc/contact'))).toBe(
      '/assessment/results/:token/contact',
    )
    expect(pagePath(page('https://keystone.example/assessment/results'))).toBe('/assessment/results')
  })

  it('drops the query, fragment and trailing slash', () => {
    expect(pagePath(page('https://keystone.example/insights/?page=2#top'))).toBe('/insights')
    expect(pagePath(page('https://keystone.example/?utm_source=x'))).toBe('/')
  })
})

describe('classifyAgent', () => {
  it('takes the device from the user agent before the screen width', () => {
    const iphone = BROWSER_USER_AGENTS.find((ua) => ua.includes('iPhone'))!
    const ipad = BROWSER_USER_AGENTS.find((ua) => ua.includes('iPad'))!
    expect(classifyAgent(iphone, 2000)).toEqual({ device: 'Mobile', browser: 'Safari' })
    expect(classifyAgent(ipad, 390).device).toBe('Tablet')
    expect(classifyAgent(BROWSER_USER_AGENTS[0], 390)).toEqual({ device: 'Desktop', browser: 'Chrome' })
  })

  it('falls back to the screen width when the user agent does not tell', () => {
    expect(classifyAgent('SomeBrowser/1.0', 390).device).toBe('Mobile')
    expect(classifyAgent('SomeBrowser/1.0', 800).device).toBe('Tablet')
    expect(classifyAgent('SomeBrowser/1.0', 1440)).toEqual({ device: 'Desktop', browser: 'Unknown' })
    expect(deviceFromWidth(undefined)).toBe('Desktop')
  })

  it('names every common browser', () => {
    for (const ua of BROWSER_USER_AGENTS) expect(classifyAgent(ua).browser).not.toBe('Unknown')
  })
})

describe('countryFromHeaders', () => {
  it('reads the CDN headers in order, else empty', () => {
    expect(countryFromHeaders(new Headers({ 'cf-ipcountry': 'de' }))).toBe('DE')
    expect(countryFromHeaders(new Headers({ 'x-vercel-ip-country': 'FR' }))).toBe('FR')
    expect(countryFromHeaders(new Headers({ 'cloudfront-viewer-country': 'JP' }))).toBe('JP')
    expect(countryFromHeaders(new Headers({ 'cf-ipcountry': 'XX' }))).toBe('')
    expect(countryFromHeaders(new Headers())).toBe('')
  })
})
