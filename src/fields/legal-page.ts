import type { Field } from 'payload'

type Section = { heading: string; text: string }

/** A legal page's fields (privacy policy, disclaimer): its date and plain-text sections, with today's text as defaults. */
export const legalPageFields = (
  defaults: { lastUpdated: string; sections: readonly Section[] },
  limits: { heading: number; paragraph: number; sections: number },
): Field[] => [
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
]
