import type { Config } from 'payload'

import { siteTimeZone } from '@/analytics/model/time'
import { SITE_DEFAULTS } from '@/contracts/site-settings'

const firm = SITE_DEFAULTS.firmName

/**
 * How /cms presents itself: the firm's name and monogram, and Payload's built-in avatar (its default,
 * Gravatar, is an outside image: unreachable offline and refused by the CMS's CSP).
 */
export const cmsBranding: Pick<NonNullable<Config['admin']>, 'avatar' | 'meta' | 'components' | 'timezones'> = {
  avatar: 'default',
  // The Schedule drawer (Payload's) starts in the site's time zone, which its list always offers.
  timezones: {
    defaultTimezone: siteTimeZone(),
    supportedTimezones: ({ defaultTimezones }) =>
      defaultTimezones.some((zone) => zone.value === siteTimeZone())
        ? defaultTimezones
        : [...defaultTimezones, { label: siteTimeZone(), value: siteTimeZone() }],
  },
  meta: {
    titleSuffix: ` | ${firm} CMS`,
    title: `${firm} CMS`,
    description: `Content management for the ${firm} website`,
    icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/logo.svg' }],
    robots: { index: false, follow: false },
    defaultOGImageType: 'off',
  },
  components: {
    graphics: {
      Icon: '/brand/cms-graphics#CmsIcon',
      Logo: '/brand/cms-graphics#CmsLogo',
    },
  },
}
