import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editsContent } from '@/access/editsContent'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateGlobal'

type Section = { heading: string; text: string }

type LegalPageOptions = {
  slug: 'privacy-policy' | 'disclaimer'
  label: string
  /** The public page that shows it, rendered again when it is saved. */
  path: string
  description: string
  defaults: { lastUpdated: string; sections: readonly Section[] }
  limits: { heading: number; paragraph: number; sections: number }
}

/** A legal page (privacy policy, disclaimer): a date and plain-text sections (never rendered as HTML), today's text as defaults. */
export const legalPageGlobal = ({
  slug,
  label,
  path,
  description,
  defaults,
  limits,
}: LegalPageOptions): GlobalConfig => ({
  slug,
  label,
  admin: { group: 'Content', description },
  access: { read: anyone, update: editsContent },
  hooks: { afterChange: [revalidateGlobalAfterChange([path])] },
  fields: [
    {
      name: 'lastUpdated',
      type: 'date',
      required: true,
      defaultValue: defaults.lastUpdated,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: limits.sections,
      defaultValue: defaults.sections,
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: limits.heading },
        { name: 'text', type: 'textarea', required: true, maxLength: limits.paragraph },
      ],
    },
  ],
})
