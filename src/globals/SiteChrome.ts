import type { ArrayField, Field, GlobalConfig, TextFieldSingleValidation } from 'payload'

import { anyone } from '@/access/anyone'
import { editsContent } from '@/access/editsContent'
import { CHROME_LIMITS, FOOTER_DEFAULTS, FOOTER_TEXTS, NAV_DEFAULT_ITEMS, NAV_LIMITS } from '@/contracts/site-chrome'
import { INTERNAL_LINK_COLLECTIONS } from '@/insights/internal-links'
import { goalField } from '@/fields/goal'
import { announceContentChange } from '@/shared-state/content-sync'
import { revalidateWholeSite } from '@/hooks/revalidate'
import { isAllowedLinkUrl } from '@/lib/rich-text'

const linkAddress: TextFieldSingleValidation = (value, { siblingData }) =>
  (siblingData as { type?: unknown }).type === 'reference' ||
  isAllowedLinkUrl(value) ||
  'must be a path on this site (/…) or an http(s) address'

const label = (name: string, defaultValue: string) => ({
  name,
  type: 'text' as const,
  required: true,
  maxLength: CHROME_LIMITS.label,
  defaultValue,
})

/** A link: an insight or team member by reference (its current address), or a path or URL as typed. */
const linkFields = (labelLength: number): Field[] => [
  { name: 'label', type: 'text', required: true, maxLength: labelLength },
  {
    name: 'type',
    type: 'radio',
    defaultValue: 'custom',
    admin: { layout: 'horizontal' },
    options: [
      { label: 'Path or URL', value: 'custom' },
      { label: 'Insight or team member', value: 'reference' },
    ],
  },
  {
    name: 'reference',
    type: 'relationship',
    relationTo: [...INTERNAL_LINK_COLLECTIONS],
    required: true,
    admin: { condition: (_, sibling) => sibling?.type === 'reference' },
  },
  {
    name: 'href',
    label: 'Path or URL',
    type: 'text',
    required: true,
    maxLength: CHROME_LIMITS.href,
    validate: linkAddress,
    admin: {
      condition: (_, sibling) => sibling?.type !== 'reference',
      description: 'A page of this site (/team, /#about) or an http(s) address.',
    },
  },
  goalField,
]

const headerItems: ArrayField = {
  name: 'items',
  label: 'Header items',
  type: 'array',
  maxRows: NAV_LIMITS.items,
  defaultValue: NAV_DEFAULT_ITEMS.map((item) => ({ ...item, type: 'custom', button: Boolean(item.button) })),
  admin: {
    description: `At most ${NAV_LIMITS.items} items of ${NAV_LIMITS.label} characters; drag to reorder. Long labels move the items behind the menu button on narrower screens, so the header stays on one line.`,
  },
  fields: [
    ...linkFields(NAV_LIMITS.label),
    { name: 'button', label: 'Show as a button', type: 'checkbox', defaultValue: false },
  ],
}

/** The header's and footer's links and the footer's texts, on every public page; today's by default. */
export const SiteChrome: GlobalConfig = {
  slug: 'site-chrome',
  label: 'Navigation and footer',
  admin: { group: 'Content', description: 'Shown on every public page.' },
  access: { read: anyone, update: editsContent },
  // Every public page shows it: all of them are rendered again.
  hooks: { afterChange: [({ doc, req }) => (revalidateWholeSite(), announceContentChange(req.payload), doc)] },
  fields: [
    { name: 'navigation', type: 'group', fields: [headerItems] },
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
          defaultValue: FOOTER_DEFAULTS.links.map((link) => ({ ...link, type: 'custom' })),
          fields: linkFields(CHROME_LIMITS.label),
        },
      ],
    },
  ],
}
