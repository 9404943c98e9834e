import type { Config } from 'payload'

import { SITE_DEFAULTS } from '@/contracts/site-settings'

const firm = SITE_DEFAULTS.firmName

/**
 * How /cms presents itself: the firm's name and monogram, and Payload's built-in avatar (its default,
 * Gravatar, is an outside image: unreachable offline and refused by the CMS's CSP).
 */
export const cmsBranding: Pick<NonNullable<Config['admin']>, 'avatar' | 'meta' | 'components'> = {
  avatar: 'default',
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
