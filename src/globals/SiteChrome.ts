import type { GlobalConfig, TextFieldSingleValidation } from 'payload'

import { anyone } from '@/access/anyone'
import { editsContent } from '@/access/editsContent'
import { CHROME_LIMITS, FOOTER_DEFAULTS, FOOTER_TEXTS, NAV_DEFAULTS, NAV_ENTRIES } from '@/contracts/site-chrome'
import { announceContentChange } from '@/shared-state/content-sync'
import { revalidateWholeSite } from '@/hooks/revalidate'
import { isAllowedLinkUrl } from '@/lib/rich-text'

const linkAddress: TextFieldSingleValidation = (value) =>
  isAllowedLinkUrl(value) || 'must be a path on this site (/…) or an http(s) address'

const label = (name: string, defaultValue: string) => ({
  name,
  type: 'text' as const,
  required: true,
  maxLength: CHROME_LIMITS.label,
  defaultValue,
})

/** The navigation's labels and the footer's texts and links, on every public page; today's texts by default. */
export const SiteChrome: GlobalConfig = {
  slug: 'site-chrome',
  label: 'Navigation and footer',
  admin: { group: 'Content', description: 'Shown on every public page. Targets of the navigation stay fixed.' },
  access: { read: anyone, update: editsContent },
  // Every public page shows it: all of them are rendered again.
  hooks: { afterChange: [({ doc, req }) => (revalidateWholeSite(), announceContentChange(req.payload), doc)] },
  fields: [
    {
      name: 'navigation',
      type: 'group',
      fields: NAV_ENTRIES.map((entry) => label(entry, NAV_DEFAULTS[entry])),
    },
    {
      name: 'footer',
      type: 'group',
      fields: [
        ...FOOTER_TEXTS.map((name) =>
          name === 'tagline'
            ? {
                name,
                type: 'textarea' as const,
                required: true,
                maxLength: CHROME_LIMITS.text,
                defaultValue: FOOTER_DEFAULTS[name],
              }
            : label(name, FOOTER_DEFAULTS[name]),
        ),
        {
          name: 'links',
          type: 'array',
          maxRows: CHROME_LIMITS.links,
          defaultValue: FOOTER_DEFAULTS.links,
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: CHROME_LIMITS.label },
            { name: 'href', type: 'text', required: true, maxLength: CHROME_LIMITS.href, validate: linkAddress },
          ],
        },
      ],
    },
  ],
}
