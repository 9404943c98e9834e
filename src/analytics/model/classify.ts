import { isbot } from 'isbot'
import { UAParser } from 'ua-parser-js'

import { CDN_COUNTRY_HEADERS } from '@/lib/client-address'
import { boundedMemo } from '@/lib/memo'
import { maskSecretPath } from '@/lib/secret-paths'

export type Device = 'Desktop' | 'Mobile' | 'Tablet'

const DESKTOP_OS = /^(Windows|Mac OS|macOS|Linux|Ubuntu|Debian|Fedora|Chrome OS|Chromium OS|FreeBSD|OpenBSD)/

/** Plausible's screen-size classes, used only when the user agent does not tell. */
export function deviceFromWidth(width: number | undefined): Device {
  if (width === undefined || width <= 0) return 'Desktop'
  if (width < 576) return 'Mobile'
  if (width < 992) return 'Tablet'
  return 'Desktop'
}

type AgentClass = { device: Device; browser: string }

/**
 * What the collector keeps of a user agent, its classes made once: the one it answers, or, when
 * the user agent does not tell the device, one per screen-size class.
 */
type AgentFacts = { bot: boolean; known: AgentClass | null; byWidth: Record<Device, AgentClass> }

const agentClass = (device: Device, browser: string): AgentClass => Object.freeze({ device, browser })

/** Parsing a user agent costs ~60 µs and the same few hundred recur, so results are kept (bounded). */
const agentFacts = boundedMemo(2000, (userAgent): AgentFacts => {
  const result = new UAParser(userAgent).getResult()
  const type = result.device.type
  let device: Device | null = null
  if (type === 'mobile' || type === 'wearable') device = 'Mobile'
  else if (type === 'tablet') device = 'Tablet'
  else if (type === 'smarttv' || type === 'console' || DESKTOP_OS.test(result.os.name ?? '')) device = 'Desktop'
  const name = result.browser.name ?? ''
  const browser = name.replace(/^Mobile /, '').replace(/ WebView$/, '') || 'Unknown'
  return {
    bot: isbot(userAgent),
    known: device && agentClass(device, browser),
    byWidth: {
      Desktop: agentClass('Desktop', browser),
      Mobile: agentClass('Mobile', browser),
      Tablet: agentClass('Tablet', browser),
    },
  }
})

/** Crawlers, headless browsers and HTTP libraries (isbot); an empty user agent counts as one. */
export const isBotAgent = (userAgent: string): boolean => userAgent === '' || agentFacts(userAgent).bot

/**
 * Device type and browser name from a user agent (screen width only as a fallback); the object
 * is shared by every event of the same classes, so it is frozen.
 */
export function classifyAgent(userAgent: string, width?: number): AgentClass {
  const facts = agentFacts(userAgent)
  return facts.known ?? facts.byWidth[deviceFromWidth(width)]
}

/** ISO country code from a CDN header (the front server keeps them only from trusted proxies), else ''. */
export function countryFromHeaders(headers: { get: (name: string) => string | null | undefined }): string {
  for (const name of CDN_COUNTRY_HEADERS) {
    const value = headers.get(name)?.trim().toUpperCase()
    // XX and T1 are Cloudflare's "unknown" and "Tor".
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX') return value
  }
  return ''
}

/** The page path without query, fragment or trailing slash ('/' stays '/'); a secret address as its route. */
export function pagePath(pageUrl: URL): string {
  const path = maskSecretPath(pageUrl.pathname.replace(/\/+$/, ''))
  return path === '' ? '/' : path
}
