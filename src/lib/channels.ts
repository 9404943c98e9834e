/**
 * The marketing channel of a visit, from its first touch: the UTM tags of the landing URL and
 * the referrer's host. Rules are checked in order, as Google Analytics' default channel group
 * does, reduced to the six channels the dashboard shows.
 */
export const CHANNELS = ['Direct', 'Organic Search', 'Referral', 'Social', 'Email', 'Paid'] as const
export type Channel = (typeof CHANNELS)[number]

type ChannelInputs = {
  /** utm_source, lowercased ('' when absent). */
  source: string
  /** utm_medium, lowercased ('' when absent). */
  medium: string
  /** The referrer's host without www. ('' when none or our own site). */
  referrerHost: string
}

const PAID_MEDIUM = /^(.*cp[acmv].*|ppc|paid.*|display|banner|retargeting|affiliate.*)$/
const EMAIL = /(^|[^a-z])(e[-_ ]?mail|newsletter)([^a-z]|$)/
const SOCIAL_MEDIUM = /^(social|social[-_ ]?(network|media)|sm)$/
const ORGANIC_MEDIUM = /^organic$/
const REFERRAL_MEDIUM = /^referral$/

const SEARCH_NAMES = new Set([
  'google',
  'bing',
  'duckduckgo',
  'yahoo',
  'yandex',
  'baidu',
  'ecosia',
  'qwant',
  'startpage',
  'kagi',
  'naver',
  'seznam',
])
const SEARCH_HOSTS = new Set(['search.brave.com', 'search.aol.com'])
const SOCIAL_NAMES = new Set([
  'facebook',
  'fb',
  'instagram',
  'linkedin',
  'lnkd',
  'twitter',
  'youtube',
  'reddit',
  'pinterest',
  'tiktok',
  'threads',
  'mastodon',
  'whatsapp',
  'telegram',
  'quora',
  'xing',
  'bsky',
])
const SOCIAL_HOSTS = new Set(['t.co', 'x.com', 'm.facebook.com', 'l.facebook.com', 'lm.facebook.com', 'bsky.app'])

/** The labels of a host or a bare source name ('google', 'google.co.uk', 'www.linkedin.com'). */
const labels = (name: string) =>
  name
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.')

function isSearch(name: string): boolean {
  if (name === '') return false
  if (SEARCH_HOSTS.has(name)) return true
  const parts = labels(name)
  // google.com, google.co.uk, bing.com; not a site that merely ends in .google.
  return SEARCH_NAMES.has(parts[0]) || (parts.length > 2 && SEARCH_NAMES.has(parts[1]) && parts[0] === 'search')
}

function isSocial(name: string): boolean {
  if (name === '') return false
  const bare = name.toLowerCase().replace(/^www\./, '')
  if (SOCIAL_HOSTS.has(bare)) return true
  const parts = labels(bare)
  return SOCIAL_NAMES.has(parts[0]) || (parts.length > 2 && SOCIAL_NAMES.has(parts[1]))
}

export function channelOf({ source, medium, referrerHost }: ChannelInputs): Channel {
  if (source === '' && medium === '' && referrerHost === '') return 'Direct'
  if (PAID_MEDIUM.test(medium)) return 'Paid'
  if (EMAIL.test(medium) || EMAIL.test(source)) return 'Email'
  const from = source || referrerHost
  if (SOCIAL_MEDIUM.test(medium) || isSocial(from)) return 'Social'
  if (ORGANIC_MEDIUM.test(medium) || isSearch(from)) return 'Organic Search'
  if (REFERRAL_MEDIUM.test(medium) || from !== '') return 'Referral'
  return 'Direct'
}
